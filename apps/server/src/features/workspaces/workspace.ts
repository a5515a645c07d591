import type { workspaces } from './workspaces.tables';

/** A workspace as stored: the type other features receive from the workspaces service (never from its repo). */
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceStatus = WorkspaceRow['status'];
