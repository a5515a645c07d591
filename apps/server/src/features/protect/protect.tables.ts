import { pgTable, text, timestamp, boolean, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
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
    lastScanTime: timestamp('last_scan_time', { withTimezone: true }),
    riskLevel: text('risk_level', { enum: ['LOW', 'MEDIUM', 'HIGH'] }),
    spamAlert: boolean('spam_alert').notNull().default(false),
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
