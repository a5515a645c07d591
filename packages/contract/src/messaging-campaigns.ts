import { z } from 'zod';
import { defineRoute, ok, wsParams } from './route';
import { MESSAGES } from './messages';
import { isoDate, TEXT_MAX, tooLong } from './fields';
import { EMAIL_PATTERN } from './rules';
import { SMS_CAMPAIGN_TYPES, SMS_CAMPAIGN_TYPE_LABELS, type SmsCampaignType } from './business-records';
import { CAMPAIGN_STATUS_FILTERS, type CampaignStatusFilter } from './campaigns';
import { dayPeriods, weekSchedule, weekScheduleOut, WEEK_DAYS, type WeekSchedule } from './week-schedule';

/**
 * Engage messaging campaigns (spec 3 §2.2, §2.3, §3, §4, §5, §6, §7, §9): SMS campaigns sent through a Core messaging
 * campaign's pool, approved before they send, with a weekly schedule in the lead's time zone.
 */

/** campaignStatus (spec 3 §4); COMPLETE and DELETED show under the Inactive filter. */
export const MESSAGING_CAMPAIGN_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'READY', 'ACTIVE', 'COMPLETE', 'DELETED'] as const;
export type MessagingCampaignStatus = (typeof MESSAGING_CAMPAIGN_STATUSES)[number];
export const INACTIVE_MESSAGING_CAMPAIGN_STATUSES: readonly MessagingCampaignStatus[] = ['COMPLETE', 'DELETED'];
export const MESSAGING_CAMPAIGN_STATUS_LABELS: Record<MessagingCampaignStatus, string> = {
  DRAFT: 'Draft', PENDING_APPROVAL: 'Pending approval', READY: 'Ready', ACTIVE: 'Active', COMPLETE: 'Complete', DELETED: 'Deleted',
};
export const MESSAGING_STATUS_FILTERS = CAMPAIGN_STATUS_FILTERS;
export const matchesMessagingStatusFilter = (status: MessagingCampaignStatus, filter: CampaignStatusFilter) =>
  filter === 'All' || (filter === 'Active') === !INACTIVE_MESSAGING_CAMPAIGN_STATUSES.includes(status);

/** Campaign types (spec 3 §9): the sender source's SMS campaign type. */
export const MESSAGING_CAMPAIGN_TYPES = SMS_CAMPAIGN_TYPES;
export const MESSAGING_CAMPAIGN_TYPE_LABELS = SMS_CAMPAIGN_TYPE_LABELS;

/** The standard data-field chips (spec 3 §2.3); custom fields follow them. */
export const STANDARD_LEAD_FIELDS = ['Phone', 'FirstName', 'LastName', 'Email', 'Address1', 'Address2', 'City', 'State', 'Zip', 'FromNumber'] as const;
/** The chips copy their token in double braces. */
export const tokenFor = (field: string) => `{{${field}}}`;

/** The five texts (spec 3 §3), with their labels; all but the engaged response are needed to request approval (§4). */
export const MESSAGE_FIELDS = ['outgoingMessage', 'responseMessage', 'helpMessage', 'stopMessage', 'startMessage'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];
export const MESSAGE_FIELD_LABELS: Record<MessageField, string> = {
  outgoingMessage: 'Initial message',
  responseMessage: 'Engaged response message',
  helpMessage: 'Help message',
  stopMessage: 'Opt-out message',
  startMessage: 'Opt-in message',
};
export const APPROVAL_MESSAGE_FIELDS: readonly MessageField[] = ['outgoingMessage', 'helpMessage', 'stopMessage', 'startMessage'];

/** The six webhook selectors (spec 3 §2.3), with their labels. */
export const MESSAGING_WEBHOOK_KEYS = ['deliveryResult', 'conversationStarted', 'incomingMessage', 'disposition', 'optOut', 'optIn'] as const;
export type MessagingWebhookKey = (typeof MESSAGING_WEBHOOK_KEYS)[number];
export const MESSAGING_WEBHOOK_LABELS: Record<MessagingWebhookKey, string> = {
  deliveryResult: 'Delivery result',
  conversationStarted: 'Conversation started',
  incomingMessage: 'New message (in conversation)',
  disposition: 'Final disposition',
  optOut: 'Opt-Out',
  optIn: 'Opt-In',
};

