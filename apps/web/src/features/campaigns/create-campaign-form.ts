import { z } from 'zod';
import {
  FULL_COVERAGE_NUMBER_COUNT_DEFAULT, isMessagingType, MESSAGES, PROVISIONING_TYPES, REIMPORT_INTERVAL,
  type BusinessRecord, type CoverageState, type CreateCampaignBody, type ProvisioningType, type SmsCampaign, type Workspace,
} from '@trueline/contract';

/** The create-campaign modal's values (spec 1 §3.4): pickers hold '' for "none chosen". */
export interface CreateCampaignValues {
  name: string;
  businessIdentityId: string;
  provisioningType: ProvisioningType;
  /** A choice of 1..max, held as text like every select. */
  fullCoverageNumberCount: string;
  coverageStates: CoverageState[];
  provisioningProfileId: string;
  messagingConfig: { businessRecordId: string; smsCampaignId: string };
  dialerCampaignId: string;
  isManaged: boolean;
  /** As typed; clamped to 0-45 on blur. */
  reimportInterval: string;
  folderId: string;
}

export type CreateField =
  | 'name' | 'businessIdentityId' | 'provisioningType' | 'fullCoverageNumberCount' | 'coverageStates' | 'provisioningProfileId'
  | 'messagingConfig.businessRecordId' | 'messagingConfig.smsCampaignId' | 'dialerCampaignId' | 'isManaged' | 'reimportInterval' | 'folderId';
export const CREATE_FIELDS: readonly CreateField[] = [
  'name', 'businessIdentityId', 'provisioningType', 'fullCoverageNumberCount', 'coverageStates', 'provisioningProfileId',
  'messagingConfig.businessRecordId', 'messagingConfig.smsCampaignId', 'dialerCampaignId', 'isManaged', 'reimportInterval', 'folderId',
];

type Ws = Pick<Workspace, 'dialerProviderType' | 'allowBringYourOwnPool' | 'allowFullCoverageCampaigns' | 'maxNumbersPerFullCoverageCampaign' | 'coverageStates'>;

/** BringYourOwnPool only where the workspace allows it, FullCoverage likewise (spec 1 §4.4, §6). */
export const provisioningTypeOptions = (ws: Ws): ProvisioningType[] =>
  PROVISIONING_TYPES.filter((t) => (t === 'BringYourOwnPool' ? ws.allowBringYourOwnPool : t === 'FullCoverage' ? ws.allowFullCoverageCampaigns : true));

/** FullCoverage is the default; a workspace without full coverage starts on the next type it offers. */
export const defaultProvisioningType = (ws: Ws): ProvisioningType => provisioningTypeOptions(ws)[0] ?? 'ProvisioningProfile';

/** 1 up to the workspace's maxNumbersPerFullCoverageCampaign. */
export const numberCountOptions = (ws: Ws): number[] =>
  Array.from({ length: Math.max(1, ws.maxNumbersPerFullCoverageCampaign) }, (_, i) => i + 1);

/** Managed campaigns need a RING workspace; elsewhere isManaged is forced false. */
export const managedAllowed = (ws: Ws) => ws.dialerProviderType === 'RING';

/** A dialer campaign is chosen unless the dialer is CONNECT or the campaign is a messaging one. */
export const needsDialerCampaign = (ws: Ws, type: ProvisioningType) => ws.dialerProviderType !== 'CONNECT' && !isMessagingType(type);

/** The coverage states picker appears only when the workspace restricts its states; its options are those states. */
export const restrictsStates = (ws: Ws) => ws.coverageStates.length > 0;

/** SMS campaigns a messaging campaign may use: ACTIVE ones of the brand; 10DLC for SmsMessaging, short code or toll free otherwise. */
export function messagingCampaignOptions(record: BusinessRecord | undefined, type: ProvisioningType): SmsCampaign[] {
  if (!record || !isMessagingType(type)) return [];
  const types = type === 'SmsMessaging' ? ['LONG_CODE'] : ['SHORT_CODE', 'TOLL_FREE'];
  return record.smsCampaigns.filter((c) => !c.deleted && c.status === 'ACTIVE' && types.includes(c.campaignType));
}

