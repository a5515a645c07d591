import { pgTable, text, timestamp, boolean, integer, jsonb, index } from 'drizzle-orm/pg-core';
import type { AegisFeatures, CoverageState } from '@trueline/contract';
import { organizations } from '../organizations/organizations.tables';

/** Non-secret dialer settings as stored; secrets live encrypted in `dialerSecrets`. */
export type StoredDialerSettings = Record<string, unknown> & { connected: boolean };

export const workspaces = pgTable(
  'workspaces',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull().references(() => organizations.id),
    name: text('name').notNull(),
    status: text('status', { enum: ['ACTIVE', 'ERROR', 'DEACTIVATED'] }).notNull().default('ACTIVE'),
    dialerProviderType: text('dialer_provider_type', { enum: ['FIVE9', 'RING', 'NICE', 'CONNECT', 'PREM'] }),
    dialerSettings: jsonb('dialer_settings').$type<StoredDialerSettings>(),
    /** AES-GCM ciphertext of the provider's secrets (passwords, tokens, keys). */
    dialerSecrets: text('dialer_secrets'),
    allowFullCoverageCampaigns: boolean('allow_full_coverage_campaigns').notNull().default(true),
    allowBringYourOwnPool: boolean('allow_bring_your_own_pool').notNull().default(false),
    maxNumbersPerFullCoverageCampaign: integer('max_numbers_per_full_coverage_campaign').notNull().default(1),
    allowNonTransactionalNumberMapping: boolean('allow_non_transactional_number_mapping').notNull().default(false),
    coverageStates: jsonb('coverage_states').$type<CoverageState[]>().notNull().default([]),
    aegisFeatures: jsonb('aegis_features').$type<AegisFeatures>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [index('workspaces_org').on(t.orgId)],
);