/** The tokens of the conversation email (spec 3 §9); Lead.{field} for each campaign field. */
export const CONVERSATION_EMAIL_TOKENS = [
  'Campaign.Name', 'Campaign.Id', 'Endpoint.ChatWidget', 'Endpoint.ConversationApi', 'Endpoint.DispositionApi', 'Endpoint.SendMessageApi',
  'Conversation.FirstMessage', 'Conversation.LastMessage',
] as const;
export const conversationEmailTokens = (campaignFields: readonly string[]) => [...CONVERSATION_EMAIL_TOKENS, ...campaignFields.map((f) => `Lead.${f}`)];

export const MESSAGING_LIMITS = {
  nameMax: 200,
  /** A text's characters: ten GSM-7 segments, the most carriers pass (research: Twilio and AWS stop at 1,600). */
  messageMax: 1600,
  customFieldsMax: 50,
  customFieldMax: 40,
  dispositionsMax: 50,
  recipientsMax: 20,
  subjectMax: 200,
  htmlBodyMax: 20_000,
  exceptionsMax: 100,
  /** Events answered with the campaign, newest first. */
  eventsShown: 500,
  /** MMS media (research: carriers refuse MMS above about 1 MB on long codes; AWS takes images up to 2 MB). */
  mediaMaxBytes: 1024 * 1024,
  mediaFilesMax: 10,
  /** Email body font sizes (spec 3 §2.3). */
  fontSizesPt: [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 60, 72],
} as const;

/** Names of viewable media (spec 3 §2.3); MMS sends images, so only those (and PDF) are accepted. */
export const MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'svg'] as const;
export const isViewableMedia = (fileName: string) => (MEDIA_EXTENSIONS as readonly string[]).includes(fileName.split('.').pop()?.toLowerCase() ?? '');

export const MESSAGING_MESSAGES = {
  defaultName: 'New campaign',
  fieldRequired: MESSAGES.fieldRequired,
  saved: 'Campaign successfully saved',
  copied: MESSAGES.copied,
  customFieldInvalid: 'Letters and digits only',
  customFieldTaken: 'This field already exists',
  invalidEmail: 'Invalid email: {value}',
  defaultEmailSubject: 'New conversation: {{Campaign.Name}}',
  defaultEmailBody: '<p>A lead replied to <strong>{{Campaign.Name}}</strong>.</p><p>First message: {{Conversation.FirstMessage}}</p><p><a href="{{Endpoint.ChatWidget}}">Continue the conversation</a></p>',
  confirmRequestApproval: 'Request approval for this campaign? Once requested, its primary settings can no longer be changed.',
  confirmApprove: 'Approve this campaign? Confirm that it meets internal and external criteria.',
  rejectReasonLabel: 'Reason (sent to the client as feedback)',
  rejectReasonRequired: 'A reason is required to reject a campaign.',
  confirmReturnToDraft: 'Return this campaign to draft? All messaging stops, and the campaign must be approved again before it resumes.',
  confirmDelete: 'Are you sure you want to delete this campaign? Type the name of the campaign to confirm.',
  nameMismatch: 'Type the campaign name to confirm.',
  confirmSourceChange: 'Are you sure you want to modify the messaging campaign association?  This will impact all Engage messaging campaigns using this pool of numbers.',
  scheduleNote: 'All schedules are relative to the lead’s timezone.',
  closed: 'Closed - No messaging',
  overviewLocked: 'The Overview can be changed only while the campaign is a draft.',
  notAllowed: 'This action is not available while the campaign is {status}.',
  approvalMessagesMissing: 'Fill the initial, help, opt-out and opt-in messages before requesting approval.',
  senderSourceInvalid: 'Choose an active Core messaging campaign of this workspace.',
  senderTypeMismatch: 'The sending source is not a {type} campaign.',
  workflowInvalid: 'Choose a published workflow of this workspace.',
  recordSetInvalid: 'Choose active record sets of this workspace.',
  webhookInvalid: 'Choose a webhook of type MessagingCampaignEvent of this workspace.',
  mediaNotEnabled: 'The sending source does not allow MMS.',
  mediaType: 'Media must be a JPG, PNG, GIF, PDF or SVG file.',
  mediaTooLarge: 'Media files must be at most 1 MB.',
  mediaTooMany: 'A campaign holds at most 10 media files.',
  mediaMissing: 'No media file with this name.',
  exceptionDateInvalid: 'Choose a date.',
  exceptionDateTaken: 'This date already has an exception.',
  eventsDownloadFile: 'campaign-events-{id}.csv',
} as const;

