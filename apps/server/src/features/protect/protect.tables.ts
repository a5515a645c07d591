import { pgTable, text, timestamp, boolean, integer, jsonb, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROTECT_STATUSES, type SpamResult, type ValidationResult } from '@trueline/contract';

/** The numbers UC Protect manages, one row per workspace and number, with the latest scan's results. */
export const protectNumbers = pgTable(
  'protect_numbers',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    /** Ten digits. */
    number: text('number').notNull(),
    description: text('description'),
    businessRecordId: text('business_record_id'),
    /** The caller name the number is registered to show (the business record's first CNAM, else its legal name). */
    expectedCnam: text('expected_cnam'),
    status: text('status', { enum: PROTECT_STATUSES }).notNull().default('INITIALIZING'),
    statusReason: text('status_reason'),
    /** A registration (new, or a change of business record) not yet confirmed by the engines. */
    registrationPending: boolean('registration_pending').notNull().default(true),
    /** Null until the registration is submitted; numbers submitted together share it. */
    registrationSubmittedAt: timestamp('registration_submitted_at', { withTimezone: true }),
    registrationTicket: text('registration_ticket'),
    /** When the engines made the registration active (as they report it): caller names propagate from then on. */
    registrationConfirmedAt: timestamp('registration_confirmed_at', { withTimezone: true }),
    /** The last scan that got answers. */
    lastScanTime: timestamp('last_scan_time', { withTimezone: true }),
    /** The last scan that tried the number, answered or not. */
    lastScanAttempt: timestamp('last_scan_attempt', { withTimezone: true }),
    riskLevel: text('risk_level', { enum: ['LOW', 'MEDIUM', 'HIGH'] }),
    spamAlert: boolean('spam_alert').notNull().default(false),
    /**
     * The risk level the organisation was last alerted at while the number's alert lasts; null when not alerted
     * (or the alert cleared). Kept apart from the scan results so an alert the job could not send is sent later.
     */
    alertedRisk: text('alerted_risk', { enum: ['LOW', 'MEDIUM', 'HIGH'] }),
    spamResult: jsonb('spam_result').$type<SpamResult>(),
    cnamName: text('cnam_name'),
    cnamInvalid: boolean('cnam_invalid').notNull().default(false),
    ftcComplaints: integer('ftc_complaints'),
    validationResult: jsonb('validation_result').$type<ValidationResult>(),
    /** The reputation service's message when the last scan of this number failed. */
    scanError: text('scan_error'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('protect_numbers_workspace_number').on(t.workspaceId, t.number),
    index('protect_numbers_workspace_scan').on(t.workspaceId, t.lastScanTime),
  ],
);
export type ProtectNumberRow = typeof protectNumbers.$inferSelect;

/**
 * Numbers removed from UC Protect whose registration the engines still hold: written with the removal, in the same
 * transaction, and withdrawn from the registration service by a job that deletes each row once it is done.
 */
export const protectWithdrawals = pgTable(
  'protect_withdrawals',
  {
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    number: text('number').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.number] })],
);
