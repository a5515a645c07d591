import { pgTable, text, timestamp, integer, doublePrecision, jsonb, primaryKey } from 'drizzle-orm/pg-core';
import { campaigns } from '../campaigns/campaigns.tables';

/** One entry of a city's CoreFlux history (what the city table's Updated and Last event columns show). */
export interface CityEvent {
  timestamp: string;
  message: string;
}

/**
 * CoreFlux per city of an elastic campaign: where the city is (copied from the carrier's catalogue when first seen), the
 * pool count CoreFlux last set for it, what the last run found (numbers in service and on order, and numbers the carrier
 * could not supply), and its latest events, newest first.
 */
export const cityUtilization = pgTable(
  'city_utilization',
  {
    campaignId: text('campaign_id').notNull().references(() => campaigns.id),
    locationId: text('location_id').notNull(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').$type<'US' | 'CA'>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    targetPoolCount: integer('target_pool_count').notNull(),
    activeNumberCount: integer('active_number_count').notNull().default(0),
    incompleteOrderCount: integer('incomplete_order_count').notNull().default(0),
    /** Numbers the last scale-up could not get from the carrier (ordered again on the next run). */
    shortfall: integer('shortfall').notNull().default(0),
    events: jsonb('events').$type<CityEvent[]>().notNull().default([]),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.locationId] })],
);
export type CityUtilizationRow = typeof cityUtilization.$inferSelect;
export type NewCityUtilization = typeof cityUtilization.$inferInsert;