// ---------------------------------------------------------------------------------------------------------------------
// Entities.

export const senderSource = z.object({
  /** The Core campaign's id. */
  id: z.string(),
  name: z.string(),
  /** The Core campaign's status. */
  status: z.string(),
  campaignType: z.enum(SMS_CAMPAIGN_TYPES),
  mmsEnabled: z.boolean(),
  /** The SMS campaign of the business record the Core campaign sends for. */
  smsCampaignName: z.string(),
  /** Pool numbers that may send now (10DLC assignment valid, not FLAGGED or AGING). */
  sendingNumbers: z.number().int(),
});
export type SenderSource = z.infer<typeof senderSource>;

export const messagingDisposition = z.object({ id: z.string(), disposition: z.string(), success: z.boolean(), doNotContact: z.boolean() });
export type MessagingDisposition = z.infer<typeof messagingDisposition>;

export const MESSAGING_EVENT_TYPES = ['SUCCESS', 'INFO', 'WARNING', 'ERROR'] as const;
export type MessagingEventType = (typeof MESSAGING_EVENT_TYPES)[number];
export const messagingEvent = z.object({ timestamp: isoDate, type: z.enum(MESSAGING_EVENT_TYPES), category: z.string(), message: z.string() });
export type MessagingEvent = z.infer<typeof messagingEvent>;

const messagesOut = z.object({
  outgoingMessage: z.string(), responseMessage: z.string(), helpMessage: z.string(), stopMessage: z.string(), startMessage: z.string(),
  outgoingMessageFiles: z.array(z.object({ fileName: z.string(), size: z.number().int() })),
});
const scheduleException = z.object({ id: z.string(), date: z.string(), schedule: z.array(z.object({ start: z.number(), end: z.number() })) });
const webhooksOut = z.object(Object.fromEntries(MESSAGING_WEBHOOK_KEYS.map((k) => [k, z.string().nullable()])) as Record<MessagingWebhookKey, z.ZodNullable<z.ZodString>>);
const conversationEmail = z.object({ to: z.array(z.string()), cc: z.array(z.string()), subject: z.string(), htmlBody: z.string() });

export const messagingCampaign = z.object({
  id: z.string(),
  name: z.string(),
  orgId: z.string(),
  workspaceId: z.string(),
  campaignStatus: z.enum(MESSAGING_CAMPAIGN_STATUSES),
  /** ACTIVE, or DELETED once deleted. */
  status: z.enum(['ACTIVE', 'DELETED']),
  created: isoDate,
  updated: isoDate,
  provisioningType: z.enum(['SmsMessaging', 'ShortCodeTollFreeMessaging']),
  senderSourceType: z.enum(SMS_CAMPAIGN_TYPES),
  senderSourceId: z.string().nullable(),
  aegisWorkflowId: z.string().nullable(),
  runWorkflowBeforeSend: z.boolean(),
  dncRecordSets: z.array(z.string()),
  customFields: z.array(z.string()),
  /** The standard fields, then the custom ones. */
  allCampaignFields: z.array(z.string()),
  dispositions: z.array(messagingDisposition),
  messages: messagesOut,
  schedule: weekScheduleOut.extend({ exceptions: z.array(scheduleException) }),
  webhooks: webhooksOut,
  notifications: z.object({ sendConversationEmail: z.boolean(), conversationEmail }),
  /** The reviewer's reason when the campaign was last rejected (cleared when approval is requested again). */
  rejectionReason: z.string().nullable(),
  folderId: z.string().nullable(),
  /** When the last READY lead of the active lists is expected to be sent, at the current pace (null: nothing waiting). */
  forecastFinish: isoDate.nullable(),
  /** Newest first; ERROR events only for SuperAdmin (spec 3 §6). Empty in the list answer. */
  events: z.array(messagingEvent),
});
export type MessagingCampaign = z.infer<typeof messagingCampaign>;

