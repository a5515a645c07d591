import { ACTIVE_SCORE_ABOVE, type LeadStatus, type UsageProduct } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { DataBoostResult } from '../../providers/data-boost/data-boost';
import type { LeadsService } from '../leads/leads.service';
import type { LeadContext } from './context';

/** A lead as the checks see it: its ten-digit phone (null when invalid), where it lives, and its verification tokens. */
export interface Candidate {
  phone: string | null;
  zip: string | null;
  state: string | null;
  trustedForm: string | null;
  leadId: string | null;
}

/** What became of one candidate: LOADED (accepted), a lead status, or INVALID (never a lead), with the reason in words. */
export interface Outcome {
  status: LeadStatus | 'INVALID';
  reason: string | null;
  /** DataBoost's answer when the check ran for the lead. */
  boost: DataBoostResult | null;
}

/** How a lead already in the campaign (from another list, or the API) is treated. */
export type ExistingPolicy = 'REJECT' | 'REPLACE' | 'KEEP';

export const REASONS = {
  invalid: 'Not a valid US or Canadian phone number',
  repeated: 'Repeated in this list',
  existing: 'Already a lead of this campaign',
  dnc: 'National Do Not Call registry',
  notCovered: (san: string) => `Area code not covered by FTC SAN ${san}`,
  stateDnc: (state: string | null) => `State Do Not Call list${state ? ` (${state})` : ''}`,
  litigator: 'Known litigator',
  inactive: (score: number) => `Inactive (activity score ${score})`,
} as const;

export const isActiveScore = (score: number) => score > ACTIVE_SCORE_ABOVE;

/**
 * Runs the campaign's checks on a batch in the domain's order; each lead's first failure is its outcome, and each check
 * only asks about the leads still standing: invalid → duplicate → national DNC → state DNC → known litigator →
 * TrustedForm → LeadiD → DataBoost activity. `listId` null is a single lead of the public API (no list to repeat in);
 * `alsoInList` are phones the list has that may not be committed yet (the batch before, still being written).
 */
/** The billable checks a scrub makes, each counted per lead asked about (spec 3 §3: the billing profile's per-check fees and rates). */
export type ScrubProduct = Extract<UsageProduct, 'fedDNC' | 'stateDNC' | 'knownLitigator' | 'activeProspect' | 'verisk' | 'dataBoost'>;
export type CheckCounts = Partial<Record<ScrubProduct, number>>;

/** What scrubbing reads of the platform: the lead checks. */
export type ScrubDeps = Pick<Deps, 'dataBoost' | 'dnc' | 'leadVerification' | 'litigator'>;

export async function scrubBatch(
  deps: ScrubDeps, leads: LeadsService, ctx: LeadContext, candidates: readonly Candidate[],
  opts: { listId: string | null; existing: ExistingPolicy; alsoInList?: ReadonlySet<string>; checks?: CheckCounts },
): Promise<Outcome[]> {
  const counted = (product: ScrubProduct, n: number) => {
    if (opts.checks && n > 0) opts.checks[product] = (opts.checks[product] ?? 0) + n;
  };
  const out: Outcome[] = candidates.map((c) => (c.phone ? { status: 'LOADED', reason: null, boost: null } : { status: 'INVALID', reason: REASONS.invalid, boost: null }));
  const standing = () => {
    const ids: number[] = [];
    for (let i = 0; i < out.length; i++) if (out[i]!.status === 'LOADED') ids.push(i);
    return ids;
  };
  const phoneOf = (i: number) => candidates[i]!.phone!;
  const fail = (i: number, status: LeadStatus, reason: string) => {
    out[i] = { status, reason, boost: out[i]!.boost };
  };
  const f = ctx.campaign.features;

  // Duplicates: a phone repeated in the batch or seen earlier in the list, then (per policy) one the campaign already has.
  const phones = [...new Set(standing().map(phoneOf))].filter((p) => !opts.alsoInList?.has(p));
  const known = opts.listId
    ? await leads.phonesSeen(ctx.campaign, phones, opts.listId)
    : { inList: new Set<string>(), elsewhere: opts.existing === 'REJECT' ? await leads.existingPhones(ctx.campaign, phones) : new Set<string>() };
  const seen = new Set<string>();
  for (const i of standing()) {
    const p = phoneOf(i);
    if (seen.has(p) || known.inList.has(p) || opts.alsoInList?.has(p)) fail(i, 'DUPLICATE', REASONS.repeated);
    else if (opts.existing === 'REJECT' && known.elsewhere.has(p)) fail(i, 'DUPLICATE', REASONS.existing);
    seen.add(p);
  }

  if (f.dncScrubEnabled && ctx.san) {
    const ids = standing();
    const results = await deps.dnc.federal(ids.map(phoneOf), ctx.san);
    counted('fedDNC', ids.length);
    ids.forEach((i, k) => {
      const r = results[k];
      if (r?.blocked) fail(i, 'DNC', r.reason === 'NOT_COVERED' ? REASONS.notCovered(ctx.san!.ftcSan) : REASONS.dnc);
    });
  }
  if (f.stateDncScrubEnabled) {
    const ids = standing();
    const results = await deps.dnc.state(ids.map((i) => ({ number: phoneOf(i), state: candidates[i]!.state })));
    counted('stateDNC', ids.length);
    ids.forEach((i, k) => {
      const r = results[k];
      if (r?.blocked) fail(i, 'STATE_DNC', REASONS.stateDnc(r.state));
    });
  }
  if (f.knownLitigatorScrubEnabled) {
    const ids = standing();
    const results = await deps.litigator.check(ids.map(phoneOf));
    counted('knownLitigator', ids.length);
    ids.forEach((i, k) => {
      if (results[k]?.flagged) fail(i, 'TCPA_FLAG', REASONS.litigator);
    });
  }
  if (f.activeProspectCheckEnabled && ctx.trustedFormKey) {
    const ids = standing();
    const results = await deps.leadVerification.trustedForm(ids.map((i) => ({ number: phoneOf(i), token: candidates[i]!.trustedForm })), ctx.trustedFormKey);
    counted('activeProspect', ids.length);
    ids.forEach((i, k) => {
      const r = results[k];
      if (r && !r.valid) fail(i, 'TOKEN_ERROR', `TrustedForm: ${r.reason ?? 'not accepted'}`);
    });
  }
  if (f.veriskCheckEnabled && ctx.leadIdKey) {
    const ids = standing();
    const results = await deps.leadVerification.leadId(ids.map((i) => ({ number: phoneOf(i), token: candidates[i]!.leadId })), ctx.leadIdKey);
    counted('verisk', ids.length);
    ids.forEach((i, k) => {
      const r = results[k];
      if (r && !r.valid) fail(i, 'TOKEN_ERROR', `LeadiD: ${r.reason ?? 'not accepted'}`);
    });
  }
  if (f.dataBoostEnabled) {
    const ids = standing();
    const results = await deps.dataBoost.validate(ids.map(phoneOf));
    counted('dataBoost', ids.length);
    const onlyActive = ctx.campaign.validationDataMapping.sendOnlyActiveLeads;
    ids.forEach((i, k) => {
      const boost = results[k] ?? null;
      out[i] = { ...out[i]!, boost };
      if (boost && onlyActive && !isActiveScore(boost.activity_score)) fail(i, 'INACTIVE', REASONS.inactive(boost.activity_score));
    });
  }
  return out;
}
