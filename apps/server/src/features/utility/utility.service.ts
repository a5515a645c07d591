import type { CnamCheckResult, SpamCheckResult } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { randomUUID } from 'node:crypto';
import { assertOrgAccess, isSuperAdmin, requireUser, type Actor } from '../../platform/auth-context';
import type { MeteringService } from '../metering/metering.service';
import { AppError } from '../../platform/errors';
import { ProviderError } from '../../providers/sandbox';
import { registrationContextOf } from '../protect/protect-reputation';

/** The ten digits of a +1 E.164 number, as UC Protect stores it. */
const tenDigits = (e164: string) => e164.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** A look-up service that fails answers 502 with its own message. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('PROVIDER_ERROR', err.message);
    throw err;
  }
}

/** The number utility (spec 2 §2): CNAM and spam look-ups of any US or Canadian number, for the organisation's users. */
export function utilityService(deps: Pick<Deps, 'db' | 'reputation' | 'now'>, metering: Pick<MeteringService, 'record'>) {
  const { reputation } = deps;
  /** One billable look-up of the organisation's; SuperAdmins (the platform's staff) are not usage (spec 3 §6). */
  const meter = async (actor: Actor, orgId: string) => {
    if (isSuperAdmin(actor)) return;
    await metering.record([{ orgId, workspaceId: null, product: 'numberUtility', quantity: 1, key: `utility:${randomUUID()}`, at: deps.now() }]);
  };
  const check = (actor: Actor, orgId: string) => {
    requireUser(actor);
    assertOrgAccess(actor, orgId);
  };

  return {
    /** `number` is E.164, validated by the contract (US and CA only). */
    async cnamCheck(actor: Actor, orgId: string, number: string): Promise<CnamCheckResult> {
      check(actor, orgId);
      // A number the organisation registered in UC Protect shows its registered name here exactly as it does there.
      const ctx = await registrationContextOf(deps.db, orgId, tenDigits(number), deps.now());
      const c = await provider(() => reputation.cnamLookup(number, ctx));
      await meter(actor, orgId);
      return { number, primary: { name: c.name, type: c.type }, secondary: { name: c.secondaryName } };
    },

    async spamCheck(actor: Actor, orgId: string, number: string): Promise<SpamCheckResult> {
      check(actor, orgId);
      const ctx = await registrationContextOf(deps.db, orgId, tenDigits(number), deps.now());
      const s = await provider(() => reputation.spamCheck(number, ctx));
      await meter(actor, orgId);
      return { number, spamScore: s.spamScore, riskLevel: s.riskLevel };
    },

    async ping(actor: Actor, orgId: string) {
      check(actor, orgId);
      const p = await provider(() => reputation.ping());
      return { status: 'UP' as const, ...p, time: deps.now().toISOString() };
    },
  };
}
export type UtilityService = ReturnType<typeof utilityService>;