/** A row of the campaign list. */
export const messagingCampaignSummary = messagingCampaign.pick({ id: true, name: true, campaignStatus: true, status: true, senderSourceType: true, created: true, updated: true, folderId: true });
export type MessagingCampaignSummary = z.infer<typeof messagingCampaignSummary>;

// ---------------------------------------------------------------------------------------------------------------------
// Bodies.

const text = (max: number) => z.string().max(max, tooLong(max)).default('');
const required = (max: number) => z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(max, tooLong(max));
const id = z.string().max(TEXT_MAX.name);

export const CUSTOM_FIELD_PATTERN = /^[A-Za-z0-9]+$/;
const customField = z.string().max(MESSAGING_LIMITS.customFieldMax, tooLong(MESSAGING_LIMITS.customFieldMax)).regex(CUSTOM_FIELD_PATTERN, MESSAGING_MESSAGES.customFieldInvalid);

/** An email recipient chip (spec 3 §5): refused with "Invalid email: {value}". */
export const emailRecipient = z.string().max(TEXT_MAX.email).superRefine((v, ctx) => {
  if (!EMAIL_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: MESSAGING_MESSAGES.invalidEmail.replace('{value}', v) });
});

const exceptionBody = z.object({
  id: id.optional(),
  date: z.string({ error: MESSAGING_MESSAGES.exceptionDateInvalid }).max(10, MESSAGING_MESSAGES.exceptionDateInvalid).regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGING_MESSAGES.exceptionDateInvalid),
  schedule: dayPeriods.default([]),
});

export const messagingScheduleBody = weekSchedule.extend({
  exceptions: z.array(exceptionBody).max(MESSAGING_LIMITS.exceptionsMax).default([]).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((e, i) => {
      if (seen.has(e.date)) ctx.addIssue({ code: 'custom', path: [i, 'date'], message: MESSAGING_MESSAGES.exceptionDateTaken });
      seen.add(e.date);
    });
  }),
});
export type MessagingScheduleBody = z.input<typeof messagingScheduleBody>;

/**
 * The campaign as the edit modal saves it (spec 3 §7: the full campaign body). Overview fields (type, source, workflow,
 * record sets, fields, texts) change only in DRAFT; the server keeps the saved ones otherwise.
 */
export const messagingCampaignBody = z.object({
  name: required(MESSAGING_LIMITS.nameMax),
  senderSourceType: z.enum(SMS_CAMPAIGN_TYPES).default('LONG_CODE'),
  senderSourceId: id.nullable().default(null),
  aegisWorkflowId: id.nullable().default(null),
  runWorkflowBeforeSend: z.boolean().default(false),
  dncRecordSets: z.array(id).max(50).default([]),
  customFields: z.array(customField).max(MESSAGING_LIMITS.customFieldsMax).default([])
    .transform((list) => [...new Set(list)].filter((f) => !(STANDARD_LEAD_FIELDS as readonly string[]).includes(f))),
  dispositions: z.array(z.object({
    id: id.optional(),
    disposition: required(TEXT_MAX.name),
    success: z.boolean().default(false),
    doNotContact: z.boolean().default(false),
  })).max(MESSAGING_LIMITS.dispositionsMax).default([]),
  messages: z.object({
    outgoingMessage: text(MESSAGING_LIMITS.messageMax),
    responseMessage: text(MESSAGING_LIMITS.messageMax),
    helpMessage: text(MESSAGING_LIMITS.messageMax),
    stopMessage: text(MESSAGING_LIMITS.messageMax),
    startMessage: text(MESSAGING_LIMITS.messageMax),
  }).prefault({}),
  schedule: messagingScheduleBody.prefault({}),
  webhooks: z.object(Object.fromEntries(MESSAGING_WEBHOOK_KEYS.map((k) => [k, id.nullable().default(null)])) as Record<MessagingWebhookKey, z.ZodDefault<z.ZodNullable<typeof id>>>).prefault({}),
  notifications: z.object({
    sendConversationEmail: z.boolean().default(false),
    conversationEmail: z.object({
      to: z.array(emailRecipient).max(MESSAGING_LIMITS.recipientsMax).default([]),
      cc: z.array(emailRecipient).max(MESSAGING_LIMITS.recipientsMax).default([]),
      subject: text(MESSAGING_LIMITS.subjectMax),
      htmlBody: text(MESSAGING_LIMITS.htmlBodyMax),
    }).prefault({}),
  }).prefault({}),
});
export type MessagingCampaignBody = z.input<typeof messagingCampaignBody>;
export type MessagingCampaignInput = z.output<typeof messagingCampaignBody>;

