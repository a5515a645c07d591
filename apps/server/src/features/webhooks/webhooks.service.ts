import type { z } from 'zod';
import {
  MESSAGES, WEBHOOK_DELIVERY_LOG_SIZE, WEBHOOK_FILTER_SCOPE, isHttpsWebhookUrl, webhookAuthProblems,
  type Webhook, type WebhookDelivery, type WebhookEventType, type WebhookOption, type webhookBody,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { assertOrgAccess, requireUser, type Actor } from '../../platform/auth-context';
import { AppError, badRequest, notFound, orNotFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import { newSigningSecret, type WebhookDeliveries } from './webhook-delivery';
import { toDelivery, toWebhook } from './webhook-view';
import * as repo from './webhooks.repo';

type Body = z.output<typeof webhookBody>;
type AuthColumns = Pick<repo.WebhookRow, 'authType' | 'username' | 'headerName' | 'passwordSealed' | 'valueSealed'>;

/** The campaigns a filter may name in the scope's workspace, as its actor sees them (Core campaigns; messaging ones once Engage registers). */
export type CampaignSource = (scope: WorkspaceScope) => Promise<string[]>;

/** What a test delivery carries, so a receiver can tell it apart and see its settings work. */
const testPayload = (h: repo.WebhookRow) => ({ message: 'A test delivery from Trueline.', webhookId: h.id, webhookName: h.name });

/**
 * Webhooks of a workspace (spec 3 §2.11): every team member of the organisation manages them (spec 3 §6 names no
 * narrower rule); an API key gets 403, another organisation's 404.
 */
export function webhooksService(deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'now'>, x: { deliveries: WebhookDeliveries }) {
  const { db, cipher } = deps;
  const allowPrivate = deps.config.ALLOW_PRIVATE_WEBHOOKS;
  const campaignSources = new Map<'core' | 'messaging', CampaignSource>();

  /** Every team member of the scope's workspace; an API key gets 403. */
  function access({ actor, workspace }: WorkspaceScope): WorkspaceRow {
    requireUser(actor);
    return workspace;
  }

  const find = async (scope: WorkspaceScope, id: string) => {
    const w = access(scope);
    return { w, hook: orNotFound(await repo.findWebhook(db, w.id, id)) };
  };

  /** Without ALLOW_PRIVATE_WEBHOOKS, only an https address with a domain and TLD is accepted. */
  function checkUrl(url: string) {
    if (!allowPrivate && !isHttpsWebhookUrl(url)) throw badRequest(MESSAGES.webhookHttpsUrl, 'url');
  }

  /** The auth columns for a save: new secrets sealed, blank ones kept from `current`, those the type does not use cleared. */
  function authColumns(auth: Body['webhookAuth'], current: AuthColumns | null): AuthColumns {
    const keptPassword = current?.authType === 'Basic' ? current.passwordSealed : null;
    const keptValue = current?.authType === 'Bearer' || current?.authType === 'CustomHeader' ? current.valueSealed : null;
    const problems = webhookAuthProblems(auth, { passwordSet: Boolean(keptPassword), valueSet: Boolean(keptValue) });
    if (problems.length > 0) {
      throw new AppError('VALIDATION', problems[0]!.message, problems.map((p) => ({ path: `webhookAuth.${p.path}`, message: p.message })));
    }
    const seal = (v: string | null | undefined, kept: string | null) => (v && v.trim() ? cipher.encrypt(v) : kept);
    switch (auth.authType) {
      case 'None': return { authType: 'None', username: null, headerName: null, passwordSealed: null, valueSealed: null };
      case 'Basic': return { authType: 'Basic', username: auth.username!.trim(), headerName: null, passwordSealed: seal(auth.password, keptPassword), valueSealed: null };
      case 'Bearer': return { authType: 'Bearer', username: null, headerName: null, passwordSealed: null, valueSealed: seal(auth.value, keptValue) };
      case 'CustomHeader': return { authType: 'CustomHeader', username: null, headerName: auth.headerName!.trim(), passwordSealed: null, valueSealed: seal(auth.value, keptValue) };
    }
  }

  /** The filter as saved: only campaigns the type filters by and the workspace has (spec 3 §5), each once. */
  async function keptFilter(scope: WorkspaceScope, eventType: WebhookEventType, ids: string[]): Promise<string[]> {
    const filterScope = WEBHOOK_FILTER_SCOPE[eventType];
    if (!filterScope || ids.length === 0) return [];
    const source = campaignSources.get(filterScope);
    const known = new Set(source ? await source(scope) : []);
    return [...new Set(ids)].filter((id) => known.has(id));
  }

  async function values(scope: WorkspaceScope, body: Body, current: AuthColumns | null) {
    checkUrl(body.url);
    return {
      name: body.name, url: body.url.trim(), eventType: body.eventType, status: body.status,
      ...authColumns(body.webhookAuth, current), campaignFilter: await keptFilter(scope, body.eventType, body.campaignFilter),
    };
  }

  return {
    async list(scope: WorkspaceScope): Promise<Webhook[]> {
      const w = access(scope);
      return (await repo.listWebhooks(db, w.id)).map(toWebhook);
    },

    async get(scope: WorkspaceScope, id: string): Promise<Webhook> {
      return toWebhook((await find(scope, id)).hook);
    },

    async create(scope: WorkspaceScope, body: Body): Promise<Webhook> {
      const w = access(scope);
      const now = deps.now();
      const row = await repo.insertWebhook(db, {
        id: newId(), orgId: w.orgId, workspaceId: w.id, ...(await values(scope, body, null)),
        signingSecretSealed: cipher.encrypt(newSigningSecret()), created: now, updated: now,
      });
      return toWebhook(row);
    },

    async update(scope: WorkspaceScope, id: string, body: Body): Promise<Webhook> {
      const { w, hook } = await find(scope, id);
      const row = await repo.updateWebhook(db, w.id, id, { ...(await values(scope, body, hook)), updated: deps.now() });
      return toWebhook(orNotFound(row));
    },

    async remove(scope: WorkspaceScope, id: string): Promise<void> {
      const w = access(scope);
      if (!(await repo.deleteWebhook(db, w.id, id))) throw notFound();
    },

    async deliveries(scope: WorkspaceScope, id: string): Promise<WebhookDelivery[]> {
      const { hook } = await find(scope, id);
      return (await repo.recentDeliveries(db, hook.id, WEBHOOK_DELIVERY_LOG_SIZE)).map(toDelivery);
    },

    /** The signing secret, for the owner of the receiver to verify signatures with. */
    async secret(scope: WorkspaceScope, id: string): Promise<{ signingSecret: string }> {
      const { hook } = await find(scope, id);
      return { signingSecret: cipher.decrypt(hook.signingSecretSealed) };
    },

    async rotateSecret(scope: WorkspaceScope, id: string): Promise<{ signingSecret: string }> {
      const { w } = await find(scope, id);
      const signingSecret = newSigningSecret();
      await repo.updateWebhook(db, w.id, id, { signingSecretSealed: cipher.encrypt(signingSecret), updated: deps.now() });
      return { signingSecret };
    },

    /** Queues a test delivery of the webhook's type, even while it is DISABLED (someone asked for it). */
    async test(scope: WorkspaceScope, id: string): Promise<WebhookDelivery> {
      const { w, hook } = await find(scope, id);
      const [row] = await x.deliveries.enqueue([hook], { eventType: hook.eventType, orgId: w.orgId, workspaceId: w.id, payload: testPayload(hook) }, { test: true });
      return toDelivery(row!);
    },

    policy(actor: Actor, orgId: string): { allowPrivateAddresses: boolean } {
      assertOrgAccess(actor, orgId);
      return { allowPrivateAddresses: allowPrivate };
    },

    /** The workspace's webhooks for a picker (the workflow Webhook node offers AegisEvent ones). */
    async options(workspaceId: string, eventType?: WebhookEventType): Promise<WebhookOption[]> {
      return (await repo.listWebhooks(db, workspaceId)).filter((h) => !eventType || h.eventType === eventType)
        .map((h) => ({ id: h.id, name: h.name, eventType: h.eventType }));
    },

    /** A feature that owns campaigns tells which ones a filter may name (Core here; Engage registers 'messaging'). */
    registerCampaignSource(scope: 'core' | 'messaging', source: CampaignSource) {
      campaignSources.set(scope, source);
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
