import { lazy, Suspense } from 'react';
import { FormControlLabel, LinearProgress, Stack, Switch, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  conversationEmailTokens, MESSAGING_LIMITS, MESSAGING_MESSAGES as M, MESSAGING_WEBHOOK_KEYS, MESSAGING_WEBHOOK_LABELS, STANDARD_LEAD_FIELDS,
} from '@trueline/contract';
import { FormSelect, FormTextField } from '../../components/form/fields';
import { useMessagingPickers } from './api';
import type { CampaignForm } from './campaign-form';
import { EmailChips } from './EmailChips';

/** The HTML editor (tiptap) loads with the tab that shows it, not with the console. */
const EmailBodyEditor = lazy(() => import('./EmailBodyEditor'));
const nullable = (t: string) => t || null;

/** The Notifications tab (spec 3 §2.3): the six webhooks and the new conversation email. */
export function NotificationsTab({ ws }: { ws: string }) {
  const { control, getValues, setValue } = useFormContext<CampaignForm>();
  const pickers = useMessagingPickers(ws);
  const enabled = useWatch({ control, name: 'notifications.sendConversationEmail' });
  const customFields = useWatch({ control, name: 'customFields' });
  const tokens = conversationEmailTokens([...STANDARD_LEAD_FIELDS, ...customFields]);
  const options = pickers.webhooks.map((w) => ({ value: w.id, label: w.name }));
  return (
    <Stack spacing={3}>
      <Stack spacing={2} component="section" aria-label="Webhooks">
        <Typography variant="subtitle2" component="h3">Webhooks</Typography>
        <Stack sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {MESSAGING_WEBHOOK_KEYS.map((k) => (
            <FormSelect<CampaignForm, CampaignForm, string | null> key={k} name={`webhooks.${k}`} label={MESSAGING_WEBHOOK_LABELS[k]} noneLabel="None" inPanel
              loading={pickers.loading} options={options} fromText={nullable} toText={(v) => v ?? ''} />
          ))}
        </Stack>
      </Stack>
      <Stack spacing={2} component="section" aria-label="Conversation email">
        <Typography variant="subtitle2" component="h3">Email</Typography>
        <Controller
          control={control}
          name="notifications.sendConversationEmail"
          render={({ field }) => (
            <FormControlLabel
              label="Enable new conversation email"
              control={<Switch checked={field.value} inputRef={field.ref} onBlur={field.onBlur} onChange={(e) => {
                field.onChange(e.target.checked);
                // Turning it on fills a default subject and body where they are empty (spec 3 §5).
                if (e.target.checked) {
                  if (!getValues('notifications.conversationEmail.subject').trim()) setValue('notifications.conversationEmail.subject', M.defaultEmailSubject, { shouldDirty: true });
                  if (!getValues('notifications.conversationEmail.htmlBody').trim()) setValue('notifications.conversationEmail.htmlBody', M.defaultEmailBody, { shouldDirty: true });
                }
              }} />}
            />
          )}
        />
        {enabled ? (
          <>
            <Controller control={control} name="notifications.conversationEmail.to" render={({ field, fieldState }) => (
              <EmailChips label="To" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )} />
            <Controller control={control} name="notifications.conversationEmail.cc" render={({ field, fieldState }) => (
              <EmailChips label="CC" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )} />
            <FormTextField<CampaignForm> name="notifications.conversationEmail.subject" label="Subject" maxLength={MESSAGING_LIMITS.subjectMax} />
            <Controller control={control} name="notifications.conversationEmail.htmlBody" render={({ field, fieldState }) => (
              <Suspense fallback={<LinearProgress aria-label="Loading editor" />}>
                <EmailBodyEditor value={field.value} onChange={field.onChange} tokens={tokens} error={fieldState.error?.message} />
              </Suspense>
            )} />
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
