import { useEffect, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRANDED_NAME_LIMITS, BUSINESS_CATEGORIES, brandedCallingProfileBody, CALL_PURPOSES, MESSAGES, TMO_BUSINESS_CATEGORIES,
  type BrandedCallingProfile, type BrandedCallingProfileBody,
} from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { SidePanel } from '../../components/SidePanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { applyServerFieldErrors } from '../../components/server-field-errors';
import { useBrandedCallingProfileActions } from './api';

type FormValues = Required<BrandedCallingProfileBody>;
const FIELDS: FieldPath<FormValues>[] = ['label', 'callerNameShort', 'callerNameLong', 'legalName', 'enterpriseId', 'callPurpose', 'businessCategory', 'tmoBusinessCategory'];

const valuesOf = (p: BrandedCallingProfile | null): FormValues => ({
  label: p?.label ?? '', callerNameShort: p?.callerNameShort ?? '', callerNameLong: p?.callerNameLong ?? '', legalName: p?.legalName ?? '',
  enterpriseId: p?.enterpriseId ?? '', callPurpose: p?.callPurpose ?? '', businessCategory: p?.businessCategory ?? '', tmoBusinessCategory: p?.tmoBusinessCategory ?? '',
});

interface Props {
  ws: string;
  /** The profile being edited, 'new' to add one, null when closed. */
  target: BrandedCallingProfile | 'new' | null;
  /** Only a SuperAdmin changes profiles; others see the panel read-only. */
  editable: boolean;
  onClose(): void;
}

/** 'Edit or Create Profile': the caller names and categories registered for branded calling. */
export function BrandedCallingProfilePanel({ ws, target, editable, onClose }: Props) {
  const profile = target === 'new' ? null : target;
  const notify = useSnackbar();
  const { save, remove } = useBrandedCallingProfileActions(ws);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormValues>({ resolver: zodResolver(brandedCallingProfileBody) as never, mode: 'onTouched', defaultValues: valuesOf(profile) });
  const { errors, isValid } = form.formState;
  const [shortName, longName] = form.watch(['callerNameShort', 'callerNameLong']);

  useEffect(() => {
    if (target) form.reset(valuesOf(target === 'new' ? null : target));
    setConfirming(false);
  }, [target, form]);

  const submit = form.handleSubmit((values) =>
    save.mutateAsync({ id: profile?.id ?? null, body: values }).then(
      () => {
        notify(MESSAGES.saved, 'success');
        onClose();
      },
      (err: unknown) => {
        if (!applyServerFieldErrors(err, FIELDS, form.setError)) notify(errorMessage(err), 'error');
      },
    ));

  const confirmDelete = () => {
    if (!profile) return;
    remove.mutate(profile.id, {
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

  const text = (name: 'label' | 'callerNameShort' | 'callerNameLong' | 'legalName' | 'enterpriseId', label: string, hint?: string) => (
    <TextField label={label} required={editable} disabled={!editable} {...form.register(name)} error={Boolean(errors[name])} helperText={errors[name]?.message ?? hint} />
  );
  const select = (name: 'callPurpose' | 'businessCategory' | 'tmoBusinessCategory', label: string, options: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField select label={label} required={editable} disabled={!editable} {...field} error={Boolean(errors[name])} helperText={errors[name]?.message}
          slotProps={{ select: { MenuProps: { sx: { zIndex: (t) => t.zIndex.modal + 1 } } } }}>
          {options.map((o) => <MenuItem key={o} value={o}>{o}</MenuItem>)}
        </TextField>
      )}
    />
  );

  return (
    <SidePanel
      open={Boolean(target)}
      onClose={onClose}
      title="Edit or Create Profile"
      actions={
        <>
          {editable && profile ? <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>Delete</Button> : null}
          <Button onClick={onClose}>{editable ? 'Cancel' : 'Close'}</Button>
          {editable ? <Button variant="contained" type="submit" form="branded-profile-form" disabled={!isValid || save.isPending}>Save</Button> : null}
        </>
      }
    >
      <Stack component="form" id="branded-profile-form" spacing={2} noValidate onSubmit={submit}>
        {!editable ? <Alert severity="info">{MESSAGES.superAdminOnlySettings}</Alert> : null}
        {text('label', 'Label')}
        {text('callerNameShort', 'Short name', `${shortName.length}/${BRANDED_NAME_LIMITS.short} characters, shown where the display is small.`)}
        {text('callerNameLong', 'Long name', `${longName.length}/${BRANDED_NAME_LIMITS.long} characters, shown on rich call screens.`)}
        {text('legalName', 'Legal name')}
        {text('enterpriseId', 'Enterprise Id', 'The id the branded calling vendor gave your enterprise.')}
        {select('callPurpose', 'Calling purpose', CALL_PURPOSES)}
        {select('businessCategory', 'Business category', BUSINESS_CATEGORIES)}
        {select('tmoBusinessCategory', 'T-Mobile business category', TMO_BUSINESS_CATEGORIES)}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete Profile"
        message={MESSAGES.confirmDeleteProfile}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </SidePanel>
  );
}
