import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { ReputationContext } from '../../providers/reputation/reputation';
import { protectNumbers } from './protect.tables';

type Registration = { expectedCnam: string | null; registrationPending: boolean; registrationConfirmedAt: Date | null };

/**
 * What the reputation service is told about a UC Protect number's registration: the name it was registered under and
 * when that became active (none while a registration or a change is pending). The scan and every other look-up of the
 * number use this one context, so a CNAM dip shows the same caller name wherever the number is looked up.
 */
export function registrationContext(n: Registration, asOf: Date): ReputationContext {
  return { asOf, registeredName: n.expectedCnam, registeredAt: n.registrationPending ? null : n.registrationConfirmedAt };
}

/**
 * The context of a number the organisation manages in UC Protect (ten digits), or just `asOf` when it does not. A
 * number in several of its workspaces takes the registration made active last (the one the databases show by now).
 */
export async function registrationContextOf(db: DbOrTx, orgId: string, number: string, asOf: Date): Promise<ReputationContext> {
  const [row] = await db
    .select({ expectedCnam: protectNumbers.expectedCnam, registrationPending: protectNumbers.registrationPending, registrationConfirmedAt: protectNumbers.registrationConfirmedAt })
    .from(protectNumbers)
    .where(and(eq(protectNumbers.orgId, orgId), eq(protectNumbers.number, number)))
    .orderBy(sql`${protectNumbers.registrationPending} asc`, desc(sql`coalesce(${protectNumbers.registrationConfirmedAt}, 'epoch'::timestamptz)`), desc(protectNumbers.created))
    .limit(1);
  return row ? registrationContext(row, asOf) : { asOf };
}
