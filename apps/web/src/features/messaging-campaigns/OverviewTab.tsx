import { useState } from 'react';
import { Alert, Autocomplete, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  MESSAGING_CAMPAIGN_TYPES, MESSAGING_CAMPAIGN_TYPE_LABELS, MESSAGING_LIMITS, MESSAGING_MESSAGES as M,
  type MessagingCampaign, type MessagingTransition, type SmsCampaignType,
} from '@trueline/contract';
import { FormSelect, FormTextField, SwitchField } from '../../components/form/fields';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import { useMessagingPickers, useSenderSources } from './api';
import type { CampaignForm } from './campaign-form';
import { StatusBox } from './StatusBox';
import { DataFields } from './DataFields';
import { MessageBoxes } from './MessageBoxes';
import { MediaFiles } from './MediaFiles';

interface Props {
  ws: string;
  campaign: MessagingCampaign;
  superAdmin: boolean;
  approvalReady: boolean;
  busy: boolean;
  onAction(action: MessagingTransition, comment?: string): Promise<unknown>;
}

const TYPE_OPTIONS = MESSAGING_CAMPAIGN_TYPES.map((t) => ({ value: t, label: MESSAGING_CAMPAIGN_TYPE_LABELS[t] }));
const nullable = (t: string) => t || null;

/** The sending source: the workspace's Core messaging campaigns of the chosen type; a change of a chosen one is confirmed. */
function SenderSourceSelect({ ws, disabled }: { ws: string; disabled: boolean }) {
  const { control } = useFormContext<CampaignForm>();
  const sources = useSenderSources(ws);
  const type = useWatch({ control, name: 'senderSourceType' });
  const [pending, setPending] = useState<{ value: string; apply(v: string | null): void } | null>(null);
  const offered = (sources.data ?? []).filter((s) => s.campaignType === type);
  return (
    <Controller
      control={control}
      name="senderSourceId"
      render={({ field, fieldState }) => {
        const value = field.value ?? '';
        const list = value && !offered.some((s) => s.id === value) ? [{ id: value, name: sources.isPending ? '…' : value, smsCampaignName: '' }, ...offered] : offered;
        return (
          <>
            <TextField
              select
              label="Sending source"
              name={field.name}
              inputRef={field.ref}
              value={value}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={(e) => {
                const next = e.target.value;
                if (field.value && next !== field.value) setPending({ value: next, apply: field.onChange });
                else field.onChange(next || null);
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (sources.isPending ? 'Loading…' : list.length === 0 ? 'No Core messaging campaign of this type' : undefined)}
              slotProps={sidePanelSelectSlotProps}
            >
              {list.map((s) => <MenuItem key={s.id} value={s.id}>{s.smsCampaignName ? `${s.name} (${s.smsCampaignName})` : s.name}</MenuItem>)}
            </TextField>
            <ConfirmDialog
              open={pending !== null}
              title="Change sending source"
              message={M.confirmSourceChange}
              onConfirm={() => {
                pending?.apply(pending.value || null);
                setPending(null);
              }}
              onClose={() => setPending(null)}
            />
          </>
        );
      }}
    />
  );
}

/** The Overview tab (spec 3 §2.3): what the campaign sends through and with, its status box, data fields and texts. */
export function OverviewTab({ ws, campaign, superAdmin, approvalReady, busy, onAction }: Props) {
  const { control, setValue, getValues } = useFormContext<CampaignForm>();
  const pickers = useMessagingPickers(ws);
  const sources = useSenderSources(ws);
  const sourceId = useWatch({ control, name: 'senderSourceId' });
  const locked = campaign.campaignStatus !== 'DRAFT';
  const source = sources.data?.find((s) => s.id === sourceId);
  const onType = (t: string) => {
    const chosen = sources.data?.find((s) => s.id === getValues('senderSourceId'));
    if (chosen && chosen.campaignType !== (t as SmsCampaignType)) setValue('senderSourceId', null, { shouldDirty: true });
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Stack spacing={2} sx={{ flex: 3, minWidth: 0, width: '100%' }}>
        {locked ? <Alert severity="info">{M.overviewLocked}</Alert> : null}
        <FormTextField<CampaignForm> name="name" label="Campaign name" maxLength={MESSAGING_LIMITS.nameMax} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          <FormSelect<CampaignForm, CampaignForm, SmsCampaignType> name="senderSourceType" label="Campaign type" options={TYPE_OPTIONS} disabled={locked} inPanel onPicked={onType} />
          <SenderSourceSelect ws={ws} disabled={locked} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <FormSelect<CampaignForm, CampaignForm, string | null>
            name="aegisWorkflowId" label="Aegis workflow" noneLabel="None" inPanel disabled={locked} loading={pickers.loading}
            options={pickers.workflows.map((w) => ({ value: w.id, label: w.name }))} fromText={nullable} toText={(v) => v ?? ''}
          />
          <SwitchField<CampaignForm> name="runWorkflowBeforeSend" label="Run workflow before send" disabled={locked} />
        </Stack>
        <Controller
          control={control}
          name="dncRecordSets"
          render={({ field }) => (
            <Autocomplete
              multiple
              disabled={locked}
              options={pickers.recordSets.map((s) => s.id)}
              value={field.value}
              onChange={(_e, v) => field.onChange(v)}
              getOptionLabel={(id) => pickers.recordSets.find((s) => s.id === id)?.name ?? id}
              renderValue={(ids, getItemProps) => ids.map((id, index) => {
                const { key, ...props } = getItemProps({ index });
                return <Chip key={key} size="small" label={pickers.recordSets.find((s) => s.id === id)?.name ?? id} {...props} />;
              })}
              renderInput={(params) => <TextField {...params} label="DNC Record Sets" inputRef={field.ref} />}
              slotProps={{ popper: { sx: { zIndex: (t) => t.zIndex.modal + 2 } } }}
            />
          )}
        />
        <DataFields disabled={locked} />
        <MessageBoxes disabled={locked} />
        {source?.mmsEnabled ? <MediaFiles ws={ws} campaign={campaign} disabled={locked} /> : null}
      </Stack>
      <Stack spacing={2} sx={{ flex: 2, minWidth: 0, width: '100%', position: { md: 'sticky' }, top: { md: 0 } }}>
        <StatusBox campaign={campaign} superAdmin={superAdmin} approvalReady={approvalReady} busy={busy} onAction={onAction} />
      </Stack>
    </Stack>
  );
}
