import { useEffect } from 'react';
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ACTIVE_SCORE_ABOVE, DATA_BOOST_LINE_TYPES, MESSAGES, VALIDATION_FIELDS, type Campaign, type ValidationField, type Workspace,
} from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { FeatureNotActive } from '../../components/FeatureNotActive';
import { useUpdateCampaign } from './api';
import { useMappingFields } from './lookups';
import { FormSelect } from '../../components/form/fields';
import { SwitchField } from '../../components/form/fields';
import { SaveRow } from './fields';
import { errorShown } from '../../app/query-client';

type Values = { dataBoostEnabled: boolean; sendOnlyActiveLeads: boolean } & Record<ValidationField, string>;

const valuesOf = (c: Campaign): Values => ({
  dataBoostEnabled: c.features.dataBoostEnabled,
  sendOnlyActiveLeads: c.validationDataMapping.sendOnlyActiveLeads,
  ...(Object.fromEntries(VALIDATION_FIELDS.map((f) => [f, c.validationDataMapping[f] ?? ''])) as Record<ValidationField, string>),
});

interface Props {
  campaign: Campaign;
  workspace: Workspace;
  editable: boolean;
}

/**
 * DataBoost (spec 2 §2): phone validation on every lead, and which dialer field each validation value is written into.
 * PREM workspaces have no fields to map; only active leads may be sent on.
 */
export function DataBoostTab({ campaign, workspace, editable }: Props) {
  const notify = useSnackbar();
  const save = useUpdateCampaign(campaign);
  const prem = workspace.dialerProviderType === 'PREM';
  const fields = useMappingFields(workspace.id, campaign.dialerCampaignId, !prem);
  const form = useForm<Values>({ defaultValues: valuesOf(campaign) });
  const enabled = form.watch('dataBoostEnabled');
  const chosen = form.watch([...VALIDATION_FIELDS]);

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(campaign));
  }, [campaign, form]);

  const submit = form.handleSubmit((v) =>
    save.mutateAsync({
      features: { dataBoostEnabled: v.dataBoostEnabled },
      validationDataMapping: {
        ...(Object.fromEntries(VALIDATION_FIELDS.map((f) => [f, v[f] || null])) as Record<ValidationField, string | null>),
        sendOnlyActiveLeads: v.sendOnlyActiveLeads,
      },
    }).then(
      (saved) => (form.reset(valuesOf(saved)), notify(MESSAGES.campaignSaved, 'success')),
      errorShown,
    ));

  const options = (fields.data ?? []).map((f) => ({ value: f.columnId, label: f.columnName }));
  const mapped = campaign.validationDataMapping.mappedColumns;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      {enabled && !workspace.workspaceFeatures.aegisFeatures.dataBoost ? <FeatureNotActive feature="dataBoost" workspaceId={workspace.id} /> : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormProvider {...form}>
          <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="DataBoost settings">
            <SwitchField name="dataBoostEnabled" label="Enable DataBoost" disabled={!editable} />
            <Typography variant="h3" component="h3">Validation data mapping</Typography>
            {prem ? <Alert severity="info">The universal connector has no dialer fields to write validation data into.</Alert> : null}
            {fields.isError ? <Alert severity="warning">{errorMessage(fields.error)}</Alert> : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
              {VALIDATION_FIELDS.map((f, i) => (
                <FormSelect
                  key={f}
                  control={form.control}
                  name={f}
                  label={f}
                  noneLabel="Not sent"
                  disabled={prem || !editable}
                  loading={!prem && fields.isPending}
                  // A dialer field takes one value: those mapped by the other pickers are not offered again.
                  options={options.filter((o) => o.value === chosen[i] || !chosen.includes(o.value))}
                  helperText={f === 'active' ? `Active means an activity score above ${ACTIVE_SCORE_ABOVE} (the score runs 0-100).` : undefined}
                />
              ))}
            </Box>
            <SwitchField name="sendOnlyActiveLeads" label="Send only active leads" disabled={!editable} />
            <Typography variant="body2" color="text.secondary">
              Mapped dialer columns: {mapped.length > 0 ? mapped.join(', ') : 'none yet'}
            </Typography>
            <SaveRow show={editable} saving={save.isPending} />
          </Stack>
        </FormProvider>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Line types">
        <Typography variant="h3" component="h3" sx={{ mb: 1 }}>Line types</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>DataBoost names each number&apos;s line type as one of:</Typography>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
          {DATA_BOOST_LINE_TYPES.map((t) => <Chip key={t} label={t} size="small" variant="outlined" />)}
        </Stack>
      </Paper>
    </Stack>
  );
}
