import { z } from 'zod';
import {
  elasticConfig, isActiveCampaignStatus, isMessagingType, MESSAGES, normalizePhone, REIMPORT_INTERVAL, SENTRY_AGE,
  type Campaign, type UpdateCampaignBody, type UserType, type Workspace,
} from '@trueline/contract';
import { clampReimport } from './create-campaign-form';

/** What each role may do on the campaign detail (spec 2 §6): SuperAdmin alone changes the pool-shaping settings. */
export interface CampaignPermissions {
  superAdmin: boolean;
  /** An inactive campaign is shown, never changed. */
  editable: boolean;
  updateCnam: boolean;
  editSentry: boolean;
  editFullCoverage: boolean;
  editCoreFlux: boolean;
  editBrandedCalling: boolean;
}

export function campaignPermissions(userType: UserType, c: Pick<Campaign, 'status'>): CampaignPermissions {
  const superAdmin = userType === 'SuperAdmin';
  const editable = isActiveCampaignStatus(c.status);
  const su = superAdmin && editable;
  return { superAdmin, editable, updateCnam: su, editSentry: su, editFullCoverage: su, editCoreFlux: su, editBrandedCalling: su };
}

type Ws = Pick<Workspace, 'dialerProviderType' | 'allowFullCoverageCampaigns'>;

/** Which Overview fields a campaign has (spec 2 §2 Overview). */
export function overviewFieldsOf(c: Campaign, ws: Ws) {
  const messaging = isMessagingType(c.provisioningType);
  const byop = c.provisioningType === 'BringYourOwnPool';
  return {
    forwardingRequired: !byop,
    fullCoverageCount: c.provisioningType === 'FullCoverage',
    reimportInterval: c.isManaged,
    // Only for PREM workspaces that allow full coverage, on dialer campaigns that do not bring their own pool.
    forceFullCoverage: ws.dialerProviderType === 'PREM' && ws.allowFullCoverageCampaigns && !byop && !messaging,
    // CoreFlux orders numbers per city for dialer campaigns; a pool the customer brings is not scaled.
    elastic: !messaging && !byop,
  };
}

const wholeIn = (min: number, max?: number) => {
  const n = z.coerce.number({ error: MESSAGES.mustBeNumber }).int(MESSAGES.mustBeWholeNumber).min(min, MESSAGES.mustBeAtLeast.replace('{n}', String(min)));
  return max === undefined ? n : n.max(max, MESSAGES.mustBeAtMost.replace('{n}', String(max)));
};

/**
 * The Overview's rules: the name, the forwarding number (US or Canada; required unless BYOP), sentry age 7-90, numbers per
 * location up to the workspace's maximum, elastic settings.
 */
export function overviewSchema(c: Campaign, maxNumbersPerLocation = Number.MAX_SAFE_INTEGER) {
  const byop = c.provisioningType === 'BringYourOwnPool';
  return z.object({
    name: z.string().trim().min(1, MESSAGES.campaignNameRequired),
    forwardingNumber: z.string().trim().superRefine((v, ctx) => {
      if (!v) {
        if (!byop) ctx.addIssue({ code: 'custom', message: MESSAGES.forwardingNumberRequired });
      } else if (!normalizePhone(v, ['US', 'CA'])) ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
    }),
    callbackRouting: z.enum(['PSTN', 'SIP']),
    sentryAge: wholeIn(SENTRY_AGE.min, SENTRY_AGE.max),
    enableFullSentryReplacement: z.boolean(),
    forceFullCoverageSentry: z.boolean(),
    fullCoverageNumberCount: wholeIn(1, maxNumbersPerLocation),
    reimportInterval: z.string().transform((v) => clampReimport(v)),
    enableElasticScaling: z.boolean(),
    elasticConfig,
  });
}

export type OverviewInput = z.input<ReturnType<typeof overviewSchema>>;
export type OverviewOutput = z.output<ReturnType<typeof overviewSchema>>;
type ElasticInput = { [K in keyof OverviewOutput['elasticConfig']]: K extends 'ignoreZeroDays' ? boolean : string };
/** The form's own values: numbers as typed. */
export type OverviewValues = Omit<OverviewInput, 'sentryAge' | 'fullCoverageNumberCount' | 'elasticConfig'> & {
  sentryAge: string;
  fullCoverageNumberCount: string;
  elasticConfig: ElasticInput;
};

export const elasticValuesOf = (c: Campaign): ElasticInput => ({
  threshold: String(c.elasticConfig.threshold),
  minPerCity: String(c.elasticConfig.minPerCity),
  maxPerCity: String(c.elasticConfig.maxPerCity),
  scaleUpWindow: String(c.elasticConfig.scaleUpWindow),
  scaleDownWindow: String(c.elasticConfig.scaleDownWindow),
  weekendWeight: String(c.elasticConfig.weekendWeight),
  ignoreZeroDays: c.elasticConfig.ignoreZeroDays,
});

export const overviewValuesOf = (c: Campaign): OverviewValues => ({
  name: c.name,
  forwardingNumber: c.forwardingNumber ?? '',
  callbackRouting: c.forwardViaSipTrunk ? 'SIP' : 'PSTN',
  // 60 is shown when no age was ever set (spec 2 §5).
  sentryAge: String(c.sentryAge || SENTRY_AGE.default),
  enableFullSentryReplacement: c.enableFullSentryReplacement,
  forceFullCoverageSentry: c.forceFullCoverageSentry,
  fullCoverageNumberCount: String(c.fullCoverageNumberCount),
  reimportInterval: String(c.reimportInterval ?? REIMPORT_INTERVAL.default),
  enableElasticScaling: c.enableElasticScaling,
  elasticConfig: elasticValuesOf(c),
});

/** The save: what everyone may change, plus the SuperAdmin settings for a SuperAdmin. */
export function toOverviewBody(v: OverviewOutput, c: Campaign, ws: Ws, can: CampaignPermissions): UpdateCampaignBody {
  const fields = overviewFieldsOf(c, ws);
  const body: UpdateCampaignBody = {
    name: v.name,
    forwardingNumber: v.forwardingNumber ? normalizePhone(v.forwardingNumber, ['US', 'CA']) : null,
    forwardViaSipTrunk: v.callbackRouting === 'SIP',
  };
  if (fields.reimportInterval) body.reimportInterval = v.reimportInterval;
  if (can.editSentry) {
    body.sentryAge = v.sentryAge;
    body.enableFullSentryReplacement = v.enableFullSentryReplacement;
    if (fields.forceFullCoverage) body.forceFullCoverageSentry = v.forceFullCoverageSentry;
  }
  if (can.editFullCoverage && fields.fullCoverageCount) body.fullCoverageNumberCount = v.fullCoverageNumberCount;
  if (can.editCoreFlux && fields.elastic) {
    body.enableElasticScaling = v.enableElasticScaling;
    body.elasticConfig = v.elasticConfig;
  }
  return body;
}
