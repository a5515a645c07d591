import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { WEBHOOK_AUTH_TYPE_LABELS, WEBHOOK_AUTH_TYPES, type Webhook } from '@trueline/contract';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import type { WebhookForm } from './webhook-form';

interface Props {
  form: WebhookForm;
  /** The saved webhook (its stored secrets may be kept by leaving the field blank); null for a new one. */
  saved: Webhook | null;
}

/** Auth type and its fields: Basic (username, password), Bearer (token), Custom header (name, value). Secrets are never shown. */
export function WebhookAuthFields({ form, saved }: Props) {
  const { errors } = form.formState;
  const authType = form.watch('webhookAuth.authType');
  const stored = saved?.webhookAuth;
  const keepsPassword = Boolean(stored?.passwordSet && stored.authType === 'Basic');
  const keepsValue = Boolean(stored?.valueSet && (stored.authType === 'Bearer' || stored.authType === 'CustomHeader'));
  const e = errors.webhookAuth;
  const secretHelp = (keeps: boolean, what: string) => (keeps ? `Leave blank to keep the saved ${what}.` : undefined);

  return (
    <>
      <Controller control={form.control} name="webhookAuth.authType" render={({ field }) => (
        <TextField
          select label="Auth type" {...field} slotProps={sidePanelSelectSlotProps}
          onChange={(ev) => {
            field.onChange(ev);
            void form.trigger(['webhookAuth.username', 'webhookAuth.password', 'webhookAuth.value', 'webhookAuth.headerName']);
          }}
        >
          {WEBHOOK_AUTH_TYPES.map((a) => <MenuItem key={a} value={a}>{WEBHOOK_AUTH_TYPE_LABELS[a]}</MenuItem>)}
        </TextField>
      )} />
      {authType === 'Basic' ? (
        <>
          <TextField label="Username" required autoComplete="off" {...form.register('webhookAuth.username')} error={Boolean(e?.username)} helperText={e?.username?.message} />
          <TextField label="Password" type="password" required={!keepsPassword} autoComplete="new-password" {...form.register('webhookAuth.password')}
            error={Boolean(e?.password)} helperText={e?.password?.message ?? secretHelp(keepsPassword, 'password')} />
        </>
      ) : null}
      {authType === 'CustomHeader' ? (
        <TextField label="Header name" required placeholder="X-Api-Key" autoComplete="off" {...form.register('webhookAuth.headerName')}
          error={Boolean(e?.headerName)} helperText={e?.headerName?.message} />
      ) : null}
      {authType === 'Bearer' || authType === 'CustomHeader' ? (
        <TextField label={authType === 'Bearer' ? 'Token' : 'Header value'} type="password" required={!keepsValue} autoComplete="new-password"
          {...form.register('webhookAuth.value')} error={Boolean(e?.value)}
          helperText={e?.value?.message ?? secretHelp(keepsValue, authType === 'Bearer' ? 'token' : 'value')} />
      ) : null}
    </>
  );
}
