import { pgTable, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from '../organizations/organizations.tables';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull().references(() => organizations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    userType: text('user_type', { enum: ['SuperAdmin', 'Owner', 'Admin'] }).notNull(),
    passwordHash: text('password_hash'),
    /** When the password was last set: access tokens issued before it no longer work. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    role: text('role'),
    linkedin: text('linkedin'),
    pictureFileId: text('picture_file_id'),
    /** TOTP secret, encrypted with the server key; set once verified. */
    mfaSecret: text('mfa_secret'),
    /** Secret shown in the QR code, waiting for its first valid code. */
    mfaPendingSecret: text('mfa_pending_secret'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_live').on(t.email).where(sql`deleted_at is null`),
    index('users_org').on(t.orgId),
  ],
);
