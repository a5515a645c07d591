import { useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONNECTION_STATUS_LABELS, CONNECTION_STATUSES, createRndConnectionBody, MESSAGES, rndConnectionBody, rndRefreshStatus, rndTokenStatus,
  type ConnectionStatus, type RndConnection,
} from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { SidePanel } from '../../components/SidePanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { applyServerFieldErrors } from '../../components/server-field-errors';
import { useRndConnectionActions } from './api';

interface FormValues {
  companyNumber: string;
  companyName: string;
  apiToken: string;
  resourceStatus: ConnectionStatus;
}
const FIELDS = ['companyNumber', 'companyName', 'apiToken', 'resourceStatus'] as const;

const valuesOf = (c: RndConnection | null): FormValues => ({
  companyNumber: c?.companyNumber ?? '', companyName: c?.companyName ?? '', apiToken: '', resourceStatus: c?.resourceStatus ?? 'ACTIVE',
});

interface Props {
  ws: string;
  /** The connection being edited, 'new' to add one, null when closed. */
  target: RndConnection | 'new' | null;
  onClose(): void;
}

/** 'Edit or Create RND Connection': the token is written only; a blank token keeps the saved one when editing. */
export function RndConnectionPanel({ ws, target, onClose }: Props) {
  const connection = target === 'new' ? null : target;
  const creating = target === 'new';
  const notify = useSnackbar();
  const { save, remove } = useRndConnectionActions(ws);
  const [confirming, setConfirming] = useState(false);
  // The token is required only when creating: the resolver reads which from the form's context.
  const form = useForm<FormValues, { creating: boolean }>({
    resolver: (values, context, options) => zodResolver(context?.creating ? createRndConnectionBody : rndConnectionBody)(values, context, options as never) as never,
    context: { creating },
    mode: 'onTouched',
    defaultValues: valuesOf(connection),
  });
  const { errors, isValid } = form.formState;

  useEffect(() => {
    if (target) form.reset(valuesOf(target === 'new' ? null : target));
    setConfirming(false);
  }, [target, form]);

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(connection ? { id: connection.id, body: values } : { id: null, body: values }).then(
      () => {
        notify(MESSAGES.saved, 'success');
        onClose();
      },
      (err: unknown) => {
        if (!applyServerFieldErrors(err, FIELDS, form.setError)) notify(errorMessage(err), 'error');
      },
    ));

  const confirmDelete = () => {
    if (!connection) return;
    remove.mutate(connection.id, {
      onSuccess: () => {
        setConfirming(false);
        notify(MESSAGES.deletedSuccessfully, 'success');
        onClose();
      },
      onError: (err) => {
        setConfirming(false);
        notify(errorMessage(err), 'error');
      },
    });
  };

  return (
    <SidePanel
      open={Boolean(target)}
      onClose={onClose}
      title="Edit or Create RND Connection"
      actions={
        <>
          {connection ? <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>Delete</Button> : null}
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" type="submit" form="rnd-connection-form" disabled={!isValid || save.isPending}>Save</Button>
        </>
      }
    >
      <Stack component="form" id="rnd-connection-form" spacing={2} noValidate onSubmit={submit}>
        <TextField label="Company Id" required {...form.register('companyNumber')} error={Boolean(errors.companyNumber)} helperText={errors.companyNumber?.message} />
        <TextField label="Company name" required {...form.register('companyName')} error={Boolean(errors.companyName)} helperText={errors.companyName?.message} />
        <TextField
          label="API token"
          type="password"
          required={creating}
          autoComplete="new-password"
          {...form.register('apiToken')}
          error={Boolean(errors.apiToken)}
          helperText={errors.apiToken?.message ?? (creating ? 'The token the RND administrator issued to your company.' : 'Leave blank to keep the saved token.')}
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
        {connection ? (
          <Stack direction="row" spacing={2}>
            <TextField label="Token status" value={rndTokenStatus(connection)} disabled />
            <TextField label="Refresh status" value={rndRefreshStatus(connection)} disabled />
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete RND Connection"
        message={MESSAGES.confirmDeleteRnd}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </SidePanel>
  );
}
