import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Authorisation codes the sandbox CXone has exchanged: a code works once (kept until it would have expired anyway). */
export const sandboxCxoneCodes = pgTable(
  'sandbox_cxone_codes',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_cxone_codes_expires').on(t.expiresAt)],
);
