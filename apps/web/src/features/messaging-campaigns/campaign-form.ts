import {
  CUSTOM_FIELD_PATTERN, MESSAGING_MESSAGES as M, STANDARD_LEAD_FIELDS, emailRecipient,
  type MessagingCampaign, type MessagingCampaignInput, type MessagingCampaignStatus,
} from '@trueline/contract';

/** The edit modal's form: the campaign's body with every field present (what Save posts). */
export type CampaignForm = MessagingCampaignInput;

export const formOf = (c: MessagingCampaign): CampaignForm => ({
  name: c.name,
  senderSourceType: c.senderSourceType,
  senderSourceId: c.senderSourceId,
  aegisWorkflowId: c.aegisWorkflowId,
  runWorkflowBeforeSend: c.runWorkflowBeforeSend,
  dncRecordSets: [...c.dncRecordSets],
  customFields: [...c.customFields],
  dispositions: c.dispositions.map((d) => ({ ...d })),
  messages: {
    outgoingMessage: c.messages.outgoingMessage, responseMessage: c.messages.responseMessage, helpMessage: c.messages.helpMessage,
    stopMessage: c.messages.stopMessage, startMessage: c.messages.startMessage,
  },
  schedule: {
    sunday: c.schedule.sunday, monday: c.schedule.monday, tuesday: c.schedule.tuesday, wednesday: c.schedule.wednesday,
    thursday: c.schedule.thursday, friday: c.schedule.friday, saturday: c.schedule.saturday,
    exceptions: c.schedule.exceptions.map((e) => ({ id: e.id, date: e.date, schedule: e.schedule })),
  },
  webhooks: { ...c.webhooks },
  notifications: {
    sendConversationEmail: c.notifications.sendConversationEmail,
    conversationEmail: { ...c.notifications.conversationEmail, to: [...c.notifications.conversationEmail.to], cc: [...c.notifications.conversationEmail.cc] },
  },
});

/** Why a custom field cannot be added (null: it can); an empty entry is simply not added. */
export function customFieldProblem(value: string, existing: readonly string[]): string | null {
  if (!CUSTOM_FIELD_PATTERN.test(value)) return M.customFieldInvalid;
  const all = [...STANDARD_LEAD_FIELDS, ...existing].map((f) => f.toLowerCase());
  return all.includes(value.toLowerCase()) ? M.customFieldTaken : null;
}

/** Why an email chip is refused ("Invalid email: {value}"), or null. */
export function emailProblem(value: string): string | null {
  const r = emailRecipient.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? M.invalidEmail.replace('{value}', value));
}

/** The sample lead the initial message preview is filled from. */
export const SAMPLE_LEAD: Record<string, string> = {
  Phone: '(555) 010-0199', FirstName: 'Jordan', LastName: 'Rivera', Email: 'jordan.rivera@example.com', Address1: '120 Main St', Address2: 'Suite 4',
  City: 'Austin', State: 'TX', Zip: '78701', FromNumber: '(555) 010-0142',
};

export const isDraft = (s: MessagingCampaignStatus) => s === 'DRAFT';

/** A new schedule exception: the first day from tomorrow without one, closed. */
export function nextExceptionDate(taken: readonly string[], today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 1));
  for (;;) {
    const iso = d.toISOString().slice(0, 10);
    if (!taken.includes(iso)) return iso;
    d.setUTCDate(d.getUTCDate() + 1);
  }
}
