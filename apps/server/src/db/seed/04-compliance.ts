import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { ftcSans } from '../../features/ftc-sans/ftc-sans.tables';
import { brandedCallingProfiles } from '../../features/branded-calling-profiles/branded-calling-profiles.tables';
import { rndConnections } from '../../features/rnd-connections/rnd-connections.tables';
import { activeProspectConnections } from '../../features/active-prospect/active-prospect.tables';
import { veriskConnections } from '../../features/verisk/verisk.tables';

/** Fixed ids, so other demo data (business records, campaigns) can refer to them. */
export const DEMO_COMPLIANCE = {
  ftcSanFull: '00000000-0000-4000-8000-00000000d001',
  ftcSanRegional: '00000000-0000-4000-8000-00000000d002',
  brandedProfile: '00000000-0000-4000-8000-00000000d101',
  rndConnection: '00000000-0000-4000-8000-00000000d201',
  activeProspect: '00000000-0000-4000-8000-00000000d301',
  verisk: '00000000-0000-4000-8000-00000000d401',
};

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** National DNC SANs, a branded calling profile and lead-verification connections for Demo Co's Sales Floor. */
export async function seedCompliance(app: App, ctx: SeedContext): Promise<void> {
  const { db, cipher } = app.deps;
  const scope = { orgId: ctx.demoOrgId, workspaceId: DEMO_WORKSPACES.sales };
  await db.insert(ftcSans).values([
    { id: DEMO_COMPLIANCE.ftcSanFull, ...scope, ftcOrgName: 'Demo Co', ftcOrgId: '1048213', ftcSan: 'A7K2M9Q4TX', expires: daysFromNow(240), fullCoverage: true, areaCodes: [] },
    {
      id: DEMO_COMPLIANCE.ftcSanRegional, ...scope, ftcOrgName: 'Lone Star Lending', ftcOrgId: '2210457', ftcSan: 'B3R8W1N6ZP', expires: daysFromNow(45),
      fullCoverage: false, areaCodes: ['210', '214', '281', '512', '713', '737', '832', '972'],
    },
  ]);
  await db.insert(brandedCallingProfiles).values({
    id: DEMO_COMPLIANCE.brandedProfile, ...scope, label: 'Demo Co Sales', callerNameShort: 'DEMO CO SALES', callerNameLong: 'Demo Co Sales and Service',
    legalName: 'Demo Co LLC', enterpriseId: 'ENT-40821', callPurpose: 'Sales', businessCategory: 'Retail', tmoBusinessCategory: 'Retail',
  });
  // The sandbox RND reads a token starting with "expired" as an expired access token with a working refresh token.
  await db.insert(rndConnections).values({
    id: DEMO_COMPLIANCE.rndConnection, ...scope, companyNumber: 'RND-30719', companyName: 'Demo Co', apiToken: cipher.encrypt('expired-demo-rnd-token'),
    tokenValid: false, refreshTokenValid: true, checkedAt: new Date(),
  });
  await db.insert(activeProspectConnections).values({
    id: DEMO_COMPLIANCE.activeProspect, ...scope, companyName: 'Demo Co', apiKey: cipher.encrypt('demo-trustedform-api-key'),
  });
  await db.insert(veriskConnections).values({
    id: DEMO_COMPLIANCE.verisk, ...scope, companyName: 'Demo Co', apiKey: cipher.encrypt('demo-leadid-api-key'),
  });
}
