import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../components/form/use-zod-form';
import { authRoutes, MESSAGES, resetRequestBody } from '@trueline/contract';
import { api, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { AuthLayout } from './AuthLayout';
import { useCaptcha } from './use-captcha';

const schema = resetRequestBody.pick({ email: true });

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const navigate = useNavigate();
  const notify = useSnackbar();
  const captcha = useCaptcha();
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await api(authRoutes.requestPasswordReset, { body: { email, reCaptchaToken: await captcha('reset') } });
      setSent(true);
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout title="Reset your password" cardLinks={['/sign-in']}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        {sent ? (
          <Alert severity="success">{MESSAGES.resetRequested}</Alert>
        ) : (
          <>
            <TextField label="Email" type="email" autoComplete="username" autoFocus {...form.register('email')} error={Boolean(errors.email)} helperText={errors.email?.message} />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              Request reset link
            </Button>
          </>
        )}
        <Button onClick={() => navigate('/sign-in')}>Back to sign-in</Button>
      </Stack>
    </AuthLayout>
  );
}
