import { expect } from 'vitest';
import type { Campaign } from '@trueline/contract';
import type { TestApp } from '../../testing/test-app';
import { DEMO, call, type Session } from '../../testing/session';
import { DEMO_DIALER_CAMPAIGNS } from '../../db/seed/07-campaigns';

export const campaignsUrl = (ws: string = DEMO.ws.sales, rest = '', orgId: string = DEMO.orgId) =>
  `/api/orgs/${orgId}/workspaces/${ws}/campaigns${rest}`;

/** The id of an ACTIVE record's CNAM of the workspace, by name. */
export async function cnamId(t: TestApp, ws: string, name: string): Promise<string> {
  const found = (await t.services.businessRecords.activeCnams(ws)).find((c) => c.name === name);
  if (!found) throw new Error(`no CNAM ${name} in ${ws}`);
  return found.id;
}

/** A valid FullCoverage dialer campaign body of Sales Floor (FIVE9). */
export async function salesBody(t: TestApp, extra: object = {}) {
  return { name: `Campaign ${Math.random().toString(36).slice(2, 8)}`, businessIdentityId: await cnamId(t, DEMO.ws.sales, 'ACME HOME'),
    dialerCampaignId: DEMO_DIALER_CAMPAIGNS.sales.winBackEast, ...extra };
}

export async function createCampaign(t: TestApp, s: Session, body: object, ws: string = DEMO.ws.sales): Promise<Campaign> {
  const res = await call(t, 'POST', campaignsUrl(ws), s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Posts the campaign's settings with `patch` over what it has (the console sends the whole campaign). */
export const saveCampaign = (t: TestApp, s: Session | undefined, c: Campaign, patch: object, ws: string = c.workspaceId) =>
  call(t, 'POST', campaignsUrl(ws, `/${c.id}`), s, { ...editable(c), ...patch });

export function editable(c: Campaign) {
  return {
    name: c.name, forwardingNumber: c.forwardingNumber, forwardViaSipTrunk: c.forwardViaSipTrunk, defaultMappingTemplate: c.defaultMappingTemplate,
    dialerCampaignId: c.dialerCampaignId, provisioningType: c.provisioningType, provisioningProfileId: c.provisioningProfileId,
    sentryAge: c.sentryAge, enableFullSentryReplacement: c.enableFullSentryReplacement, forceFullCoverageSentry: c.forceFullCoverageSentry,
    enableElasticScaling: c.enableElasticScaling, fullCoverageNumberCount: c.fullCoverageNumberCount, reimportInterval: c.reimportInterval,
    coverageStates: c.coverageStates, messagingConfig: c.messagingConfig, validationDataMapping: c.validationDataMapping,
    features: c.features, elasticConfig: c.elasticConfig,
  };
}

export const errorsOf = (res: { json(): unknown }) => (res.json() as { errors?: { path: string; message: string }[] }).errors;
