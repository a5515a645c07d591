import type { Deps } from '../../platform/deps';
import * as repo from './messaging-leads.repo';

/**
 * The circuit breaker: over a campaign's last `window` initial messages, more than `maxUndelivered` undelivered or
 * more than `maxOptOuts` opted out stops the campaign (a list gone bad, a carrier filtering the text). It waits for
 * `minSample` messages, so the first few results never stop a campaign on their own.
 */
export const CIRCUIT_BREAKER = { window: 500, maxUndelivered: 0.15, maxOptOuts: 0.05, minSample: 100 } as const;

export interface BreakerPorts {
  /** Stops the campaign (ACTIVE → READY) with the reason in its event log, and tells the organisation. */
  trip(campaignId: string, reason: string): Promise<void>;
}

const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** The reason a campaign's recent results stop it, or null while they are within the limits. */
export function breakerVerdict(o: { total: number; undelivered: number; optedOut: number }): string | null {
  if (o.total < CIRCUIT_BREAKER.minSample) return null;
  const undelivered = o.undelivered / o.total;
  const optOuts = o.optedOut / o.total;
  if (undelivered > CIRCUIT_BREAKER.maxUndelivered) {
    return `Campaign stopped automatically: ${pct(undelivered)} of the last ${o.total} messages were undelivered (the limit is ${pct(CIRCUIT_BREAKER.maxUndelivered)}).`;
  }
  if (optOuts > CIRCUIT_BREAKER.maxOptOuts) {
    return `Campaign stopped automatically: ${pct(optOuts)} of the last ${o.total} messages led to an opt-out (the limit is ${pct(CIRCUIT_BREAKER.maxOptOuts)}).`;
  }
  return null;
}

export function circuitBreaker(deps: Pick<Deps, 'db'>, ports: BreakerPorts) {
  return {
    /** Looks at the campaign's recent results; answers whether it was stopped. */
    async check(campaignId: string): Promise<boolean> {
      const reason = breakerVerdict(await repo.recentOutcome(deps.db, campaignId, CIRCUIT_BREAKER.window));
      if (!reason) return false;
      await ports.trip(campaignId, reason);
      return true;
    },
  };
}
export type CircuitBreaker = ReturnType<typeof circuitBreaker>;
