import type { RouteGate, Scope } from '../../platform/http';
import type { workspaces } from './workspaces.tables';

/** A workspace as stored: the type other features receive from the workspaces service (never from its repo). */
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceStatus = WorkspaceRow['status'];

/** Who acts, in which workspace: what a route under `…/workspaces/:ws/…` hands its service, resolved once per request. */
export type WorkspaceScope = Scope<WorkspaceRow>;
/** The route gate of the console: the caller, and the workspace of the path resolved for them. */
export type Gate = RouteGate<WorkspaceRow>;
