import { Button, Stack, TextField } from '@mui/material';
import { useZodForm } from '../../components/form/use-zod-form';
import { z } from 'zod';
import { isStrongPassword, MESSAGES } from '@trueline/contract';
import { PasswordChecklist } from '../../components/PasswordChecklist';

const schema = z
  .object({
    password: z.string().min(1, MESSAGES.passwordRequired).refine(isStrongPassword, MESSAGES.passwordRulesNotMet),
    confirm: z.string().min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.password === v.confirm, { message: MESSAGES.passwordsDoNotMatch, path: ['confirm'] });

/** New password and confirmation with the live six-rule checklist (reset and activation). */
export function NewPasswordForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit(password: string): Promise<void> }) {
  const form = useZodForm(schema, { defaultValues: { password: '', confirm: '' }, mode: 'onTouched' });
  const password = form.watch('password');
  const confirm = form.watch('confirm');
  const { errors, isSubmitting } = form.formState;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.password))}>
      <TextField label="New password" type="password" autoComplete="new-password" autoFocus {...form.register('password')} error={Boolean(errors.password)} helperText={errors.password?.message} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.register('confirm')} error={Boolean(errors.confirm)} helperText={errors.confirm?.message} />
      <PasswordChecklist password={password} confirm={confirm} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
