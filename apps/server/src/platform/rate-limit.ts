import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db';
import { rateLimits } from './platform.tables';
import { AppError } from './errors';
import { MESSAGES } from '@trueline/contract';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window attempt counters kept in the database, so every server instance shares them.
 * `hit` counts one attempt for each key in turn and refuses with 429 at the first key over its limit, leaving the keys
 * after it untouched (an attempt refused by a narrow limit does not use up a broader one); `refund` gives one back.
 */
export function createRateLimiter(db: Db, clock: () => Date = () => new Date()) {
  return {
    async hit(keys: { key: string; limit: RateLimit }[]): Promise<void> {
      const now = clock().getTime();
      for (const { key, limit } of keys) {
        const windowStart = new Date(now - (now % limit.windowMs));
        const [row] = await db
          .insert(rateLimits)
          .values({ key, windowStart, count: 1 })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              count: sql`case when ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz then ${rateLimits.count} + 1 else 1 end`,
              windowStart,
            },
          })
          .returning({ count: rateLimits.count });
        if ((row?.count ?? 0) > limit.max) throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
      }
    },
    /** Gives back an attempt `hit` counted in the current window (a sign-in that succeeded is not one to limit). */
    async refund(keys: { key: string; limit: RateLimit }[]): Promise<void> {
      const now = clock().getTime();
      for (const { key, limit } of keys) {
        const windowStart = new Date(now - (now % limit.windowMs));
        await db
          .update(rateLimits)
          .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
          .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
