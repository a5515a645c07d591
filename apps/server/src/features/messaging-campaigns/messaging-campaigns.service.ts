import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_MESSAGING_SCHEDULE, MESSAGING_CAMPAIGN_STATUS_LABELS, MESSAGING_CAMPAIGN_TYPE_LABELS, MESSAGING_LIMITS, MESSAGING_MESSAGES as M,
  MESSAGING_TRANSITIONS, MESSAGING_WEBHOOK_KEYS, canTransition, matchesMessagingStatusFilter, missingApprovalMessages,
  type CampaignStatusFilter, type FieldError, type MessagingCampaign, type MessagingCampaignInput, type MessagingCampaignStatus,
  type MessagingCampaignSummary, type MessagingEventType, type MessagingTransition,
  type RecordSetOption, type SenderSource, type WebhookEventType, type WebhookOption, type WorkflowType,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { isSuperAdmin, type Actor } from '../../platform/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { csvRows } from '../../platform/csv';
import type { FoldersService } from '../folders/folders.service';
import type { WorkspaceScope } from '../workspaces/workspace';
import * as repo from './messaging-campaigns.repo';
import type { MessagingNotifications, MessagingSchedule, MessagingWebhooks } from './messaging-campaigns.tables';
import { toMessagingCampaign, toMessagingSummary } from './messaging-campaign-entity';

/** The create route's body, as validated. */
type CreateBody = { name: string; folderId?: string | null };

/** What messaging campaigns consult of other features (the module wires them). */
export interface MessagingCampaignsPeers {
  folders: Pick<FoldersService, 'assertFolder'>;
  /** The workspace's sending sources (see sender-sources.ts). */
  senderSources(scope: WorkspaceScope): Promise<SenderSource[]>;
  workflows: { published(workspaceId: string, workflowId: string): Promise<{ id: string; type: WorkflowType } | null> };
  recordSets: { findSet(workspaceId: string, id: string): Promise<RecordSetOption | null> };
  webhooks: {
    options(workspaceId: string, eventType?: WebhookEventType): Promise<WebhookOption[]>;
    /** Fires the MessagingCampaignStatus webhooks of the workspace. */
    emit(event: { eventType: WebhookEventType; orgId: string; workspaceId: string; messagingCampaignId?: string | null; payload: unknown }): Promise<number>;
  };
}

/** Who acted, as the events say. */
export const byWhom = (actor: Actor) => (actor.kind === 'user' ? actor.email : 'an API key');
const label = (s: MessagingCampaignStatus) => MESSAGING_CAMPAIGN_STATUS_LABELS[s];
export const notAllowed = (s: MessagingCampaignStatus) => conflict(M.notAllowed.replace('{status}', label(s)));

/** The Overview (spec 3 §2.3): only a DRAFT changes it. */
const overviewOf = (c: Pick<MessagingCampaignInput, 'senderSourceType' | 'senderSourceId' | 'aegisWorkflowId' | 'runWorkflowBeforeSend' | 'dncRecordSets' | 'customFields' | 'messages'>) => ({
  senderSourceType: c.senderSourceType, senderSourceId: c.senderSourceId, aegisWorkflowId: c.aegisWorkflowId,
  runWorkflowBeforeSend: c.runWorkflowBeforeSend, dncRecordSets: c.dncRecordSets, customFields: c.customFields,
  messages: {
    outgoingMessage: c.messages.outgoingMessage, responseMessage: c.messages.responseMessage, helpMessage: c.messages.helpMessage,
    stopMessage: c.messages.stopMessage, startMessage: c.messages.startMessage,
  },
});

const EMPTY_NOTIFICATIONS: MessagingNotifications = { sendConversationEmail: false, conversationEmail: { to: [], cc: [], subject: '', htmlBody: '' } };
const EMPTY_WEBHOOKS = Object.fromEntries(MESSAGING_WEBHOOK_KEYS.map((k) => [k, null])) as MessagingWebhooks;

