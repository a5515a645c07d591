import {
  webhookAuthProblems, webhookBodyFor,
  type Webhook, type WebhookAuthType, type WebhookEventType, type WebhookStatus,
} from '@trueline/contract';
import type { ZodForm } from '../../components/form/use-zod-form';

export interface WebhookFormValues {
  name: string;
  url: string;
  eventType: WebhookEventType;
  status: WebhookStatus;
  webhookAuth: { authType: WebhookAuthType; username: string; password: string; value: string; headerName: string };
  campaignFilter: string[];
}

/** The form's values for a webhook, or the defaults of a new one (spec 3 §4: CampaignList, ACTIVE, no auth). Secrets start blank. */
export const webhookFormValues = (w: Webhook | null): WebhookFormValues => ({
  name: w?.name ?? '',
  url: w?.url ?? '',
  eventType: w?.eventType ?? 'CampaignList',
  status: w?.status ?? 'ACTIVE',
  webhookAuth: { authType: w?.webhookAuth.authType ?? 'None', username: w?.webhookAuth.username ?? '', password: '', value: '', headerName: w?.webhookAuth.headerName ?? '' },
  campaignFilter: w?.campaignFilter ?? [],
});

/**
 * The form's rules: the contract's body (the URL rule as strict as the server's setting) plus the secrets a save needs
 * given what is stored — a blank password or value keeps the saved one of the same kind.
 */
export function webhookFormSchema(opts: { allowPrivate: boolean; saved: Webhook | null }) {
  const saved = opts.saved?.webhookAuth;
  return webhookBodyFor({ allowPrivate: opts.allowPrivate }).superRefine((v, ctx) => {
    const stored = {
      passwordSet: Boolean(saved?.passwordSet && saved.authType === 'Basic'),
      valueSet: Boolean(saved?.valueSet && (saved.authType === 'Bearer' || saved.authType === 'CustomHeader')),
    };
    for (const p of webhookAuthProblems(v.webhookAuth, stored)) {
      if (p.path === 'password' || p.path === 'value') ctx.addIssue({ code: 'custom', path: ['webhookAuth', p.path], message: p.message });
    }
  });
}

/** The panel's form, as `useZodForm` builds it from the schema above. */
export type WebhookForm = ZodForm<ReturnType<typeof webhookFormSchema>, WebhookFormValues>;
