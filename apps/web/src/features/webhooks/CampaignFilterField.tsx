import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { WEBHOOK_FILTER_SCOPE, type WebhookEventType } from '@trueline/contract';
import { useFilterCampaigns } from './api';
import type { WebhookForm } from './webhook-form';

interface Props {
  ws: string;
  form: WebhookForm;
  eventType: WebhookEventType;
}

/**
 * Campaign filter (spec 3 §9): Core campaigns for the Core event types, messaging campaigns for the status types, none
 * for the others. Empty means every campaign. Ids the workspace no longer has are dropped by the server on save.
 */
export function CampaignFilterField({ ws, form, eventType }: Props) {
  const scope = WEBHOOK_FILTER_SCOPE[eventType];
  const campaigns = useFilterCampaigns(ws);
  if (!scope) return null;
  if (scope === 'messaging') {
    return (
      <TextField label="Campaign filter" disabled value="" helperText="Filters these events by Engage messaging campaign; this workspace has none yet, so every one is sent." />
    );
  }
  const options = campaigns.data ?? [];
  const nameOf = (id: string) => options.find((c) => c.id === id)?.name ?? 'Unknown campaign';
  return (
    <Controller control={form.control} name="campaignFilter" render={({ field }) => (
      <Autocomplete
        multiple
        options={options.map((c) => c.id)}
        value={field.value}
        onChange={(_e, ids) => field.onChange(ids)}
        onBlur={field.onBlur}
        getOptionLabel={nameOf}
        loading={campaigns.isPending}
        filterSelectedOptions
        slotProps={{ popper: { sx: { zIndex: (t) => t.zIndex.modal + 1 } } }}
        renderValue={(ids, getItemProps) => ids.map((id, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} size="small" label={nameOf(id)} {...chip} />;
        })}
        renderInput={(params) => (
          <TextField {...params} label="Campaign filter" placeholder={field.value.length === 0 ? 'All campaigns' : undefined}
            helperText="Only events of these campaigns are sent; leave empty for every campaign." />
        )}
      />
    )} />
  );
}
