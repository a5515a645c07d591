import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { campaignLeads as t } from './leads.tables';

/** Leads of one caller ID on one calling day. */
export interface CallerIdDay {
  callerId: string;
  /** yyyy-mm-dd in the time zone asked for. */
  date: string;
  leads: number;
}

/**
 * How many leads a campaign loaded into its dialer with each caller ID, day by day: what CoreFlux sizes a city's numbers
 * by (each lead loaded is a call made with its caller ID). One grouped query over the window, served by the leads'
 * (workspace, caller ID, loaded) index.
 */
export function leadVolume(deps: Pick<Deps, 'db'>) {
  return {
    async dailyByCallerId(c: { id: string; workspaceId: string }, since: Date, timeZone: string): Promise<CallerIdDay[]> {
      const date = sql<string>`to_char(${t.loaded} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await deps.db
        .select({ callerId: t.callerId, date, leads: sql<number>`count(*)::int` })
        .from(t)
        .where(and(eq(t.workspaceId, c.workspaceId), eq(t.campaignId, c.id), isNotNull(t.callerId), eq(t.status, 'LOADED'), gte(t.loaded, since)))
        // By position: the day expression carries its own parameter, so it cannot be repeated.
        .groupBy(sql`1, 2`);
      return rows.map((r) => ({ callerId: r.callerId!, date: r.date, leads: Number(r.leads) }));
    },
  };
}
export type LeadVolume = ReturnType<typeof leadVolume>;
