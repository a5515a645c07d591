import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import {
  MESSAGES, VALIDATION_FIELDS, isMessagingType, normalizePhone,
  type Campaign, type CampaignFeatures, type ValidationDataMapping, type updateCampaignBody,
} from '@trueline/contract';
import { isSuperAdmin } from '../../platform/auth-context';
import { AppError, forbidden } from '../../platform/errors';
import { assertFeatureActive } from '../feature-requests/feature-gate';
import type { CampaignUseCase } from './campaigns.peers';
import type { CampaignInsert } from './campaigns.repo';
import { noMessagingConfig } from './campaign-entity';
import { FieldErrors, checkCoverageStates, checkFullCoverage, checkMessaging, checkProfile, clampReimport, dialerCampaignName } from './campaign-rules';

type Body = z.output<typeof updateCampaignBody>;

/** Settings only a SuperAdmin changes (spec 2 §6); the others may send them back unchanged. */
const SUPER_ADMIN_FIELDS = ['sentryAge', 'fullCoverageNumberCount', 'forceFullCoverageSentry', 'enableFullSentryReplacement', 'enableElasticScaling', 'elasticConfig'] as const;

/** The dialer columns the DataBoost mapping fills, in field order, each once. */
const mappedColumns = (m: ValidationDataMapping) => [...new Set(VALIDATION_FIELDS.map((f) => m[f]).filter((c): c is string => Boolean(c)))];

/**
 * Plans the save of the Overview, DataBoost, Watchtower and Messaging tabs: absent parts keep their value. The role
 * comes first (403), then the Aegis feature flags (403), then the field rules (400, every failing one listed).
 */
export async function planUpdate(uc: CampaignUseCase, before: Campaign, body: Body): Promise<Partial<CampaignInsert>> {
  const { workspace: w } = uc;
  const type = body.provisioningType ?? before.provisioningType;
  const messaging = isMessagingType(type);
  const features: CampaignFeatures = { ...before.features, ...body.features };
  const next = {
    sentryAge: body.sentryAge ?? before.sentryAge,
    fullCoverageNumberCount: body.fullCoverageNumberCount ?? before.fullCoverageNumberCount,
    forceFullCoverageSentry: body.forceFullCoverageSentry ?? before.forceFullCoverageSentry,
    enableFullSentryReplacement: body.enableFullSentryReplacement ?? before.enableFullSentryReplacement,
    enableElasticScaling: body.enableElasticScaling ?? before.enableElasticScaling,
    elasticConfig: { ...before.elasticConfig, ...body.elasticConfig },
  };

  const changed = SUPER_ADMIN_FIELDS.some((k) => !isDeepStrictEqual(next[k], before[k]))
    || features.brandedCallingProfileId !== before.features.brandedCallingProfileId;
  if (changed && !isSuperAdmin(uc.actor)) throw forbidden(MESSAGES.superAdminOnlySettings);
  // Turning on a lead-verification check needs the workspace's feature; a check already on may stay on.
  if (features.activeProspectCheckEnabled && !before.features.activeProspectCheckEnabled) assertFeatureActive(w, 'activeProspect');
  if (features.veriskCheckEnabled && !before.features.veriskCheckEnabled) assertFeatureActive(w, 'verisk');

  const errors = new FieldErrors();
  if (!body.name) errors.add('name', MESSAGES.campaignNameRequired);

  const forwarding = body.forwardingNumber === undefined ? before.forwardingNumber : body.forwardingNumber;
  let forwardingNumber: string | null = null;
  if (forwarding) {
    forwardingNumber = normalizePhone(forwarding);
    if (!forwardingNumber) errors.add('forwardingNumber', MESSAGES.forwardingNumberInvalid);
  } else if (type !== 'BringYourOwnPool') {
    errors.add('forwardingNumber', MESSAGES.forwardingNumberRequired);
  }

  if (messaging !== isMessagingType(before.provisioningType)) errors.add('provisioningType', MESSAGES.provisioningFamilyFixed);
  const typeChanged = type !== before.provisioningType;
  if (typeChanged && type === 'BringYourOwnPool' && !w.allowBringYourOwnPool) errors.add('provisioningType', MESSAGES.byopNotAllowed);
  if (type === 'FullCoverage' && (typeChanged || next.fullCoverageNumberCount !== before.fullCoverageNumberCount)) {
    checkFullCoverage(uc, next.fullCoverageNumberCount, errors);
  }
  const profileId = body.provisioningProfileId === undefined ? before.provisioningProfileId : body.provisioningProfileId;
  if (type === 'ProvisioningProfile' && (typeChanged || profileId !== before.provisioningProfileId)) await checkProfile(uc, profileId, errors);
  // Full coverage covers the states chosen; the other types' states follow their pool (pools keep them), so a save keeps them.
  const coverageStates = type !== 'FullCoverage' ? (typeChanged ? [] : before.coverageStates)
    : body.coverageStates ? checkCoverageStates(uc, body.coverageStates, errors) : before.coverageStates;

  if (next.forceFullCoverageSentry && !before.forceFullCoverageSentry) {
    const eligible = w.dialerProviderType === 'PREM' && w.allowFullCoverageCampaigns && !messaging && type !== 'BringYourOwnPool';
    if (!eligible) errors.add('forceFullCoverageSentry', MESSAGES.forceFullCoverageNotAllowed);
  }

  let dialerCampaignId = before.dialerCampaignId;
  let dialerName = before.dialerCampaignName;
  if (!messaging && body.dialerCampaignId !== undefined && body.dialerCampaignId !== before.dialerCampaignId) {
    dialerCampaignId = body.dialerCampaignId || null;
    dialerName = dialerCampaignId ? await dialerCampaignName(uc, dialerCampaignId, errors) : null;
    if (!dialerCampaignId && w.dialerProviderType !== 'CONNECT') errors.add('dialerCampaignId', MESSAGES.dialerMappingRequired);
  }

  // Changing the type of a messaging campaign clears its brand and SMS campaign (spec 2 §2 Messaging).
  let messagingConfig = before.messagingConfig;
  if (!messaging) messagingConfig = noMessagingConfig();
  else if (typeChanged) messagingConfig = noMessagingConfig();
  else if (body.messagingConfig && !isDeepStrictEqual(body.messagingConfig, before.messagingConfig)) {
    messagingConfig = body.messagingConfig;
    if (messagingConfig.businessRecordId || messagingConfig.smsCampaignId) await checkMessaging(uc, type, messagingConfig, errors);
  }

  if (body.features) await checkWatchtower(uc, before, features, errors);
  // A new default mapping template must be one of the workspace's templates (by id or name); an unchanged one may stay.
  const template = body.defaultMappingTemplate?.trim();
  if (template && template !== before.defaultMappingTemplate && !(await uc.peers.mappingTemplates.exists(w.id, template))) {
    errors.add('defaultMappingTemplate', MESSAGES.mappingTemplateUnknown);
  }
  const mapping = await planMapping(uc, before, body, errors);
  errors.throwIfAny();

  return {
    name: body.name, forwardingNumber,
    forwardViaSipTrunk: body.forwardViaSipTrunk ?? before.forwardViaSipTrunk,
    defaultMappingTemplate: body.defaultMappingTemplate === undefined ? before.defaultMappingTemplate : template || null,
    provisioningType: type, dialerCampaignId, dialerCampaignName: dialerName,
    provisioningProfileId: type === 'ProvisioningProfile' ? profileId : null,
    reimportInterval: clampReimport(body.reimportInterval ?? before.reimportInterval),
    coverageStates, messagingConfig, features, validationDataMapping: mapping, ...next,
  };
}

