import { provisioningProfileBody, type ProvisioningProfileBody } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';

/** Fixed ids, so the demo campaigns provisioned by profile can name them. */
export const DEMO_PROVISIONING_PROFILES = {
  northeast: '00000000-0000-4000-8000-0000000d0001',
  sunBelt: '00000000-0000-4000-8000-0000000d0002',
  metroAreaCodes: '00000000-0000-4000-8000-0000000d0003',
  canada: '00000000-0000-4000-8000-0000000d0004',
};

const profiles: [string, ProvisioningProfileBody][] = [
  [DEMO_PROVISIONING_PROFILES.northeast, { name: 'Northeast states', type: 'STATE', values: 'NY NJ CT MA PA' }],
  [DEMO_PROVISIONING_PROFILES.sunBelt, { name: 'Sun Belt', type: 'STATE', values: 'FL GA TX AZ NV' }],
  [DEMO_PROVISIONING_PROFILES.metroAreaCodes, { name: 'Metro area codes', type: 'AREA_CODE', values: '212 646 718 305 786 312 415 512 713' }],
  [DEMO_PROVISIONING_PROFILES.canada, { name: 'Canada provinces', type: 'STATE', values: 'ON QC BC AB' }],
];

/** Provisioning profiles of Sales Floor: states, area codes and Canadian provinces. */
export async function seedProvisioningProfiles(app: App, ctx: SeedContext): Promise<void> {
  const actor = { kind: 'user', userId: ctx.userIds.owner, orgId: ctx.demoOrgId, userType: 'Owner', email: 'owner@demo.test' } as const;
  const scope = await app.services.workspaces.scope(actor, ctx.demoOrgId, DEMO_WORKSPACES.sales);
  for (const [id, body] of profiles) {
    await app.services.provisioningProfiles.create(scope, provisioningProfileBody.parse(body), id);
  }
}