/** How each action reads in the event log, and its kind. */
const ACTION_EVENTS: Record<MessagingTransition, { type: MessagingEventType; text: string }> = {
  requestApproval: { type: 'INFO', text: 'Approval requested' },
  approve: { type: 'SUCCESS', text: 'Campaign approved' },
  reject: { type: 'WARNING', text: 'Campaign rejected' },
  returnToDraft: { type: 'WARNING', text: 'Campaign returned to draft' },
  activate: { type: 'SUCCESS', text: 'Campaign started' },
  pause: { type: 'WARNING', text: 'Campaign stopped' },
};

/**
 * Engage messaging campaigns (spec 3 §2.2, §2.3, §4): every role of the organisation manages its workspaces' campaigns;
 * only SuperAdmin approves or rejects (the routes' role) and reads ERROR events (§6). Another organisation's or
 * workspace's campaign does not exist for the caller. Every save and status change is logged, published on the
 * workspace and campaign channels, and a status change fires the MessagingCampaignStatus webhooks.
 */
export function messagingCampaignsService(deps: Pick<Deps, 'db' | 'now' | 'realtime'>, peers: MessagingCampaignsPeers) {
  const { db } = deps;

  /** A campaign of the scope's workspace (DELETED ones too: they are read under Inactive), or a 404. */
  async function find({ workspace }: WorkspaceScope, id: string): Promise<repo.MessagingCampaignRow> {
    const row = await repo.findCampaign(db, workspace.id, id);
    if (!row) throw notFound();
    return row;
  }
  /** A campaign that is not DELETED; a DELETED one refuses every change. */
  async function findLive(scope: WorkspaceScope, id: string): Promise<repo.MessagingCampaignRow> {
    const row = await find(scope, id);
    if (row.status === 'DELETED') throw notAllowed(row.campaignStatus);
    return row;
  }

  /** What the sending side adds (its module fills these at connect): the forecast, and a start that kicks the sender. */
  const ports: { forecast?(campaignId: string): Promise<Date | null>; started?(campaignId: string): Promise<void> } = {};

  /** The campaign with its newest events as the actor may read them, and when its waiting leads should be sent. */
  async function present({ actor }: WorkspaceScope, row: repo.MessagingCampaignRow): Promise<MessagingCampaign> {
    const forecast = row.campaignStatus === 'ACTIVE' ? await ports.forecast?.(row.id) ?? null : null;
    return toMessagingCampaign(row, await repo.eventsOf(db, row.id, isSuperAdmin(actor), MESSAGING_LIMITS.eventsShown), forecast);
  }

  const log = (row: repo.MessagingCampaignRow, type: MessagingEventType, category: string, message: string) =>
    repo.addEvent(db, row.id, type, category, message, deps.now());

  /** Live screens refresh from this; the events stay out of it (a channel's listeners need not all be SuperAdmin). */
  async function publish(row: repo.MessagingCampaignRow) {
    const event = { type: 'MessagingCampaign' as const, payload: toMessagingCampaign(row) };
    await Promise.all([deps.realtime.publish(`workspace:${row.workspaceId}`, event), deps.realtime.publish(`messagingCampaign:${row.id}`, event)]);
  }

  async function statusChanged(row: repo.MessagingCampaignRow, previous: MessagingCampaignStatus, actor: Actor) {
    await peers.webhooks.emit({
      eventType: 'MessagingCampaignStatus', orgId: row.orgId, workspaceId: row.workspaceId, messagingCampaignId: row.id,
      payload: {
        messagingCampaignId: row.id, name: row.name, campaignStatus: row.campaignStatus, previousCampaignStatus: previous, status: row.status,
        changedBy: byWhom(actor), timestamp: row.updated.toISOString(),
      },
    });
  }

  /** The references of the body that are checked in the workspace: all Overview ones in DRAFT, webhooks when changed. */
  async function checkReferences(scope: WorkspaceScope, row: repo.MessagingCampaignRow, body: MessagingCampaignInput, overview: boolean) {
    const ws = scope.workspace.id;
    const errors: FieldError[] = [];
    if (overview && body.senderSourceId) {
      const source = (await peers.senderSources(scope)).find((s) => s.id === body.senderSourceId);
      if (!source) errors.push({ path: 'senderSourceId', message: M.senderSourceInvalid });
      else if (source.campaignType !== body.senderSourceType) {
        errors.push({ path: 'senderSourceId', message: M.senderTypeMismatch.replace('{type}', MESSAGING_CAMPAIGN_TYPE_LABELS[body.senderSourceType]) });
      }
    }
    if (overview && body.aegisWorkflowId) {
      const flow = await peers.workflows.published(ws, body.aegisWorkflowId);
      if (!flow || flow.type === 'ETL') errors.push({ path: 'aegisWorkflowId', message: M.workflowInvalid });
    }
    if (overview) {
      for (const [i, setId] of body.dncRecordSets.entries()) {
        if (!(await peers.recordSets.findSet(ws, setId))) errors.push({ path: `dncRecordSets.${i}`, message: M.recordSetInvalid });
      }
    }
    const changedHooks = MESSAGING_WEBHOOK_KEYS.filter((k) => body.webhooks[k] && body.webhooks[k] !== row.webhooks[k]);
    if (changedHooks.length) {
      const hooks = new Set((await peers.webhooks.options(ws, 'MessagingCampaignEvent')).map((h) => h.id));
      for (const k of changedHooks) if (!hooks.has(body.webhooks[k]!)) errors.push({ path: `webhooks.${k}`, message: M.webhookInvalid });
    }
    if (errors.length) throw new AppError('VALIDATION', errors[0]!.message, errors);
  }

  /** Ids for new dispositions and exceptions; known ones keep theirs. */
  function withIds<T extends { id?: string | undefined }>(list: T[], saved: { id: string }[]): (T & { id: string })[] {
    const known = new Set(saved.map((x) => x.id));
    const used = new Set<string>();
    return list.map((x) => {
      const id = x.id && known.has(x.id) && !used.has(x.id) ? x.id : newId();
      used.add(id);
      return { ...x, id };
    });
  }

  /** Turning on the conversation email fills the default subject and body where empty (spec 3 §5). */
  function notificationsOf(body: MessagingCampaignInput): MessagingNotifications {
    const n = body.notifications;
    const email = { ...n.conversationEmail };
    if (n.sendConversationEmail) {
      if (!email.subject.trim()) email.subject = M.defaultEmailSubject;
      if (!email.htmlBody.trim()) email.htmlBody = M.defaultEmailBody;
    }
    return { sendConversationEmail: n.sendConversationEmail, conversationEmail: email };
  }

  /** Moves the campaign along MESSAGING_TRANSITIONS; `check` may refuse once the move is known to be allowed. */
  async function act(
    scope: WorkspaceScope, id: string, action: MessagingTransition,
    opts: { check?: (row: repo.MessagingCampaignRow) => void; patch?: Partial<repo.NewMessagingCampaign>; detail?: string } = {},
  ): Promise<MessagingCampaign> {
    const row = await findLive(scope, id);
    if (!canTransition(action, row.campaignStatus)) throw notAllowed(row.campaignStatus);
    opts.check?.(row);
    const saved = await repo.transition(db, row.id, row.campaignStatus, { ...opts.patch, campaignStatus: MESSAGING_TRANSITIONS[action].to, updated: deps.now() });
    if (!saved) throw notAllowed((await find(scope, id)).campaignStatus);
    const { type, text } = ACTION_EVENTS[action];
    await log(saved, type, 'Status', `${text} by ${byWhom(scope.actor)}${opts.detail ? `: ${opts.detail}` : ''}`);
    await publish(saved);
    await statusChanged(saved, row.campaignStatus, scope.actor);
    return present(scope, saved);
  }

  return {
    find,
    findLive,
    present,
    publish,
    log,

    /** How many live campaigns a folder holds (the folders' count of the MessagingCampaign scope). */
    countInFolder: (ws: string, folderId: string) => repo.countInFolder(db, ws, folderId),
    /** Names of the workspace's campaigns by id, deleted ones too (opt-outs keep the campaign they came through). */
    names: (ws: string, ids: readonly string[]) => repo.namesOf(db, ws, ids),
    /** Ids of the workspace's campaigns (deleted ones too) sending through the Core campaign (the Overview's SMS chart). */
    sendingFrom: (ws: string, coreCampaignId: string) => repo.idsSendingFrom(db, ws, coreCampaignId),

    /** The ids a MessagingCampaignStatus or MessagingListStatus webhook filter may name: the workspace's campaigns not deleted. */
    async webhookFilterIds({ workspace }: WorkspaceScope): Promise<string[]> {
      return (await repo.listCampaigns(db, workspace.id)).filter((r) => r.status !== 'DELETED').map((r) => r.id);
    },

    async list({ workspace }: WorkspaceScope, filter: CampaignStatusFilter): Promise<MessagingCampaignSummary[]> {
      return (await repo.listCampaigns(db, workspace.id)).filter((r) => matchesMessagingStatusFilter(r.campaignStatus, filter)).map(toMessagingSummary);
    },

    senderSources: (scope: WorkspaceScope) => peers.senderSources(scope),

    async get(scope: WorkspaceScope, id: string): Promise<MessagingCampaign> {
      return present(scope, await find(scope, id));
    },

    /** A DRAFT named New campaign unless named, sending Monday to Friday 8:00am to 9:00pm (spec 3 §2.2, §9). */
    async create(scope: WorkspaceScope, body: CreateBody): Promise<MessagingCampaign> {
      const { workspace } = scope;
      if (body.folderId) await peers.folders.assertFolder(workspace.id, body.folderId, 'MessagingCampaign');
      const now = deps.now();
      const row = await repo.insertCampaign(db, {
        id: newId(), orgId: workspace.orgId, workspaceId: workspace.id, name: body.name || M.defaultName, campaignStatus: 'DRAFT', status: 'ACTIVE',
        messages: { outgoingMessage: '', responseMessage: '', helpMessage: '', stopMessage: '', startMessage: '' },
        schedule: { ...DEFAULT_MESSAGING_SCHEDULE, exceptions: [] }, webhooks: EMPTY_WEBHOOKS, notifications: EMPTY_NOTIFICATIONS,
        folderId: body.folderId || null, created: now, updated: now,
      });
      await log(row, 'INFO', 'Settings', `Campaign created by ${byWhom(scope.actor)}`);
      await publish(row);
      return present(scope, row);
    },

    /**
     * Saves the whole campaign. The Overview changes only in DRAFT: otherwise a body that changes it is refused (409)
     * and the saved one stays; schedule, notifications, webhooks, dispositions and name change at any time.
     */
    async update(scope: WorkspaceScope, id: string, body: MessagingCampaignInput): Promise<MessagingCampaign> {
      const row = await findLive(scope, id);
      const draft = row.campaignStatus === 'DRAFT';
      const overview = overviewOf(body);
      if (!draft && !isDeepStrictEqual(overview, overviewOf(row))) throw conflict(M.overviewLocked);
      await checkReferences(scope, row, body, draft);
      const schedule: MessagingSchedule = { ...body.schedule, exceptions: withIds(body.schedule.exceptions, row.schedule.exceptions ?? []) };
      const saved = await repo.updateCampaign(db, row.id, {
        name: body.name,
        ...(draft ? { ...overview, dncRecordSets: [...new Set(overview.dncRecordSets)] } : {}),
        dispositions: withIds(body.dispositions, row.dispositions), schedule, webhooks: body.webhooks as MessagingWebhooks,
        notifications: notificationsOf(body), updated: deps.now(),
      });
      await log(saved, 'INFO', 'Settings', `Campaign settings saved by ${byWhom(scope.actor)}`);
      await publish(saved);
      return present(scope, saved);
    },

    async moveToFolder(scope: WorkspaceScope, id: string, folderId: string | undefined): Promise<MessagingCampaign> {
      const row = await findLive(scope, id);
      if (folderId) await peers.folders.assertFolder(scope.workspace.id, folderId, 'MessagingCampaign');
      const saved = await repo.updateCampaign(db, row.id, { folderId: folderId || null });
      await publish(saved);
      return present(scope, saved);
    },

    /** DRAFT → PENDING_APPROVAL once the initial, help, opt-out and opt-in texts are filled; the last rejection is cleared. */
    requestApproval: (scope: WorkspaceScope, id: string) => act(scope, id, 'requestApproval', {
      check: (row) => {
        const missing = missingApprovalMessages(row.messages);
        if (missing.length) throw new AppError('VALIDATION', M.approvalMessagesMissing, missing.map((f) => ({ path: `messages.${f}`, message: M.fieldRequired })));
      },
      patch: { rejectionReason: null },
    }),
    approve: (scope: WorkspaceScope, id: string) => act(scope, id, 'approve'),
    /** Back to DRAFT with the reviewer's reason, which the campaign keeps as feedback. */
    reject: (scope: WorkspaceScope, id: string, comment: string) => act(scope, id, 'reject', { patch: { rejectionReason: comment }, detail: comment }),
    returnToDraft: (scope: WorkspaceScope, id: string) => act(scope, id, 'returnToDraft'),
    /** READY → ACTIVE; the sender starts at once (it waits for the schedule lead by lead). */
    async activate(scope: WorkspaceScope, id: string): Promise<MessagingCampaign> {
      const answer = await act(scope, id, 'activate');
      await ports.started?.(answer.id);
      return answer;
    },
    pause: (scope: WorkspaceScope, id: string) => act(scope, id, 'pause'),

    ports,

    /** The ACTIVE campaigns of every workspace (the sender's sweep). */
    activeIds: () => repo.activeIds(db),
    /** A campaign by id, whatever its workspace (the sending side, which holds only ids). */
    byId: (id: string) => repo.findCampaignById(db, id),

    /**
     * Stops an ACTIVE campaign on the system's behalf (the circuit breaker): READY again, the reason in its event log,
     * live screens and MessagingCampaignStatus webhooks told. Answers the row when this call stopped it.
     */
    async stopBySystem(id: string, reason: string): Promise<repo.MessagingCampaignRow | null> {
      const saved = await repo.transition(db, id, 'ACTIVE', { campaignStatus: MESSAGING_TRANSITIONS.pause.to, updated: deps.now() });
      if (!saved) return null;
      await log(saved, 'WARNING', 'Status', reason);
      await publish(saved);
      await peers.webhooks.emit({
        eventType: 'MessagingCampaignStatus', orgId: saved.orgId, workspaceId: saved.workspaceId, messagingCampaignId: saved.id,
        payload: {
          messagingCampaignId: saved.id, name: saved.name, campaignStatus: saved.campaignStatus, previousCampaignStatus: 'ACTIVE', status: saved.status,
          changedBy: 'the circuit breaker', timestamp: saved.updated.toISOString(),
        },
      });
      return saved;
    },

    /** Marks the campaign DELETED (the typed name guards against mistakes): it stops sending and shows under Inactive. */
    async remove(scope: WorkspaceScope, id: string, confirmName: string | undefined): Promise<void> {
      const row = await findLive(scope, id);
      if (confirmName?.trim() !== row.name) throw badRequest(M.nameMismatch, 'confirmName');
      const saved = await repo.updateCampaign(db, row.id, { campaignStatus: 'DELETED', status: 'DELETED', folderId: null, updated: deps.now() });
      await log(saved, 'WARNING', 'Status', `Campaign deleted by ${byWhom(scope.actor)}`);
      await publish(saved);
      await statusChanged(saved, row.campaignStatus, scope.actor);
    },

    /** The whole event log as CSV (Date, Category, Message), newest first, as the actor may read it. */
    async downloadEvents(scope: WorkspaceScope, id: string): Promise<{ filename: string; content: string }> {
      const row = await find(scope, id);
      const events = await repo.eventsOf(db, row.id, isSuperAdmin(scope.actor));
      const lines = [['Date', 'Category', 'Message'], ...events.map((e) => [e.timestamp.toISOString(), e.category, e.message])];
      return { filename: M.eventsDownloadFile.replace('{id}', row.id), content: csvRows(lines) };
    },
  };
}
export type MessagingCampaignsService = ReturnType<typeof messagingCampaignsService>;
