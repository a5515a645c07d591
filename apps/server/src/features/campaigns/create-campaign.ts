import type { z } from 'zod';
import { MESSAGES, SENTRY_AGE, isMessagingType, type createCampaignBody } from '@trueline/contract';
import type { CampaignUseCase } from './campaigns.peers';
import type { CampaignInsert } from './campaigns.repo';
import { FIRST_SENTRY_DELAY_MS, defaultElasticConfig, defaultFeatures, defaultValidationDataMapping, noMessagingConfig } from './campaign-entity';
import { FieldErrors, checkCoverageStates, checkFullCoverage, checkMessaging, checkProfile, clampReimport, dialerCampaignName } from './campaign-rules';

type Body = z.output<typeof createCampaignBody>;

/**
 * Checks a new campaign and answers its row. The four rules of spec 1 §5 come first and in its order (name, CNAM
 * identity, dialer mapping, messaging brand and campaign), then the workspace's provisioning permissions; every
 * failing rule is reported, the message being the first one's. Only values the type uses are kept.
 */
export async function createCampaign(uc: CampaignUseCase, body: Body, id: string): Promise<CampaignInsert> {
  const { workspace: w } = uc;
  const errors = new FieldErrors();
  const type = body.provisioningType;
  const messaging = isMessagingType(type);

  if (!body.name) errors.add('name', MESSAGES.campaignNameRequired);

  if (!body.businessIdentityId) errors.add('businessIdentityId', MESSAGES.cnamIdentityRequired);
  else if (!(await uc.peers.identities.isActive(w.id, body.businessIdentityId))) errors.add('businessIdentityId', MESSAGES.identityNotActive);

  // CONNECT campaigns are dialled without a dialer campaign (one may still be named); messaging ones never have one.
  let dialerCampaignId: string | null = null;
  let dialerName: string | null = null;
  if (!messaging) {
    if (body.dialerCampaignId) {
      dialerName = await dialerCampaignName(uc, body.dialerCampaignId, errors);
      dialerCampaignId = body.dialerCampaignId;
    } else if (w.dialerProviderType !== 'CONNECT') {
      errors.add('dialerCampaignId', MESSAGES.dialerMappingRequired);
    }
  }

  if (messaging) await checkMessaging(uc, type, body.messagingConfig, errors);

  if (type === 'BringYourOwnPool' && !w.allowBringYourOwnPool) errors.add('provisioningType', MESSAGES.byopNotAllowed);
  if (type === 'FullCoverage') checkFullCoverage(uc, body.fullCoverageNumberCount, errors);
  if (type === 'ProvisioningProfile') await checkProfile(uc, body.provisioningProfileId, errors);
  const coverageStates = type === 'FullCoverage' ? checkCoverageStates(uc, body.coverageStates, errors) : [];
  errors.throwIfAny();
  if (body.folderId) await uc.peers.folders.assertFolder(w.id, body.folderId, 'Campaign');

  const now = uc.deps.now();
  return {
    id, orgId: w.orgId, workspaceId: w.id, name: body.name, status: 'ACTIVE', provisioningType: type,
    businessIdentityId: body.businessIdentityId!, dialerCampaignId, dialerCampaignName: dialerName,
    // Managed campaigns import their leads from a RING dialer; anywhere else the flag is forced off (spec 1 §5).
    isManaged: body.isManaged && w.dialerProviderType === 'RING' && !messaging,
    folderId: body.folderId || null,
    fullCoverageNumberCount: type === 'FullCoverage' ? body.fullCoverageNumberCount : 1,
    provisioningProfileId: type === 'ProvisioningProfile' ? body.provisioningProfileId! : null,
    reimportInterval: clampReimport(body.reimportInterval),
    coverageStates,
    messagingConfig: messaging ? { ...noMessagingConfig(), ...body.messagingConfig } : noMessagingConfig(),
    validationDataMapping: defaultValidationDataMapping(), features: defaultFeatures(), elasticConfig: defaultElasticConfig(),
    sentryAge: SENTRY_AGE.default,
    nextSentry: new Date(now.getTime() + FIRST_SENTRY_DELAY_MS),
    created: now, updated: now,
  };
}
