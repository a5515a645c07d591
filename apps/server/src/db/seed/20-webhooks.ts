import type { App } from '../../app';
import type { Actor } from '../../platform/auth-context';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_CAMPAIGNS } from './07-campaigns';
import * as repo from '../../features/webhooks/webhooks.repo';
import { newId } from '../../platform/crypto';

const HOUR_MS = 3_600_000;

/**
 * Sales Floor's webhooks: list results sent to the demo CRM (with a few days of deliveries in its log), screened calls
 * for workflows' Webhook nodes, and a Sentry feed that is switched off. Their hosts are fictional, so a new delivery reads as "could not be found".
 */
export async function seedWebhooks(app: App, ctx: SeedContext): Promise<void> {
  const { service } = app.services.webhooks;
  const owner: Actor = { kind: 'user', userId: ctx.userIds.owner, orgId: ctx.demoOrgId, userType: 'Owner', email: 'owner@demo.test' };
  const ws = DEMO_WORKSPACES.sales;
  const scope = await app.services.workspaces.scope(owner, ctx.demoOrgId, ws);
  const crm = await service.create(scope, {
    name: 'CRM list results', url: 'https://hooks.crm.demo.example/trueline/lists', eventType: 'CampaignList', status: 'ACTIVE',
    webhookAuth: { authType: 'Bearer', value: 'demo-crm-token-7f3a' }, campaignFilter: [DEMO_CAMPAIGNS.q4HomeServices, DEMO_CAMPAIGNS.northeastRenewals],
  });
  // Screened calls a workflow's Webhook node sends on (the demo's inbound workflow can name it).
  await service.create(scope, {
    name: 'Screened calls to the CRM', url: 'https://hooks.crm.demo.example/trueline/calls', eventType: 'AegisEvent', status: 'ACTIVE',
    webhookAuth: { authType: 'Bearer', value: 'demo-crm-token-7f3a' }, campaignFilter: [],
  });
  // Calls back to the Q4 campaign's numbers, for the CRM's call log.
  await service.create(scope, {
    name: 'Callbacks to the CRM', url: 'https://hooks.crm.demo.example/trueline/callbacks', eventType: 'InboundCall', status: 'ACTIVE',
    webhookAuth: { authType: 'Bearer', value: 'demo-crm-token-7f3a' }, campaignFilter: [DEMO_CAMPAIGNS.q4HomeServices],
  });
  await service.create(scope, {
    name: 'Sentry replacements to ops', url: 'https://ops.demo.example/hooks/sentry', eventType: 'Sentry', status: 'DISABLED',
    webhookAuth: { authType: 'CustomHeader', headerName: 'X-Api-Key', value: 'demo-ops-key-19c2' }, campaignFilter: [],
  });

  // The CRM's log: lists processed over the last days, one answered 503 once and went through on its retry.
  const now = app.deps.now().getTime();
  const history = [
    { hoursAgo: 74, list: 'q4-home-services-week1.csv', attempts: 1, status: 200, response: '200 OK' },
    { hoursAgo: 50, list: 'renewals-northeast-march.csv', attempts: 2, status: 200, response: '200 OK' },
    { hoursAgo: 26, list: 'q4-home-services-week2.csv', attempts: 1, status: 202, response: '202 Accepted' },
  ];
  await repo.insertDeliveries(app.deps.db, history.map((h) => {
    const at = new Date(now - h.hoursAgo * HOUR_MS);
    return {
      id: newId(), orgId: ctx.demoOrgId, workspaceId: ws, webhookId: crm.id, eventType: 'CampaignList' as const, campaignId: DEMO_CAMPAIGNS.q4HomeServices,
      payload: { name: h.list, campaignId: DEMO_CAMPAIGNS.q4HomeServices, status: 'PROCESSED' }, status: 'DELIVERED' as const, attempts: h.attempts,
      lastAttemptAt: new Date(at.getTime() + (h.attempts - 1) * 30_000), responseStatus: h.status, response: h.response, durationMs: 180, created: at,
    };
  }));
  await repo.recordInvocation(app.deps.db, crm.id, '202 Accepted', new Date(now - 26 * HOUR_MS));
}
