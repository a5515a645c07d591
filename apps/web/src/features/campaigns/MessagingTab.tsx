import { useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import {
  MESSAGES, SMS_CAMPAIGN_STATUS_LABELS, SMS_CAMPAIGN_TYPE_LABELS, type BusinessRecord, type Campaign, type SmsCampaign,
} from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MetricBlock, MetricList } from '../../components/MetricBlock';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { useUpdateCampaign } from './api';
import { useBusinessRecordOptions } from './lookups';
import { FormSelect } from '../../components/form/fields';
import { messagingCampaignOptions } from './create-campaign-form';

type Values = { businessRecordId: string; smsCampaignId: string };
const valuesOf = (c: Campaign): Values => ({ businessRecordId: c.messagingConfig.businessRecordId ?? '', smsCampaignId: c.messagingConfig.smsCampaignId ?? '' });

function BrandDetails({ record }: { record: BusinessRecord }) {
  return (
    <MetricList columns={2}>
      <MetricBlock label="Legal name" value={record.legalName} />
      <MetricBlock label="Status" value={<StatusChip status={record.resourceStatus} />} />
      <MetricBlock label="EIN" value={record.ein} />
      <MetricBlock label="Website" value={record.website} />
      <MetricBlock label="Phone" value={formatPhone(record.phone)} />
      <MetricBlock label="Contact" value={`${record.contact.firstName} ${record.contact.lastName}`} />
    </MetricList>
  );
}

function SmsCampaignDetails({ sms }: { sms: SmsCampaign }) {
  return (
    <MetricList columns={2}>
      <MetricBlock label="Name" value={sms.name} />
      <MetricBlock label="Type" value={SMS_CAMPAIGN_TYPE_LABELS[sms.campaignType]} />
      <MetricBlock label="Status" value={<StatusChip status={sms.status} label={SMS_CAMPAIGN_STATUS_LABELS[sms.status]} />} />
      <MetricBlock label="Sender" value={sms.senderNumber ? formatPhone(sms.senderNumber) : 'Pool numbers'} />
      <MetricBlock label="MMS" value={sms.mmsEnabled ? 'Enabled' : 'Disabled'} />
      <MetricBlock label="Opt-in message" value={sms.optInMessage} />
      <MetricBlock label="Opt-out message" value={sms.optOutMessage} />
      <MetricBlock label="Help message" value={sms.helpMessage} />
    </MetricList>
  );
}

/**
 * Messaging (spec 2 §2): the brand (business record) and SMS campaign the pool serves, read-only, and a change of that
 * association, confirmed first because every Engage campaign on this pool follows it.
 */
export function MessagingTab({ campaign, editable }: { campaign: Campaign; editable: boolean }) {
  const notify = useSnackbar();
  const save = useUpdateCampaign(campaign);
  const records = useBusinessRecordOptions(campaign.workspaceId);
  const form = useForm<Values>({ defaultValues: valuesOf(campaign) });
  const [confirming, setConfirming] = useState<Values | null>(null);
  const brandId = form.watch('businessRecordId');

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(campaign));
  }, [campaign, form]);

  const all = records.data ?? [];
  const savedBrand = all.find((r) => r.id === campaign.messagingConfig.businessRecordId);
  const savedSms = savedBrand?.smsCampaigns.find((s) => s.id === campaign.messagingConfig.smsCampaignId && !s.deleted);
  const brands = all.filter((r) => r.resourceStatus === 'ACTIVE');
  const smsOptions = messagingCampaignOptions(brands.find((r) => r.id === brandId), campaign.provisioningType);

  const write = (v: Values) =>
    save.mutate({ messagingConfig: { businessRecordId: v.businessRecordId || null, smsCampaignId: v.smsCampaignId || null } }, {
      onSuccess: (saved) => (form.reset(valuesOf(saved)), setConfirming(null), notify(MESSAGES.campaignSaved, 'success')),
      onError: () => setConfirming(null),
    });
  const submit = form.handleSubmit((v) => {
    if (!v.businessRecordId || !v.smsCampaignId) {
      form.setError(v.businessRecordId ? 'smsCampaignId' : 'businessRecordId', { message: MESSAGES.messagingBrandAndCampaignRequired });
      return;
    }
    if (v.smsCampaignId !== (campaign.messagingConfig.smsCampaignId ?? '')) setConfirming(v);
    else write(v);
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      {records.isError ? <Alert severity="error">{errorMessage(records.error)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Messaging brand">
          <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>Messaging brand</Typography>
          {savedBrand ? <BrandDetails record={savedBrand} /> : <Typography color="text.secondary">{records.isPending ? 'Loading…' : 'No brand is associated.'}</Typography>}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Messaging campaign">
          <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>Messaging campaign</Typography>
          {savedSms ? <SmsCampaignDetails sms={savedSms} /> : records.isPending ? <Typography color="text.secondary">Loading…</Typography> : (
            <Alert severity="warning">{MESSAGES.smsCampaignNotFound}</Alert>
          )}
        </Paper>
      </Box>
      {editable ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Messaging association">
            <Typography variant="h3" component="h3">Change the association</Typography>
            <FormSelect control={form.control} name="businessRecordId" label="Messaging brand" loading={records.isPending}
              options={brands.map((r) => ({ value: r.id, label: r.legalName }))} onPicked={() => form.setValue('smsCampaignId', '', { shouldDirty: true })} />
            <FormSelect control={form.control} name="smsCampaignId" label="Messaging campaign" disabled={!brandId}
              options={smsOptions.map((s) => ({ value: s.id, label: `${s.name} (${SMS_CAMPAIGN_TYPE_LABELS[s.campaignType]})` }))} />
            <Stack direction="row" justifyContent="flex-end">
              <Button variant="contained" type="submit" disabled={save.isPending || !form.formState.isDirty}>Save</Button>
            </Stack>
          </Stack>
        </Paper>
      ) : null}
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Messaging campaign association"
        message={MESSAGES.messagingCampaignModifyConfirm}
        confirmLabel="Continue"
        busy={save.isPending}
        onConfirm={() => confirming && write(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
