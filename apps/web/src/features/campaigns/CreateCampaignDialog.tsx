import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { Controller, FormProvider } from 'react-hook-form';
import { PROVISIONING_TYPE_LABELS, type Workspace } from '@trueline/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useFolders } from '../../components/folder-api';
import { applyServerFieldErrors, useZodForm } from '../../components/form/use-zod-form';
import { useActiveIdentities, useCreateCampaign } from './api';
import { useDialerCampaigns } from './lookups';
import { FormSelect } from '../../components/form/fields';
import { ProvisioningFields } from './ProvisioningFields';
import {
  clampReimport, CREATE_FIELDS, createCampaignSchema, emptyCreateValues, managedAllowed, needsDialerCampaign, provisioningTypeOptions, toCreateBody,
} from './create-campaign-form';

const FORM_ID = 'create-campaign-form';

/** The server names the messaging config as a whole at times: its error goes on the campaign picker. */
const onFields = (err: unknown) =>
  err instanceof ApiError
    ? new ApiError(err.status, err.message, err.code, err.errors.map((e) => (e.path === 'messagingConfig' ? { ...e, path: 'messagingConfig.smsCampaignId' } : e)))
    : err;

interface Props {
  workspace: Workspace;
  open: boolean;
  onClose(): void;
}

/** The create-campaign modal (spec 1 §2.14, §4.4): 500 px wide, full screen on phones; lands on the new campaign. */
export function CreateCampaignDialog({ workspace, open, onClose }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const navigate = useNavigate();
  const notify = useSnackbar();
  const ws = workspace.id;
  const schema = useMemo(() => createCampaignSchema(workspace), [workspace]);
  const form = useZodForm(schema, { defaultValues: emptyCreateValues(workspace), reValidateMode: 'onChange' });
  const { control, watch, setValue, reset } = form;
  const create = useCreateCampaign(ws);
  const identities = useActiveIdentities(open ? ws : undefined);
  const type = watch('provisioningType');
  const managed = watch('isManaged');
  const dialerNeeded = needsDialerCampaign(workspace, type);
  const dialerCampaigns = useDialerCampaigns(ws, open && dialerNeeded);
  const folders = useFolders(ws, 'Campaign');

  useEffect(() => {
    if (open) reset(emptyCreateValues(workspace));
  }, [open, workspace, reset]);

  const submit = form.handleSubmit((values) =>
    create.mutateAsync(toCreateBody(values, workspace)).then(
      (c) => {
        onClose();
        navigate(`/campaigns/${c.id}`);
      },
      (err: unknown) => {
        if (!applyServerFieldErrors(onFields(err), CREATE_FIELDS, form.setError)) notify(errorMessage(err), 'error');
      },
    ));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      aria-labelledby="create-campaign-title"
      slotProps={{ paper: { sx: phone ? {} : { width: 500, maxWidth: 500 } } }}
    >
      <DialogTitle id="create-campaign-title">Create campaign</DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form}>
          <Stack component="form" id={FORM_ID} spacing={2} noValidate onSubmit={submit}>
            <TextField label="Campaign name" required autoFocus {...form.register('name')} error={Boolean(form.formState.errors.name)} helperText={form.formState.errors.name?.message} />
            <FormSelect
              control={control}
              name="businessIdentityId"
              label="CNAM identity"
              required
              loading={identities.isPending}
              options={(identities.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
            />
            <FormSelect
              control={control}
              name="provisioningType"
              label="Provisioning type"
              options={provisioningTypeOptions(workspace).map((t) => ({ value: t, label: PROVISIONING_TYPE_LABELS[t] }))}
              // A type brings its own fields: what the previous type chose is dropped (spec 2 §2 Messaging).
              onPicked={() => {
                setValue('messagingConfig', { businessRecordId: '', smsCampaignId: '' });
                setValue('provisioningProfileId', '');
              }}
            />
            <ProvisioningFields workspace={workspace} />
            {dialerNeeded ? (
              <FormSelect
                control={control}
                name="dialerCampaignId"
                label="Dialer campaign"
                required
                loading={dialerCampaigns.isPending}
                options={(dialerCampaigns.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                helperText={dialerCampaigns.isError ? errorMessage(dialerCampaigns.error) : undefined}
              />
            ) : null}
            {managedAllowed(workspace) && dialerNeeded ? (
              <Controller
                control={control}
                name="isManaged"
                render={({ field }) => (
                  <FormControlLabel
                    label="Managed campaign"
                    control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} inputRef={field.ref} slotProps={{ input: { 'aria-describedby': 'managed-hint' } }} />}
                  />
                )}
              />
            ) : null}
            {managedAllowed(workspace) && dialerNeeded ? (
              <Typography id="managed-hint" variant="caption" color="text.secondary" sx={{ mt: '0 !important' }}>
                A managed campaign imports its lists from the dialer; uploads are off.
              </Typography>
            ) : null}
            {managedAllowed(workspace) && dialerNeeded && managed ? (
              <Controller
                control={control}
                name="reimportInterval"
                render={({ field }) => (
                  <TextField
                    label="Reimport interval (days)"
                    type="number"
                    {...field}
                    onBlur={() => (field.onChange(String(clampReimport(field.value))), field.onBlur())}
                    helperText="0 to 45 days"
                    slotProps={{ htmlInput: { min: 0, max: 45, step: 1, inputMode: 'numeric' } }}
                  />
                )}
              />
            ) : null}
            <FormSelect control={control} name="folderId" label="Folder" noneLabel="No folder" options={(folders.data ?? []).map((f) => ({ value: f.id, label: f.name }))} />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" type="submit" form={FORM_ID} disabled={create.isPending}>Create</Button>
      </DialogActions>
    </Dialog>
  );
}