/** The reimport interval as the field's blur leaves it: a whole number of days from 0 to 45 (blank: the default). */
export function clampReimport(typed: string | number): number {
  const n = typeof typed === 'number' ? typed : Number.parseFloat(String(typed).trim());
  if (!Number.isFinite(n)) return REIMPORT_INTERVAL.default;
  return Math.min(REIMPORT_INTERVAL.max, Math.max(REIMPORT_INTERVAL.min, Math.round(n)));
}

export const emptyCreateValues = (ws: Ws): CreateCampaignValues => ({
  name: '',
  businessIdentityId: '',
  provisioningType: defaultProvisioningType(ws),
  fullCoverageNumberCount: String(FULL_COVERAGE_NUMBER_COUNT_DEFAULT),
  coverageStates: [],
  provisioningProfileId: '',
  messagingConfig: { businessRecordId: '', smsCampaignId: '' },
  dialerCampaignId: '',
  isManaged: false,
  reimportInterval: String(REIMPORT_INTERVAL.default),
  folderId: '',
});

export interface CreateIssue {
  field: CreateField;
  message: string;
}

/** The client checks in the spec's order (spec 1 §5), then the provisioning profile the server would also ask for. */
export function validateCreate(v: CreateCampaignValues, ws: Ws): CreateIssue[] {
  const issues: CreateIssue[] = [];
  if (!v.name.trim()) issues.push({ field: 'name', message: MESSAGES.campaignNameRequired });
  if (!v.businessIdentityId) issues.push({ field: 'businessIdentityId', message: MESSAGES.cnamIdentityRequired });
  if (needsDialerCampaign(ws, v.provisioningType) && !v.dialerCampaignId) issues.push({ field: 'dialerCampaignId', message: MESSAGES.dialerMappingRequired });
  if (isMessagingType(v.provisioningType) && (!v.messagingConfig.businessRecordId || !v.messagingConfig.smsCampaignId)) {
    const field = v.messagingConfig.businessRecordId ? 'messagingConfig.smsCampaignId' : 'messagingConfig.businessRecordId';
    issues.push({ field, message: MESSAGES.messagingBrandAndCampaignRequired });
  }
  if (v.provisioningType === 'ProvisioningProfile' && !v.provisioningProfileId) issues.push({ field: 'provisioningProfileId', message: MESSAGES.provisioningProfileRequired });
  return issues;
}

/** The spec's checks as the form's schema: every failing field shows its text, the first in the spec's order gets the focus. */
export const createCampaignSchema = (ws: Ws) =>
  z.custom<CreateCampaignValues>().superRefine((values, ctx) => {
    for (const { field, message } of validateCreate(values, ws)) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
  });

/** The body sent: only what the chosen type uses, the managed switch forced off where it is not allowed. */
export function toCreateBody(v: CreateCampaignValues, ws: Ws): CreateCampaignBody {
  const type = v.provisioningType;
  const messaging = isMessagingType(type);
  const managed = managedAllowed(ws) && !messaging && v.isManaged;
  return {
    name: v.name.trim(),
    businessIdentityId: v.businessIdentityId || null,
    provisioningType: type,
    fullCoverageNumberCount: type === 'FullCoverage' ? Number(v.fullCoverageNumberCount) : FULL_COVERAGE_NUMBER_COUNT_DEFAULT,
    coverageStates: type === 'FullCoverage' && restrictsStates(ws) ? v.coverageStates : [],
    provisioningProfileId: type === 'ProvisioningProfile' ? v.provisioningProfileId || null : null,
    messagingConfig: messaging
      ? { businessRecordId: v.messagingConfig.businessRecordId || null, smsCampaignId: v.messagingConfig.smsCampaignId || null }
      : { businessRecordId: null, smsCampaignId: null },
    dialerCampaignId: needsDialerCampaign(ws, type) ? v.dialerCampaignId || null : null,
    isManaged: managed,
    reimportInterval: managed ? clampReimport(v.reimportInterval) : REIMPORT_INTERVAL.default,
    folderId: v.folderId || null,
  };
}
