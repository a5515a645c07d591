import { CONTEXT_MESSAGES, DIALER_LEAD_FIELDS, MESSAGES, type Campaign, type ProviderCode } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { DialerAccount, DialerAdapter } from '../../providers/dialers/dialers';
import type { SanAccess } from '../../providers/dnc/dnc';
import type { WorkspaceRow } from '../workspaces/workspace';
import type { ListsServices } from './ports';

/** A problem that stops a list for good (shown as its error): no retry can fix it. */
export class ListFailure extends Error {}

/** Where the caller ID and the unique ID go when the workspace's dialer settings name no field (our choice per platform). */
const DEFAULT_FIELDS: Record<ProviderCode, { callerId: string | null; uniqueId: string | null }> = {
  FIVE9: { callerId: null, uniqueId: null },
  RING: { callerId: 'auxData5', uniqueId: null },
  NICE: { callerId: 'CallerIdOverride', uniqueId: 'ExternalId' },
  CONNECT: { callerId: null, uniqueId: null },
  PREM: { callerId: 'caller_id', uniqueId: 'external_id' },
};

/** Everything the checks and the delivery of one campaign's leads need, read once per list (or per API lead). */
export interface LeadContext {
  campaign: Campaign;
  workspace: WorkspaceRow;
  provider: ProviderCode;
  account: DialerAccount;
  adapter: DialerAdapter;
  fields: { phone: string; zip: string | null; state: string | null; callerId: string | null; uniqueId: string | null };
  san: SanAccess | null;
  trustedFormKey: string | null;
  leadIdKey: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The dialer fields the caller ID and unique ID are written into for this workspace. */
export function idFields(w: WorkspaceRow): { callerId: string | null; uniqueId: string | null } {
  const provider = w.dialerProviderType!;
  const s: Record<string, unknown> = w.dialerSettings ?? {};
  const fallback = DEFAULT_FIELDS[provider];
  const uniqueId = str(s.uniqueIdFieldName) ?? fallback.uniqueId;
  let callerId = str(s.callerIdFieldName) ?? fallback.callerId;
  // RING's caller ID takes another aux field when the unique ID already uses auxData5.
  if (provider === 'RING' && callerId === uniqueId) callerId = 'auxData4';
  return { callerId, uniqueId };
}

/**
 * Reads the campaign's dialer account and Watchtower prerequisites. Throws ListFailure when a switched-on check cannot
 * run (no SAN, no connection): better to stop than to load unchecked leads.
 */
/** What a lead's context reads of the platform: the dialer adapters. */
export type LeadContextDeps = Pick<Deps, 'dialers'>;

export async function leadContext(deps: LeadContextDeps, s: ListsServices, campaign: Campaign, workspace: WorkspaceRow): Promise<LeadContext> {
  const provider = workspace.dialerProviderType;
  if (!provider || !workspace.dialerSettings?.connected) throw new ListFailure(MESSAGES.dialerNotConnected);
  const f = campaign.features;
  let san: SanAccess | null = null;
  if (f.dncScrubEnabled) {
    const found = f.ftcSanId ? await s.ftcSans.find(workspace.id, f.ftcSanId) : null;
    if (!found) throw new ListFailure(CONTEXT_MESSAGES.sanMissing);
    san = { ftcSan: found.ftcSan, fullCoverage: found.fullCoverage, areaCodes: found.areaCodes };
  }
  const trustedFormKey = f.activeProspectCheckEnabled ? await s.activeProspect.activeKey(workspace.id) : null;
  if (f.activeProspectCheckEnabled && !trustedFormKey) throw new ListFailure(CONTEXT_MESSAGES.trustedFormMissing);
  const leadIdKey = f.veriskCheckEnabled ? await s.verisk.activeKey(workspace.id) : null;
  if (f.veriskCheckEnabled && !leadIdKey) throw new ListFailure(CONTEXT_MESSAGES.leadIdMissing);
  return {
    campaign, workspace, provider,
    account: s.dialers.accountOf(workspace),
    adapter: deps.dialers.adapter(provider),
    fields: { ...DIALER_LEAD_FIELDS[provider], ...idFields(workspace) },
    san, trustedFormKey, leadIdKey,
  };
}
