import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  locality: text('locality'),
  postal: text('postal'),
  taxId: text('tax_id'),
  website: text('website'),
  phone: text('phone'),
  supportEmail: text('support_email'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
