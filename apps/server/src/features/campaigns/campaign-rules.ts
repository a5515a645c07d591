import {
  MESSAGES, REIMPORT_INTERVAL, isKnownState,
  type CoverageState, type DialerCampaign, type FieldError, type MessagingConfig, type ProvisioningType, type SmsCampaign,
} from '@trueline/contract';
import { AppError } from '../../platform/errors';
import type { WorkspaceRow } from '../workspaces/workspace';
import type { CampaignUseCase } from './campaigns.peers';

/** Field errors collected in the spec's order; the request fails with all of them, its message the first one's. */
export class FieldErrors {
  readonly list: FieldError[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  throwIfAny() {
    const first = this.list[0];
    if (first) throw new AppError('VALIDATION', first.message, this.list);
  }
}

/** The reimport interval is clamped to 0-45 days rather than refused (spec 1 §5). */
export const clampReimport = (days: number) => Math.min(REIMPORT_INTERVAL.max, Math.max(REIMPORT_INTERVAL.min, Math.round(days)));

/** SMS campaign types each messaging provisioning type offers (spec 1 §5). */
const SMS_TYPES: Partial<Record<ProvisioningType, SmsCampaign['campaignType'][]>> = {
  SmsMessaging: ['LONG_CODE'],
  ShortCodeTollFreeMessaging: ['SHORT_CODE', 'TOLL_FREE'],
};

/**
 * The messaging brand and campaign of a messaging campaign: both chosen, the brand an ACTIVE business record of the
 * workspace, the campaign one of its ACTIVE SMS campaigns of a type the provisioning type offers.
 */
export async function checkMessaging(uc: CampaignUseCase, type: ProvisioningType, config: MessagingConfig, errors: FieldErrors): Promise<void> {
  if (!config.businessRecordId || !config.smsCampaignId) {
    errors.add('messagingConfig', MESSAGES.messagingBrandAndCampaignRequired);
    return;
  }
  const record = await uc.peers.businessRecords.find(uc.workspace.id, config.businessRecordId);
  const sms = record?.resourceStatus === 'ACTIVE' ? record.smsCampaigns.find((c) => c.id === config.smsCampaignId && !c.deleted) : undefined;
  if (!sms || sms.status !== 'ACTIVE' || !(SMS_TYPES[type] ?? []).includes(sms.campaignType)) errors.add('messagingConfig.smsCampaignId', MESSAGES.smsCampaignNotFound);
}

/**
 * Dialer campaigns recently read per workspace (and dialer account), so consecutive creates (the demo seed, a busy
 * team) do not each wait on the dialer. Only a hit is trusted: an id missing from the cached list is asked for afresh.
 */
export class DialerCampaignCache {
  private readonly entries = new Map<string, { at: number; campaigns: DialerCampaign[] }>();
  constructor(private readonly ttlMs = 60_000) {}
  key = (w: WorkspaceRow) => `${w.id}:${w.dialerProviderType}:${JSON.stringify(w.dialerSettings)}`;
  get(w: WorkspaceRow, now: number): DialerCampaign[] | null {
    const e = this.entries.get(this.key(w));
    return e && now - e.at < this.ttlMs ? e.campaigns : null;
  }
  set(w: WorkspaceRow, now: number, campaigns: DialerCampaign[]) {
    this.entries.set(this.key(w), { at: now, campaigns });
  }
}

/** The dialer campaign's name, when the workspace's connected dialer has a campaign with this id; else an error is added. */
export async function dialerCampaignName(uc: CampaignUseCase, dialerCampaignId: string, errors: FieldErrors): Promise<string | null> {
  const now = uc.deps.now().getTime();
  const cached = uc.dialerCampaigns.get(uc.workspace, now)?.find((c) => c.id === dialerCampaignId);
  if (cached) return cached.name;
  try {
    const campaigns = await uc.peers.dialers.campaigns({ actor: uc.actor, workspace: uc.workspace }, false);
    uc.dialerCampaigns.set(uc.workspace, now, campaigns);
    const found = campaigns.find((c) => c.id === dialerCampaignId);
    if (found) return found.name;
    errors.add('dialerCampaignId', MESSAGES.dialerCampaignNotFound);
  } catch (err) {
    // Not connected, or the dialer refused the account: the user's to fix, said on the field.
    if (!(err instanceof AppError)) throw err;
    errors.add('dialerCampaignId', err.message);
  }
  return null;
}

/** Coverage states must be known and, when the workspace limits them, among its allowed ones (none listed: all). */
export function checkCoverageStates(uc: CampaignUseCase, states: CoverageState[], errors: FieldErrors): CoverageState[] {
  const allowed = uc.workspace.coverageStates;
  const unknown = states.find((s) => !isKnownState(s.stateName, s.country));
  if (unknown) {
    errors.add('coverageStates', `${MESSAGES.unknownState} ${unknown.stateName}`);
    return [];
  }
  const outside = allowed.length === 0 ? undefined : states.find((s) => !allowed.some((a) => a.stateName === s.stateName && a.country === s.country));
  if (outside) errors.add('coverageStates', `${MESSAGES.coverageStateNotAllowed} ${outside.stateName}`);
  const seen = new Set<string>();
  return states.filter((s) => (seen.has(`${s.country}:${s.stateName}`) ? false : (seen.add(`${s.country}:${s.stateName}`), true)));
}

/** Full coverage needs the workspace's permission and at most its maximum numbers per location. */
export function checkFullCoverage(uc: CampaignUseCase, count: number, errors: FieldErrors) {
  if (!uc.workspace.allowFullCoverageCampaigns) errors.add('provisioningType', MESSAGES.fullCoverageNotAllowed);
  const max = uc.workspace.maxNumbersPerFullCoverageCampaign;
  if (count > max) errors.add('fullCoverageNumberCount', MESSAGES.fullCoverageCountMax.replace('{n}', String(max)));
}

export async function checkProfile(uc: CampaignUseCase, profileId: string | null | undefined, errors: FieldErrors) {
  if (!profileId) errors.add('provisioningProfileId', MESSAGES.provisioningProfileRequired);
  else if (!(await uc.peers.provisioningProfiles.find(uc.workspace.id, profileId))) errors.add('provisioningProfileId', MESSAGES.provisioningProfileUnknown);
}
