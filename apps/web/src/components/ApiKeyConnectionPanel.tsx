import { useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONNECTION_STATUS_LABELS, CONNECTION_STATUSES, createApiKeyConnectionQuery, MESSAGES, updateApiKeyConnectionQuery,
  type ApiKeyConnection, type ConnectionStatus,
} from '@trueline/contract';
import { errorMessage } from '../lib/api';
import { useSnackbar } from '../app/snackbar';
import { SidePanel } from './SidePanel';
import { ConfirmDialog } from './ConfirmDialog';
import { applyServerFieldErrors } from './server-field-errors';

export interface ApiKeyConnectionSave {
  id: string | null;
  query: { companyName: string; apiKey: string; resourceStatus: ConnectionStatus };
}

interface FormValues {
  companyName: string;
  apiKey: string;
  resourceStatus: ConnectionStatus;
}
const FIELDS = ['companyName', 'apiKey', 'resourceStatus'] as const;

const valuesOf = (c: ApiKeyConnection | null): FormValues => ({ companyName: c?.companyName ?? '', apiKey: '', resourceStatus: c?.resourceStatus ?? 'ACTIVE' });

interface Props {
  title: string;
  /** 'Are you sure you want to delete this …?' */
  confirmDelete: string;
  apiKeyHint: string;
  /** The connection being edited, 'new' to add one, null when closed. */
  target: ApiKeyConnection | 'new' | null;
  save(call: ApiKeyConnectionSave): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onClose(): void;
}

/** The panel of a connection reached with an API key: company name, status, and the key written once (blank keeps it when editing). */
export function ApiKeyConnectionPanel({ title, confirmDelete, apiKeyHint, target, save, remove, onClose }: Props) {
  const connection = target === 'new' ? null : target;
  const creating = target === 'new';
  const notify = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The key is required only when creating: the resolver reads which from the form's context.
  const form = useForm<FormValues, { creating: boolean }>({
    resolver: (values, context, options) =>
      zodResolver(context?.creating ? createApiKeyConnectionQuery : updateApiKeyConnectionQuery)(values, context, options as never) as never,
    context: { creating },
    mode: 'onTouched',
    defaultValues: valuesOf(connection),
  });
  const { errors, isValid } = form.formState;

  useEffect(() => {
    if (target) form.reset(valuesOf(target === 'new' ? null : target));
    setConfirming(false);
  }, [target, form]);

  const run = async (work: () => Promise<unknown>, done: string, onError: (err: unknown) => void) => {
    setBusy(true);
    try {
      await work();
      notify(done, 'success');
      onClose();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = form.handleSubmit((values) =>
    run(() => save({ id: connection?.id ?? null, query: values }), MESSAGES.saved, (err) => {
      if (!applyServerFieldErrors(err, FIELDS, form.setError)) notify(errorMessage(err), 'error');
    }));

  const confirmDeletion = () => {
    if (connection) void run(() => remove(connection.id), MESSAGES.deletedSuccessfully, (err) => notify(errorMessage(err), 'error'));
  };

  return (
    <SidePanel
      open={Boolean(target)}
      onClose={onClose}
      title={title}
      actions={
        <>
          {connection ? <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>Delete</Button> : null}
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" type="submit" form="api-key-connection-form" disabled={!isValid || busy}>Save</Button>
        </>
      }
    >
      <Stack component="form" id="api-key-connection-form" spacing={2} noValidate onSubmit={submit}>
        <TextField label="Company name" required {...form.register('companyName')} error={Boolean(errors.companyName)} helperText={errors.companyName?.message} />
        <TextField
          label="API key"
          type="password"
          required={creating}
          autoComplete="new-password"
          {...form.register('apiKey')}
          error={Boolean(errors.apiKey)}
          helperText={errors.apiKey?.message ?? (creating ? apiKeyHint : 'Leave blank to keep the saved key.')}
        />
        <Controller
          control={form.control}
          name="resourceStatus"
          render={({ field }) => (
            <TextField select label="Status" {...field} slotProps={{ select: { MenuProps: { sx: { zIndex: (t) => t.zIndex.modal + 1 } } } }}>
              {CONNECTION_STATUSES.map((s) => <MenuItem key={s} value={s}>{CONNECTION_STATUS_LABELS[s]}</MenuItem>)}
            </TextField>
          )}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${title.replace(/^Edit or Create /, '')}`}
        message={confirmDelete}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={confirmDeletion}
        onClose={() => setConfirming(false)}
      />
    </SidePanel>
  );
}
