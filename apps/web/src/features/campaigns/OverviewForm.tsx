import { useEffect, useState } from 'react';
import { Button, Divider, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, FormProvider, type FieldPath } from 'react-hook-form';
import { useServerErrors, useZodForm } from '../../components/form/use-zod-form';
import { CALLBACK_ROUTING_LABELS, MESSAGES, type Campaign, type Workspace } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { PhoneField } from '../../components/PhoneField';
import type { PhoneCountryCodes } from '../../components/phone';
import { readOnlyFieldSx, readOnlySlotProps } from '../../components/read-only';
import { useUpdateCampaign } from './api';
import { clampReimport } from './create-campaign-form';
import { ElasticFields } from './ElasticFields';
import { SwitchField } from '../../components/form/fields';
import { NumberField } from './fields';
import { UpdateCnamDialog } from './UpdateCnamDialog';
import {
  overviewFieldsOf, overviewSchema, overviewValuesOf, toOverviewBody, type CampaignPermissions, type OverviewValues,
} from './overview-form';

const FORM_ID = 'campaign-overview-form';
const SERVER_FIELDS: FieldPath<OverviewValues>[] = [
  'name', 'forwardingNumber', 'callbackRouting', 'sentryAge', 'fullCoverageNumberCount', 'reimportInterval', 'elasticConfig',
];
/** Campaign forwarding numbers are of the US or Canada (spec 1 §5). */
const PHONE_COUNTRIES: PhoneCountryCodes = ['US', 'CA'];

interface Props {
  campaign: Campaign;
  workspace: Workspace;
  can: CampaignPermissions;
}

/** The Overview's edit form (spec 2 §2): what the campaign is called, where callbacks go, its CNAM and its pool settings. */
export function OverviewForm({ campaign, workspace, can }: Props) {
  const notify = useSnackbar();
  const save = useUpdateCampaign(campaign, { handlesErrors: true });
  const [cnamOpen, setCnamOpen] = useState(false);
  const form = useZodForm(overviewSchema(campaign, workspace.maxNumbersPerFullCoverageCampaign), {
    defaultValues: overviewValuesOf(campaign),
    mode: 'onTouched',
  });  const showErrors = useServerErrors(form.setError, SERVER_FIELDS);

  const fields = overviewFieldsOf(campaign, workspace);
  const { errors, isDirty } = form.formState;
  const elastic = form.watch('enableElasticScaling');

  // A saved or live-updated campaign shows its new values, unless the user is in the middle of a change.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(overviewValuesOf(campaign));
  }, [campaign, form]);

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(toOverviewBody(values, campaign, workspace, can)).then(
      (saved) => {
        form.reset(overviewValuesOf(saved));
        notify(MESSAGES.campaignSaved, 'success');
      },
      (err: unknown) => {
        showErrors(err);
      },
    ));

  const locked = !can.editable;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormProvider {...form}>
        <Stack component="form" id={FORM_ID} spacing={2} noValidate onSubmit={submit} aria-label="Campaign settings">
          <TextField
            label="Name"
            required
            {...form.register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            sx={locked ? readOnlyFieldSx : undefined}
            slotProps={locked ? readOnlySlotProps() : undefined}
          />
          <Controller
            control={form.control}
            name="forwardingNumber"
            render={({ field }) => (
              <PhoneField
                label="Forwarding number"
                countries={PHONE_COUNTRIES}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                readOnly={locked}
                error={Boolean(errors.forwardingNumber)}
                helperText={errors.forwardingNumber?.message ?? (fields.forwardingRequired ? undefined : 'Optional for a pool you bring')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="callbackRouting"
            render={({ field }) => (
              <TextField select label="Callback routing" {...field} disabled={locked}>
                <MenuItem value="PSTN">{CALLBACK_ROUTING_LABELS.PSTN}</MenuItem>
                <MenuItem value="SIP">{CALLBACK_ROUTING_LABELS.SIP}</MenuItem>
              </TextField>
            )}
          />
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <TextField
              label="CNAM identity"
              value={campaign.businessIdentityName ?? ''}
              sx={readOnlyFieldSx}
              slotProps={readOnlySlotProps()}
            />
            {can.updateCnam ? (
              <Button variant="outlined" onClick={() => setCnamOpen(true)} sx={{ flexShrink: 0, height: 40 }}>Update CNAM</Button>
            ) : null}
          </Stack>
          <Divider textAlign="left"><Typography variant="caption" color="text.secondary">Pool</Typography></Divider>
          <NumberField name="sentryAge" label="Sentry age (days)" readOnly={!can.editSentry} helperText="7 to 90 days" />
          {fields.fullCoverageCount ? (
            <NumberField name="fullCoverageNumberCount" label="Numbers per location" readOnly={!can.editFullCoverage}
              helperText={`1 to ${workspace.maxNumbersPerFullCoverageCampaign}`} />
          ) : null}
          {fields.reimportInterval ? (
            <NumberField name="reimportInterval" label="Reimport interval (days)" readOnly={locked} helperText="0 to 45 days"
              onBlurValue={(typed) => String(clampReimport(typed))} />
          ) : null}
          <SwitchField name="enableFullSentryReplacement" label="Full Sentry replacement" disabled={!can.editSentry} />
          {fields.forceFullCoverage ? <SwitchField name="forceFullCoverageSentry" label="Force full coverage" disabled={!can.editSentry} /> : null}
          {fields.elastic ? (
            <>
              <Divider textAlign="left"><Typography variant="caption" color="text.secondary">CoreFlux</Typography></Divider>
              <SwitchField name="enableElasticScaling" label="CoreFlux elastic scaling" disabled={!can.editCoreFlux} />
              {elastic ? <ElasticFields readOnly={!can.editCoreFlux} /> : null}
            </>
          ) : null}
          {can.editable ? (
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              <Button disabled={!isDirty || save.isPending} onClick={() => form.reset(overviewValuesOf(campaign))}>Reset</Button>
              <Button variant="contained" type="submit" disabled={save.isPending}>Save</Button>
            </Stack>
          ) : null}
        </Stack>
      </FormProvider>
      {can.updateCnam ? <UpdateCnamDialog campaign={campaign} open={cnamOpen} onClose={() => setCnamOpen(false)} /> : null}
    </Paper>
  );
}
