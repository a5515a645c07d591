import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { workspaces } from '../../features/workspaces/workspaces.tables';
import { defaultAegisFeatures } from '../../features/workspaces/workspaces.service';
import { folders } from '../../features/folders/folders.tables';

export const DEMO_WORKSPACES = {
  sales: '00000000-0000-4000-8000-00000000c001',
  collections: '00000000-0000-4000-8000-00000000c002',
  trial: '00000000-0000-4000-8000-00000000c003',
  legacy: '00000000-0000-4000-8000-00000000c004',
  other: '00000000-0000-4000-8000-00000000c101',
};

export async function seedWorkspaces(app: App, ctx: SeedContext): Promise<void> {
  const { db, cipher } = app.deps;
  const allOn = Object.fromEntries(Object.keys(defaultAegisFeatures()).map((k) => [k, k === 'aegisBillingMode' ? 'AEGIS_ONE' : true]));
  await db.insert(workspaces).values([
    {
      id: DEMO_WORKSPACES.sales, orgId: ctx.demoOrgId, name: 'Sales Floor', dialerProviderType: 'FIVE9',
      dialerSettings: { connected: true, username: 'demo.sales@five9.sandbox', countryCode: 'US', callerIdFieldName: 'Caller ID', uniqueIdFieldName: 'Unique ID', leadKeyFields: ['number1'] },
      dialerSecrets: cipher.encrypt(JSON.stringify({ password: 'sandbox-password' })),
      allowFullCoverageCampaigns: true, allowBringYourOwnPool: true, maxNumbersPerFullCoverageCampaign: 5,
      aegisFeatures: { ...defaultAegisFeatures(), ...allOn },
    },
    {
      id: DEMO_WORKSPACES.collections, orgId: ctx.demoOrgId, name: 'Collections', dialerProviderType: 'RING',
      dialerSettings: { connected: true, subAccountId: 48213, uniqueIdFieldName: 'externId' },
      dialerSecrets: cipher.encrypt(JSON.stringify({ permanentToken: 'sandbox-token' })),
      coverageStates: [{ stateName: 'Texas', country: 'US' }, { stateName: 'Florida', country: 'US' }, { stateName: 'Ontario', country: 'CA' }],
      aegisFeatures: defaultAegisFeatures(),
    },
    { id: DEMO_WORKSPACES.trial, orgId: ctx.demoOrgId, name: 'Trial Workspace', aegisFeatures: defaultAegisFeatures() },
    {
      id: DEMO_WORKSPACES.legacy, orgId: ctx.demoOrgId, name: 'Legacy Import', status: 'ERROR', dialerProviderType: 'PREM',
      dialerSettings: { connected: true }, aegisFeatures: defaultAegisFeatures(),
    },
    {
      id: DEMO_WORKSPACES.other, orgId: ctx.otherOrgId, name: 'Other Workspace', dialerProviderType: 'PREM',
      dialerSettings: { connected: true }, aegisFeatures: defaultAegisFeatures(),
    },
  ]);
  await db.insert(folders).values([
    { id: '00000000-0000-4000-8000-00000000f001', orgId: ctx.demoOrgId, workspaceId: DEMO_WORKSPACES.sales, scope: 'Campaign', name: 'Q4 Outreach' },
    { id: '00000000-0000-4000-8000-00000000f002', orgId: ctx.demoOrgId, workspaceId: DEMO_WORKSPACES.sales, scope: 'Campaign', name: 'Retention' },
  ]);
  const owner = { kind: 'user', userId: ctx.userIds.owner, orgId: ctx.demoOrgId, userType: 'Owner', email: 'owner@demo.test' } as const;
  const key = await app.services.apiKeys.create(await app.services.workspaces.scope(owner, ctx.demoOrgId, DEMO_WORKSPACES.sales), 'Five9 connector');
  app.deps.log.info({ prefix: key.encryptedKey }, 'demo API key created for Sales Floor');
}