/** Watchtower: National DNC scrubbing needs an FTC SAN of the workspace; a branded calling profile must be the workspace's. */
async function checkWatchtower(uc: CampaignUseCase, before: Campaign, f: CampaignFeatures, errors: FieldErrors) {
  if (f.dncScrubEnabled) {
    if (!f.ftcSanId) errors.add('features.ftcSanId', MESSAGES.ftcSanRequired);
    else if (f.ftcSanId !== before.features.ftcSanId || !before.features.dncScrubEnabled) {
      if (!(await uc.peers.ftcSans.exists(uc.workspace.id, f.ftcSanId))) errors.add('features.ftcSanId', MESSAGES.ftcSanUnknown);
    }
  }
  if (f.brandedCallingProfileId && f.brandedCallingProfileId !== before.features.brandedCallingProfileId
    && !(await uc.peers.brandedCallingProfiles.exists(uc.workspace.id, f.brandedCallingProfileId))) {
    errors.add('features.brandedCallingProfileId', MESSAGES.brandedProfileUnknown);
  }
}

/**
 * DataBoost mapping: each validation value goes into a dialer field that exists (checked only when the mapping changed).
 * PREM workspaces map no fields (spec 2 §2), so only "send only active leads" changes there. mappedColumns is derived.
 */
async function planMapping(uc: CampaignUseCase, before: Campaign, body: Body, errors: FieldErrors): Promise<ValidationDataMapping> {
  const patch = body.validationDataMapping ?? {};
  const prem = uc.workspace.dialerProviderType === 'PREM';
  const m: ValidationDataMapping = { ...before.validationDataMapping, sendOnlyActiveLeads: patch.sendOnlyActiveLeads ?? before.validationDataMapping.sendOnlyActiveLeads };
  if (!prem) for (const f of VALIDATION_FIELDS) if (patch[f] !== undefined) m[f] = patch[f] || null;
  const changedFields = VALIDATION_FIELDS.filter((f) => m[f] && m[f] !== before.validationDataMapping[f]);
  if (changedFields.length > 0) {
    try {
      const known = new Set((await uc.peers.dialers.mappingFields({ actor: uc.actor, workspace: uc.workspace }, {})).map((x) => x.columnId));
      const unknown = changedFields.find((f) => !known.has(m[f]!));
      if (unknown) errors.add(`validationDataMapping.${unknown}`, MESSAGES.dialerFieldUnknown);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.add('validationDataMapping', err.message);
    }
  }
  return { ...m, mappedColumns: mappedColumns(m) };
}
