import { useState } from 'react';
import { Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useZodForm } from '../../components/form/use-zod-form';
import { z } from 'zod';
import { authRoutes, credentialsBody, MESSAGES, mfaCodeField } from '@trueline/contract';
import { api, ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useCloseSnackbar, useSnackbar } from '../../lib/snackbar';
import { LANDING_PATH } from '../../app/landing';
import { AuthLayout } from './AuthLayout';
import { useCaptcha } from './use-captcha';

const credentialsForm = credentialsBody.pick({ email: true, password: true });
const codeForm = z.object({ code: mfaCodeField });

export function SignInPage() {
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const { establish } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useSnackbar();
  const closeSnackbar = useCloseSnackbar();
  const captcha = useCaptcha();
  const from = (location.state as { from?: string } | null)?.from;

  const finish = async (user: Parameters<typeof establish>[0]) => {
    // A failed profile load signs the user out again and leaves them here. Signed in, an earlier attempt's error is
    // stale: it does not follow the user into the console.
    if (await establish(user)) {
      closeSnackbar();
      navigate(from && from !== '/sign-in' ? from : LANDING_PATH, { replace: true });
    }
  };

  const form = useZodForm(credentialsForm, { defaultValues: { email: '', password: '' } });
  const onCredentials = form.handleSubmit(async (values) => {
    try {
      const res = await api(authRoutes.credentials, { body: { ...values, reCaptchaToken: await captcha('login') } });
      if (res.type === 'TwoFactorRequired') setMfaToken(res.token);
      else await finish(res.authorizedUser);
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  });

  const code = useZodForm(codeForm, { defaultValues: { code: '' } });
  const onCode = code.handleSubmit(async ({ code: value }) => {
    try {
      await finish(await api(authRoutes.secondFactor, { body: { token: mfaToken ?? '', code: value } }));
    } catch (err) {
      // Spec 1 §8: a second-factor failure is only logged; the field is cleared for another try. Once the
      // challenge itself is dead (too many wrong codes, or too old) another code cannot help: back to step 1.
      console.error('Second factor failed', err);
      code.reset({ code: '' });
      if (err instanceof ApiError && err.message === MESSAGES.signInTokenInvalid) setMfaToken(null);
    }
  });

  if (mfaToken) {
    const field = code.register('code');
    return (
      <AuthLayout title="Enter your code">
        {/* Keyed apart from step 1's form, so React never hands the code input over to the email field. */}
        <Stack key="code-step" component="form" spacing={2} onSubmit={onCode} noValidate>
          <TextField
            label="Six-digit code"
            autoFocus
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            {...field}
            onChange={(e) => {
              void field.onChange(e);
              if (e.target.value.length === 6) void onCode();
            }}
            error={Boolean(code.formState.errors.code)}
            helperText={code.formState.errors.code?.message ?? 'Open your authenticator app to see the code.'}
          />
          <Button type="submit" variant="contained" size="large" disabled={code.formState.isSubmitting}>
            Sign in
          </Button>
          <Button onClick={() => setMfaToken(null)}>Back</Button>
        </Stack>
      </AuthLayout>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout title="Sign in" cardLinks={['/forgot-password']}>
      <Stack key="credentials-step" component="form" spacing={2} onSubmit={onCredentials} noValidate>
        <TextField label="Email" type="email" autoComplete="username" autoFocus {...form.register('email')} error={Boolean(errors.email)} helperText={errors.email?.message} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.register('password')} error={Boolean(errors.password)} helperText={errors.password?.message} />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Login
        </Button>
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
          Password Reset
        </Link>
      </Stack>
    </AuthLayout>
  );
}
