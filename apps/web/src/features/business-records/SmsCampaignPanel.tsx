import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Button, Grid, TextField } from '@mui/material';
import {
  MESSAGES, SMS_CAMPAIGN_STATUSES, SMS_CAMPAIGN_STATUS_LABELS, SMS_CAMPAIGN_TYPES, SMS_CAMPAIGN_TYPE_LABELS, smsCampaignBody,
  type SmsCampaignBody,
} from '@trueline/contract';
import { SidePanel } from '../../components/SidePanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { readOnlyFieldSx, readOnlySlotProps } from '../../components/read-only';
import { FormSelect, FormTextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { newSmsCampaignForm, smsCampaignFormOf } from './sms-campaign-form';

interface Props {
  /** The campaign to edit, or null for a new one. */
  campaign: SmsCampaignBody | null;
  readOnly: boolean;
  /** Vendor and vendor campaign id are SuperAdmin's. */
  superAdmin: boolean;
  busy: boolean;
  onSave(campaign: SmsCampaignBody): void;
  onDelete(id: string): void;
  onClose(): void;
}

const STATUS_OPTIONS = SMS_CAMPAIGN_STATUSES.map((s) => ({ value: s, label: SMS_CAMPAIGN_STATUS_LABELS[s] }));
const TYPE_OPTIONS = SMS_CAMPAIGN_TYPES.map((t) => ({ value: t, label: SMS_CAMPAIGN_TYPE_LABELS[t] }));
const MMS_OPTIONS = [{ value: true, label: 'Yes' }, { value: false, label: 'No' }];
const SENDER_HINT = { SHORT_CODE: '5 or 6 digits', TOLL_FREE: 'A toll-free number such as (888) 555-0134' } as const;

/** 'Edit or Create SMS Campaign': Save hands the campaign to the record, which saves itself with it. */
export function SmsCampaignPanel({ campaign, readOnly, superAdmin, busy, onSave, onDelete, onClose }: Props) {
  const form = useZodForm(smsCampaignBody, {
    defaultValues: campaign ? smsCampaignFormOf(campaign) : newSmsCampaignForm(),
    mode: 'onTouched',
  });
  const [confirming, setConfirming] = useState(false);
  const type = useWatch({ control: form.control, name: 'campaignType' });
  const vendors = useWatch({ control: form.control, name: 'vendors' }) ?? [];
  const hasSender = type === 'SHORT_CODE' || type === 'TOLL_FREE';
  const submit = form.handleSubmit((body) => {
    onSave({ ...body, senderNumber: hasSender ? body.senderNumber : null, shortenedUrl: body.shortenedUrl || null });
  });

  return (
    <SidePanel
      open
      onClose={onClose}
      title="Edit or Create SMS Campaign"
      width={520}
      actions={readOnly ? undefined : (
        <>
          {campaign ? <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>Delete</Button> : null}
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>Save</Button>
        </>
      )}
    >
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} aria-label="SMS campaign">
          {campaign ? (
            <Grid size={12}>
              <TextField label="Campaign ID" value={campaign.id} sx={readOnlyFieldSx} slotProps={readOnlySlotProps(true)} />
            </Grid>
          ) : null}
          <Grid size={12}><FormTextField name="name" label="Campaign name" readOnly={readOnly} maxLength={100} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><FormSelect name="status" label="Status" disabled={readOnly} inPanel options={STATUS_OPTIONS} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><FormSelect name="campaignType" label="Campaign type" disabled={readOnly} inPanel options={TYPE_OPTIONS} /></Grid>
          {hasSender ? (
            <Grid size={12}><FormTextField name="senderNumber" label="Sender number" readOnly={readOnly} helperText={readOnly ? undefined : SENDER_HINT[type]} maxLength={20} /></Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect name="mmsEnabled" label="MMS enabled" disabled={readOnly} inPanel options={MMS_OPTIONS} toText={(v) => (v ? 'yes' : 'no')} fromText={(t) => t === 'yes'} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="shortenedUrl" label="Shortened URL domain" readOnly={readOnly} placeholder={readOnly ? undefined : 'go.example.com'} maxLength={253} /></Grid>
          <Grid size={12}><FormTextField name="optInMessage" label="Opt-in message" readOnly={readOnly} multiline minRows={2} maxLength={640} /></Grid>
          <Grid size={12}><FormTextField name="optOutMessage" label="Opt-out message" readOnly={readOnly} multiline minRows={2} maxLength={640} /></Grid>
          <Grid size={12}><FormTextField name="helpMessage" label="Help message" readOnly={readOnly} multiline minRows={2} maxLength={640} /></Grid>
          {superAdmin ? (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect name="poolProviderType" label="Vendor" disabled={readOnly} inPanel options={vendors.map((v) => ({ value: v, label: v }))} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="vendorCampaignId" label="Vendor campaign id" readOnly={readOnly} maxLength={100} /></Grid>
            </>
          ) : null}
        </Grid>
      </FormProvider>
      <ConfirmDialog
        open={confirming}
        title="Delete SMS campaign"
        message={MESSAGES.smsCampaignDeleteConfirm}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (campaign) onDelete(campaign.id);
        }}
      />
    </SidePanel>
  );
}
