import { useMemo } from 'react';
import { Divider, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { MESSAGES, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, WEBHOOK_STATUSES, type Webhook } from '@trueline/contract';
import { ConfigPanel } from '../../components/ConfigPanel';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import { useConfigPanel, type PanelTarget } from '../../components/use-config-panel';
import { useWebhookActions, useWebhookPolicy } from './api';
import { webhookFormSchema, webhookFormValues } from './webhook-form';
import { WEBHOOK_STATUS_LABELS } from './webhook-format';
import { WebhookAuthFields } from './WebhookAuthFields';
import { CampaignFilterField } from './CampaignFilterField';
import { SigningSecret } from './SigningSecret';
import { DeliveryLog } from './DeliveryLog';

const FIELDS = [
  'name', 'url', 'eventType', 'status', 'campaignFilter',
  'webhookAuth.authType', 'webhookAuth.username', 'webhookAuth.password', 'webhookAuth.value', 'webhookAuth.headerName',
] as const;

interface Props {
  ws: string;
  /** The webhook being edited, 'new' to add one, null when closed. */
  target: PanelTarget<Webhook>;
  onClose(): void;
}

/** 'Edit or Create Webhook': every field of spec 3 §3, the signing secret, a test event and the recent deliveries. */
export function WebhookPanel({ ws, target, onClose }: Props) {
  const saved = target === 'new' ? null : target;
  const { save, remove } = useWebhookActions(ws);
  const allowPrivate = useWebhookPolicy().data?.allowPrivateAddresses ?? false;
  const schema = useMemo(() => webhookFormSchema({ allowPrivate, saved }), [allowPrivate, saved]);
  const form = useZodForm(schema, { mode: 'onTouched', defaultValues: webhookFormValues(saved) });
  const { errors, isValid } = form.formState;
  const eventType = form.watch('eventType');
  const panel = useConfigPanel({
    target, form, valuesOf: webhookFormValues, fields: FIELDS, onClose, deletedMessage: MESSAGES.webhookDeleted,
    save: (id, body) => save.mutateAsync({ id, body }),
    remove: (id) => remove.mutateAsync(id),
  });

  return (
    <ConfigPanel panel={panel} noun="Webhook" formId="webhook-form" confirmDelete={MESSAGES.webhookDeleteConfirm} valid={isValid} width={560}>
      <TextField label="Name" required {...form.register('name')} error={Boolean(errors.name)} helperText={errors.name?.message} />
      <Controller control={form.control} name="status" render={({ field }) => (
        <TextField select label="Status" {...field} slotProps={sidePanelSelectSlotProps}>
          {WEBHOOK_STATUSES.map((s) => <MenuItem key={s} value={s}>{WEBHOOK_STATUS_LABELS[s]}</MenuItem>)}
        </TextField>
      )} />
      <Controller control={form.control} name="eventType" render={({ field }) => (
        <TextField select label="Type" {...field} slotProps={sidePanelSelectSlotProps} helperText={WEBHOOK_EVENT_DESCRIPTIONS[field.value]}>
          {WEBHOOK_EVENT_TYPES.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
        </TextField>
      )} />
      <TextField
        label="URL" required type="url" inputMode="url" {...form.register('url')} error={Boolean(errors.url)}
        helperText={errors.url?.message ?? (allowPrivate ? 'http(s) address; this server also allows private addresses.' : 'An https address with a domain, for example https://crm.example.com/hooks.')}
      />
      <WebhookAuthFields form={form} saved={saved} />
      <CampaignFilterField ws={ws} form={form} eventType={eventType} />
      {saved ? (
        <>
          <Divider />
          <SigningSecret key={`secret-${saved.id}`} ws={ws} webhookId={saved.id} />
          <Divider />
          <DeliveryLog key={`log-${saved.id}`} ws={ws} webhookId={saved.id} />
        </>
      ) : (
        <SigningSecret ws={ws} webhookId={null} />
      )}
    </ConfigPanel>
  );
}
