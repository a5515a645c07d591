// Every table, for Drizzle's typed queries and drizzle-kit's migrations.
export * from '../platform/platform.tables';
export * from '../features/organizations/organizations.tables';
export * from '../features/users/users.tables';
export * from '../features/auth/auth.tables';
export * from '../features/workspaces/workspaces.tables';
export * from '../features/api-keys/api-keys.tables';
export * from '../features/folders/folders.tables';
export * from '../features/notifications/notifications.tables';
export * from '../features/page-views/page-views.tables';
