import { useEffect, useState } from 'react';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ftcSanBody, MESSAGES, type FtcSan } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { SidePanel } from '../../components/SidePanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { applyServerFieldErrors } from '../../components/server-field-errors';
import { useFtcSanActions } from './api';

interface FormValues {
  ftcOrgName: string;
  ftcOrgId: string;
  ftcSan: string;
  expires: string;
  fullCoverage: boolean;
  areaCodes: string;
}
const FIELDS = ['ftcOrgName', 'ftcOrgId', 'ftcSan', 'expires', 'fullCoverage', 'areaCodes'] as const;

const valuesOf = (san: FtcSan | null): FormValues => ({
  ftcOrgName: san?.ftcOrgName ?? '', ftcOrgId: san?.ftcOrgId ?? '', ftcSan: san?.ftcSan ?? '', expires: san?.expires ?? '',
  fullCoverage: san?.fullCoverage ?? true, areaCodes: san?.areaCodes.join(', ') ?? '',
});

interface Props {
  ws: string;
  /** The SAN being edited, 'new' to add one, null when closed. */
  target: FtcSan | 'new' | null;
  /** Only a SuperAdmin changes FTC SANs; others see the panel read-only. */
  editable: boolean;
  onClose(): void;
}

/** 'Edit or Create FTC SAN': organisation, SAN, expiry and the area codes it covers. */
export function FtcSanPanel({ ws, target, editable, onClose }: Props) {
  const san = target === 'new' ? null : target;
  const notify = useSnackbar();
  const { save, remove } = useFtcSanActions(ws);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormValues>({ resolver: zodResolver(ftcSanBody) as never, mode: 'onTouched', defaultValues: valuesOf(san) });
  const { errors, isValid } = form.formState;
  const fullCoverage = form.watch('fullCoverage');

  useEffect(() => {
    if (target) form.reset(valuesOf(target === 'new' ? null : target));
    setConfirming(false);
  }, [target, form]);

  const submit = form.handleSubmit((values) =>
    save.mutateAsync({ id: san?.id ?? null, body: values }).then(
      () => {
        notify(MESSAGES.saved, 'success');
        onClose();
      },
      (err: unknown) => {
        if (!applyServerFieldErrors(err, FIELDS, form.setError)) notify(errorMessage(err), 'error');
      },
    ));

  const confirmDelete = () => {
    if (!san) return;
    remove.mutate(san.id, {
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

  const field = (name: 'ftcOrgName' | 'ftcOrgId' | 'ftcSan', label: string) => (
    <TextField label={label} required={editable} disabled={!editable} {...form.register(name)} error={Boolean(errors[name])} helperText={errors[name]?.message} />
  );

  return (
    <SidePanel
      open={Boolean(target)}
      onClose={onClose}
      title="Edit or Create FTC SAN"
      actions={
        <>
          {editable && san ? <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>Delete</Button> : null}
          <Button onClick={onClose}>{editable ? 'Cancel' : 'Close'}</Button>
          {editable ? (
            <Button variant="contained" type="submit" form="ftc-san-form" disabled={!isValid || save.isPending}>Save</Button>
          ) : null}
        </>
      }
    >
      <Stack component="form" id="ftc-san-form" spacing={2} noValidate onSubmit={submit}>
        {!editable ? <Alert severity="info">{MESSAGES.superAdminOnlySettings}</Alert> : null}
        {field('ftcOrgName', 'Org name')}
        {field('ftcOrgId', 'Org Id')}
        {field('ftcSan', 'SAN')}
        <TextField label="Expires" type="date" disabled={!editable} {...form.register('expires')} error={Boolean(errors.expires)}
          helperText={errors.expires?.message ?? 'The day the SAN subscription ends.'} slotProps={{ inputLabel: { shrink: true } }} />
        <Controller
          control={form.control}
          name="fullCoverage"
          render={({ field: f }) => (
            <FormControlLabel label="Full coverage (every area code)" disabled={!editable}
              control={<Switch checked={f.value} onChange={(e) => { f.onChange(e.target.checked); void form.trigger('areaCodes'); }} onBlur={f.onBlur} inputRef={f.ref} />} />
          )}
        />
        {fullCoverage ? null : (
          <TextField label="Area codes" multiline minRows={2} required={editable} disabled={!editable} {...form.register('areaCodes')}
            error={Boolean(errors.areaCodes)} helperText={errors.areaCodes?.message ?? 'Comma-separated 3-digit area codes, for example 212, 646, 917.'} />
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete FTC SAN"
        message={MESSAGES.confirmDeleteFtcSan}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </SidePanel>
  );
}
