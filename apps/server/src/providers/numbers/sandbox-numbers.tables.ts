import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Numbers the sandbox carrier has handed out: HELD by an account (ordered), OWNED (a customer's own number verified for
 * an account), or AGING after release until `availableAt`, when the carrier may hand it out again.
 */
export const sandboxNumbers = pgTable(
  'sandbox_numbers',
  {
    number: text('number').primaryKey(),
    accountId: text('account_id').notNull(),
    locationId: text('location_id').notNull(),
    areaCode: text('area_code').notNull(),
    status: text('status', { enum: ['HELD', 'OWNED', 'AGING'] }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    availableAt: timestamp('available_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_numbers_account_location').on(t.accountId, t.locationId), index('sandbox_numbers_available').on(t.availableAt)],
);

/** Caller names registered on numbers with the sandbox CNAM database, and when (status follows from the time). */
export const sandboxCnamRegistrations = pgTable('sandbox_cnam_registrations', {
  number: text('number').primaryKey(),
  cnam: text('cnam').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

/** Numbers assigned to a 10DLC campaign of the sandbox messaging vendor, and when it was asked. */
export const sandboxTenDlcAssignments = pgTable('sandbox_ten_dlc_assignments', {
  number: text('number').primaryKey(),
  vendorCampaignId: text('vendor_campaign_id').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});
