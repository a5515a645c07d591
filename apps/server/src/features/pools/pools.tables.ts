import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, integer, doublePrecision, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AppToPersonStatus, PoolCnamStatus, PoolNumberStatus, RiskLevel } from '@trueline/contract';
import { campaigns } from '../campaigns/campaigns.tables';

/** Where a pool number came from: ordered from the carrier, or brought by the customer (never released to the carrier). */
export type PoolNumberSource = 'ORDERED' | 'BYOP';
/**
 * Why a number left service: Sentry found it flagged or over age, someone asked for a replacement, the CNAM changed with
 * "Replace pool", the campaign was deactivated, the customer removed it from their own pool, the carrier could not set it
 * up, or the campaign needs fewer numbers there (SURPLUS).
 */
export type RetiredReason = 'FLAGGED' | 'AGE' | 'REQUESTED' | 'CNAM_CHANGE' | 'DEACTIVATED' | 'DEREGISTERED' | 'SETUP_FAILED' | 'SURPLUS';

/**
 * The numbers of every campaign's pool, one row per number and campaign stint: a released number keeps its row
 * (DELETED) for the history, and a number is live in at most one pool at a time.
 */
export const poolNumbers = pgTable(
  'pool_numbers',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull().references(() => campaigns.id),
    /** Ten digits. */
    number: text('number').notNull(),
    source: text('source').$type<PoolNumberSource>().notNull().default('ORDERED'),
    /** The carrier catalogue's location: city, state or province, country, the number's area code, coordinates. */
    locationId: text('location_id').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').$type<'US' | 'CA'>().notNull(),
    areaCode: text('area_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    status: text('status').$type<PoolNumberStatus>().notNull(),
    /** The caller name registered (or being registered) on the number, and how far its registration got. */
    cnam: text('cnam'),
    cnamStatus: text('cnam_status').$type<PoolCnamStatus>(),
    cnamError: text('cnam_error'),
    usageCount: integer('usage_count').notNull().default(0),
    firstUsed: timestamp('first_used', { withTimezone: true }),
    /** The day (yyyy-mm-dd, America/New_York) of the last use, and how many times the number was used that day (daily cap). */
    lastUsedDay: text('last_used_day'),
    dayCount: integer('day_count').notNull().default(0),
    riskLevel: text('risk_level').$type<RiskLevel>(),
    spamScore: integer('spam_score'),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    /** When the number left service (FLAGGED or AGING), and why; AGING numbers are released POOL_AGING_DAYS later. */
    agedAt: timestamp('aged_at', { withTimezone: true }),
    retiredReason: text('retired_reason').$type<RetiredReason>(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** 10DLC: the vendor campaign the number is assigned to, the assignment's state and why it failed. */
    appToPersonCampaignId: text('app_to_person_campaign_id'),
    appToPersonStatus: text('app_to_person_status').$type<AppToPersonStatus>(),
    appToPersonFailureReason: text('app_to_person_failure_reason'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // /pools searches by the start of the number inside a workspace: a pattern-ops index serves `like '212%'`.
    index('pool_numbers_workspace_prefix').on(t.workspaceId, t.number.op('text_pattern_ops')),
    index('pool_numbers_campaign_status').on(t.campaignId, t.status),
    index('pool_numbers_campaign_area_code').on(t.campaignId, t.areaCode),
    index('pool_numbers_status_aged').on(t.status, t.agedAt),
    index('pool_numbers_workspace_aged').on(t.workspaceId, t.agedAt),
    uniqueIndex('pool_numbers_live_number').on(t.number).where(sql`${t.status} <> 'DELETED'`),
  ],
);
export type PoolNumberRow = typeof poolNumbers.$inferSelect;

/**
 * One row per campaign whose pool work is running: pool jobs of one campaign (provisioning, Sentry, CNAM, release)
 * take this lease so they never order or retire numbers at the same time, on any server instance.
 */
export const poolLeases = pgTable('pool_leases', {
  campaignId: text('campaign_id').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
