import { pgTable, text, timestamp, bigint, jsonb, index } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@trueline/contract';

/**
 * Report downloads: one row per asynchronous export a user asked for. The export job writes the file (`fileId`, claimed
 * before writing so a retry rewrites the same file), then marks the row READY until `expiresAt`.
 */
export const reportDownloads = pgTable(
  'report_downloads',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id').notNull(),
    /** The requester's name when they asked (the table shows it; a later rename does not rewrite history). */
    requestedByFirstName: text('requested_by_first_name').notNull(),
    requestedByLastName: text('requested_by_last_name').notNull(),
    reportName: text('report_name').notNull(),
    /** Which registered writer makes the file, and what it was asked for. */
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    status: text('status').$type<ReportStatus>().notNull(),
    fileId: text('file_id'),
    size: bigint('size', { mode: 'number' }),
    errorMessage: text('error_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('report_downloads_user_workspace_requested').on(t.userId, t.workspaceId, t.requestedAt),
    index('report_downloads_status_expires').on(t.status, t.expiresAt),
  ],
);