/** The texts missing before approval may be requested (spec 3 §4), as field paths. */
export function missingApprovalMessages(messages: Record<MessageField, string>): MessageField[] {
  return APPROVAL_MESSAGE_FIELDS.filter((f) => !messages[f]?.trim());
}

/** A new campaign's week: Monday to Friday 8:00am to 9:00pm (the spec's first period), weekends closed. */
export const DEFAULT_MESSAGING_SCHEDULE: WeekSchedule = Object.fromEntries(
  WEEK_DAYS.map((d) => [d, d === 'saturday' || d === 'sunday' ? [] : [{ start: 480, end: 1260 }]]),
) as WeekSchedule;

/** What each action needs the campaign to be in (spec 3 §4), and where it leaves it. */
export const MESSAGING_TRANSITIONS = {
  requestApproval: { from: ['DRAFT'], to: 'PENDING_APPROVAL' },
  approve: { from: ['PENDING_APPROVAL'], to: 'READY' },
  reject: { from: ['PENDING_APPROVAL'], to: 'DRAFT' },
  returnToDraft: { from: ['PENDING_APPROVAL', 'READY', 'ACTIVE'], to: 'DRAFT' },
  activate: { from: ['READY'], to: 'ACTIVE' },
  pause: { from: ['ACTIVE'], to: 'READY' },
} as const satisfies Record<string, { from: readonly MessagingCampaignStatus[]; to: MessagingCampaignStatus }>;
export type MessagingTransition = keyof typeof MESSAGING_TRANSITIONS;
export const canTransition = (action: MessagingTransition, status: MessagingCampaignStatus) =>
  (MESSAGING_TRANSITIONS[action].from as readonly MessagingCampaignStatus[]).includes(status);

export const senderTypeOf = (provisioningType: 'SmsMessaging' | 'ShortCodeTollFreeMessaging', type: SmsCampaignType) =>
  provisioningType === 'SmsMessaging' ? type === 'LONG_CODE' : type !== 'LONG_CODE';

// ---------------------------------------------------------------------------------------------------------------------
// Routes (spec 3 §7 Messaging campaigns).

const tag = 'Engage campaigns';
const base = '/api/orgs/:orgId/workspaces/:ws/messagingCampaigns';
const idp = wsParams.extend({ id });
const action = (name: MessagingTransition, summary: string, extra: { role?: 'SuperAdmin' } = {}) => defineRoute({
  method: 'POST', path: `${base}/:id/${name}`, tag, auth: 'user', params: idp, response: messagingCampaign, summary, ...extra,
});

