import {
  campaignFeatures, elasticConfig, validationDataMapping,
  type Campaign, type CampaignFeatures, type ElasticConfig, type MessagingConfig, type ValidationDataMapping,
} from '@trueline/contract';
import type { CampaignRow } from './campaigns.repo';

/** A campaign with the name of its CNAM identity (read live from the business record's CNAM). */
export type CampaignGraph = CampaignRow & { businessIdentityName: string | null };

/** The settings a new campaign starts with (every switch off, the CoreFlux defaults). */
export const defaultFeatures = (): CampaignFeatures => campaignFeatures.parse({});
export const defaultValidationDataMapping = (): ValidationDataMapping => validationDataMapping.parse({});
export const defaultElasticConfig = (): ElasticConfig => elasticConfig.parse({});
export const noMessagingConfig = (): MessagingConfig => ({ businessRecordId: null, smsCampaignId: null });

// Parsed once: the list maps thousands of rows.
const FEATURE_DEFAULTS = defaultFeatures();
const MAPPING_DEFAULTS = defaultValidationDataMapping();
const ELASTIC_DEFAULTS = defaultElasticConfig();
const NO_MESSAGING = noMessagingConfig();

/** How long a new campaign waits for its first Sentry run: a day, so its pool is provisioned and in use first. */
export const FIRST_SENTRY_DELAY_MS = 24 * 60 * 60_000;

/** The API's campaign: the row, its CNAM identity's name and the number of pool numbers in service. */
export function toCampaign(r: CampaignGraph, activePoolCount = 0): Campaign {
  return {
    id: r.id, orgId: r.orgId, workspaceId: r.workspaceId, name: r.name, status: r.status, provisioningType: r.provisioningType,
    forwardingNumber: r.forwardingNumber, forwardViaSipTrunk: r.forwardViaSipTrunk, defaultMappingTemplate: r.defaultMappingTemplate,
    businessIdentityId: r.businessIdentityId, businessIdentityName: r.businessIdentityName ?? null,
    dialerCampaignId: r.dialerCampaignId, dialerCampaignName: r.dialerCampaignName, isManaged: r.isManaged, folderId: r.folderId,
    created: r.created.toISOString(), updated: r.updated.toISOString(), nextSentry: r.nextSentry?.toISOString() ?? null,
    sentryAge: r.sentryAge, enableFullSentryReplacement: r.enableFullSentryReplacement, forceFullCoverageSentry: r.forceFullCoverageSentry,
    enableElasticScaling: r.enableElasticScaling, fullCoverageNumberCount: r.fullCoverageNumberCount, provisioningProfileId: r.provisioningProfileId,
    reimportInterval: r.reimportInterval, coverageAreaCodes: r.coverageAreaCodes, coverageStates: r.coverageStates,
    // Stored JSON is read over the defaults, so a setting added later has its default on older rows.
    messagingConfig: { ...NO_MESSAGING, ...r.messagingConfig },
    validationDataMapping: { ...MAPPING_DEFAULTS, ...r.validationDataMapping },
    features: { ...FEATURE_DEFAULTS, ...r.features },
    elasticConfig: { ...ELASTIC_DEFAULTS, ...r.elasticConfig },
    activePoolCount,
  };
}
