import { Fragment, useEffect } from 'react';
import { Autocomplete, Box, Checkbox, FormControlLabel, FormGroup, Paper, Stack, TextField, Typography } from '@mui/material';
import { SaveRow } from './fields';
import { Controller, useForm } from 'react-hook-form';
import { MESSAGES, type Campaign, type CampaignFeatures, type Workspace } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { FeatureNotActive } from '../../components/FeatureNotActive';
import { useUpdateCampaign } from './api';
import { useBrandedCallingProfileOptions, useFtcSanOptions } from './lookups';
import { FormSelect } from '../../components/form/fields';
import { useServerErrors } from '../../components/form/use-zod-form';

type Values = Omit<CampaignFeatures, 'dataBoostEnabled' | 'ftcSanId'> & { ftcSanId: string };
type Check = Exclude<keyof Values, 'brandedCallingProfileId' | 'ftcSanId'>;

/** The scrubbing checks, in the spec's order and words (spec 2 §2 Watchtower). */
const CHECKS: { name: Check; label: string }[] = [
  { name: 'duplicatePrevention', label: 'Reject duplicate leads' },
  { name: 'knownLitigatorScrubEnabled', label: 'Known litigator scrubbing' },
  { name: 'dncScrubEnabled', label: 'National DNC scrubbing' },
  { name: 'stateDncScrubEnabled', label: 'State DNC scrubbing' },
  { name: 'veriskCheckEnabled', label: 'Verisk Jornaya LeadiD verification' },
  { name: 'activeProspectCheckEnabled', label: 'ActiveProspect TrustedForm verification' },
];

const valuesOf = (c: Campaign): Values => ({
  duplicatePrevention: c.features.duplicatePrevention,
  knownLitigatorScrubEnabled: c.features.knownLitigatorScrubEnabled,
  dncScrubEnabled: c.features.dncScrubEnabled,
  stateDncScrubEnabled: c.features.stateDncScrubEnabled,
  veriskCheckEnabled: c.features.veriskCheckEnabled,
  activeProspectCheckEnabled: c.features.activeProspectCheckEnabled,
  brandedCallingProfileId: c.features.brandedCallingProfileId,
  ftcSanId: c.features.ftcSanId ?? '',
});

interface Props {
  campaign: Campaign;
  workspace: Workspace;
  editable: boolean;
  /** Only a SuperAdmin changes the branded calling profile (spec 2 §6). */
  editBrandedCalling: boolean;
}

/** Watchtower (spec 2 §2): the compliance checks every lead of the campaign goes through, and the branded calling profile. */
export function WatchtowerTab({ campaign, workspace, editable, editBrandedCalling }: Props) {
  const notify = useSnackbar();
  const save = useUpdateCampaign(campaign, { handlesErrors: true });
  const profiles = useBrandedCallingProfileOptions(workspace.id);
  const form = useForm<Values>({ defaultValues: valuesOf(campaign) });
  const showErrors = useServerErrors(form.setError, ['ftcSanId', 'brandedCallingProfileId']);
  const dnc = form.watch('dncScrubEnabled');
  const sans = useFtcSanOptions(workspace.id, dnc);
  const leadId = form.watch('veriskCheckEnabled');
  const trustedForm = form.watch('activeProspectCheckEnabled');
  const flags = workspace.workspaceFeatures.aegisFeatures;

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(campaign));
  }, [campaign, form]);

  const submit = form.handleSubmit(({ brandedCallingProfileId, ftcSanId, ...checks }) =>
    save.mutateAsync({
      features: { ...checks, ftcSanId: checks.dncScrubEnabled ? ftcSanId || null : campaign.features.ftcSanId, ...(editBrandedCalling ? { brandedCallingProfileId } : {}) },
    }).then(
      (saved) => (form.reset(valuesOf(saved)), notify(MESSAGES.campaignSaved, 'success')),
      (err: unknown) => {
        showErrors(err);
      },
    ));

  const profileOptions = profiles.data ?? [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Watchtower settings">
          {profileOptions.length > 0 ? (
            <Controller
              control={form.control}
              name="brandedCallingProfileId"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={profileOptions}
                  value={profileOptions.find((p) => p.id === field.value) ?? null}
                  onChange={(_e, p) => field.onChange(p?.id ?? null)}
                  getOptionLabel={(p) => p.label}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  disabled={!editable || !editBrandedCalling}
                  renderInput={(params) => (
                    <TextField {...params} label="Branded calling profile" placeholder="Branded calling not enabled" inputRef={field.ref}
                      error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? (editBrandedCalling ? undefined : 'Only a SuperAdmin changes branded calling.')}
                      slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }} />
                  )}
                />
              )}
            />
          ) : null}
          <Typography variant="h3" component="h3">Lead scrubbing</Typography>
          <FormGroup>
            {CHECKS.map((check) => (
              <Fragment key={check.name}>
                <Controller
                  control={form.control}
                  name={check.name}
                  render={({ field }) => (
                    <FormControlLabel
                      label={check.label}
                      disabled={!editable}
                      control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} inputRef={field.ref} />}
                    />
                  )}
                />
                {check.name === 'dncScrubEnabled' && dnc ? (
                  <Box sx={{ pl: 4, pt: 1, pb: 1.5, maxWidth: 480 }}>
                    <FormSelect
                      control={form.control}
                      name="ftcSanId"
                      label="FTC SAN"
                      disabled={!editable}
                      loading={sans.isPending}
                      options={(sans.data ?? []).map((s) => ({ value: s.id, label: `${s.ftcSan}: ${s.ftcOrgName}` }))}
                      helperText="National DNC scrubbing checks numbers against the registry through this subscription."
                    />
                  </Box>
                ) : null}
                {/* The check is on but the workspace lacks the feature: offer to ask for it (spec 2 §2). */}
                {check.name === 'veriskCheckEnabled' && leadId && !flags.verisk ? <Box sx={{ pl: 4, py: 1 }}><FeatureNotActive feature="verisk" workspaceId={workspace.id} /></Box> : null}
                {check.name === 'activeProspectCheckEnabled' && trustedForm && !flags.activeProspect ? (
                  <Box sx={{ pl: 4, py: 1 }}><FeatureNotActive feature="activeProspect" workspaceId={workspace.id} /></Box>
                ) : null}
              </Fragment>
            ))}
          </FormGroup>
          <SaveRow show={editable} saving={save.isPending} />
        </Stack>
      </Paper>
    </Stack>
  );
}
