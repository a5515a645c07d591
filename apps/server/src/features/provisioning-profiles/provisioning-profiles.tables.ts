import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import type { ProvisioningProfileType } from '@trueline/contract';
import { workspaces } from '../workspaces/workspaces.tables';

/** Provisioning profiles of a workspace: the states/provinces or area codes a campaign's numbers are provisioned in. */
export const provisioningProfiles = pgTable(
  'provisioning_profiles',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull().references(() => workspaces.id),
    name: text('name').notNull(),
    type: text('type').$type<ProvisioningProfileType>().notNull(),
    values: text('values').array().notNull().default([]),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provisioning_profiles_workspace').on(t.workspaceId)],
);