export const messagingCampaignsRoutes = {
  list: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', params: wsParams, response: z.array(messagingCampaignSummary),
    query: z.object({ status: z.enum(CAMPAIGN_STATUS_FILTERS).default('Active') }),
    summary: 'Messaging campaigns of the workspace (unpaged; Active by default, Inactive: COMPLETE and DELETED)',
  }),
  senderSources: defineRoute({
    method: 'GET', path: `${base}/senderSources`, tag, auth: 'user', params: wsParams, response: z.array(senderSource),
    summary: 'The sending sources: ACTIVE Core campaigns of provisioning type SmsMessaging or ShortCodeTollFreeMessaging with an SMS campaign',
  }),
  get: defineRoute({ method: 'GET', path: `${base}/:id`, tag, auth: 'user', params: idp, response: messagingCampaign, summary: 'One messaging campaign with its event log' }),
  create: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', params: wsParams, response: messagingCampaign,
    body: z.object({ name: z.string().max(MESSAGING_LIMITS.nameMax, tooLong(MESSAGING_LIMITS.nameMax)).trim().default(MESSAGING_MESSAGES.defaultName), folderId: id.nullable().optional() }),
    summary: 'Create a DRAFT messaging campaign (named New campaign unless a name is given)',
  }),
  update: defineRoute({
    method: 'POST', path: `${base}/:id`, tag, auth: 'user', params: idp, body: messagingCampaignBody, response: messagingCampaign,
    summary: 'Save the whole campaign; the Overview changes only in DRAFT',
  }),
  moveToFolder: defineRoute({
    method: 'PUT', path: `${base}/:id/folder`, tag, auth: 'user', params: idp, response: messagingCampaign,
    query: z.object({ folderId: id.optional() }), summary: 'Move a campaign into a folder (no folderId: out of any)',
  }),
  requestApproval: action('requestApproval', 'DRAFT → PENDING_APPROVAL, once the initial, help, opt-out and opt-in messages are filled'),
  returnToDraft: action('returnToDraft', 'Back to DRAFT: all messaging stops until the campaign is approved again'),
  approve: action('approve', 'PENDING_APPROVAL → READY (SuperAdmin only)', { role: 'SuperAdmin' }),
  reject: defineRoute({
    method: 'POST', path: `${base}/:id/reject`, tag, auth: 'user', params: idp, response: messagingCampaign, role: 'SuperAdmin',
    summary: 'PENDING_APPROVAL → DRAFT with the reason sent to the client as feedback (SuperAdmin only)',
    query: z.object({ comment: z.string({ error: MESSAGING_MESSAGES.rejectReasonRequired }).max(TEXT_MAX.long, tooLong(TEXT_MAX.long)).trim().min(1, MESSAGING_MESSAGES.rejectReasonRequired) }),
  }),
  activate: action('activate', 'READY → ACTIVE: the active lists start sending inside the schedule'),
  pause: action('pause', 'ACTIVE → READY: sending stops; messages already handed to the carrier still arrive'),
  remove: defineRoute({
    method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', params: idp, response: ok,
    query: z.object({ confirmName: z.string().max(TEXT_MAX.name).optional() }),
    summary: 'Delete a campaign (confirm with its exact name): it stops sending and shows as DELETED under Inactive',
  }),
  downloadEvents: defineRoute({
    method: 'GET', path: `${base}/logs/download`, tag, auth: 'user', params: wsParams, response: 'file',
    query: z.object({ campaignId: id }), summary: 'The campaign’s event log as CSV (Date, Category, Message)',
  }),
  uploadMedia: defineRoute({
    method: 'POST', path: `${base}/:id/mediaFile`, tag, auth: 'user', params: idp, bodyKind: 'multipart', response: messagingCampaign,
    multipartFields: { fields: z.object({}), file: 'file', fileDescription: 'An image (JPG, PNG, GIF, SVG) or PDF of at most 1 MB' },
    summary: 'Add an MMS media file to the initial message (DRAFT only; the source must allow MMS)',
  }),
  mediaUrl: defineRoute({
    method: 'GET', path: `${base}/:id/mediaFile`, tag, auth: 'user', params: idp, query: z.object({ fileName: z.string().max(TEXT_MAX.name) }),
    response: z.object({ url: z.string() }), summary: 'A short-lived signed address of a media file, for the lightbox and the carrier',
  }),
  removeMedia: defineRoute({
    method: 'DELETE', path: `${base}/:id/mediaFile`, tag, auth: 'user', params: idp, query: z.object({ fileName: z.string().max(TEXT_MAX.name) }),
    response: messagingCampaign, summary: 'Remove a media file (DRAFT only)',
  }),
  /** Where `mediaUrl` points: the file's bytes for whoever holds the signed, expiring token (the lightbox, the carrier). */
  mediaContent: defineRoute({
    method: 'GET', path: '/api/messagingMedia', tag, auth: 'public', query: z.object({ token: z.string().max(TEXT_MAX.url) }),
    response: 'file', summary: 'A media file by the signed address mediaUrl answered (expires after a few minutes)',
  }),
};

