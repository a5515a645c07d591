import { MESSAGES, type Folder, type FolderScope } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import * as repo from './folders.repo';

/** Counts the items of one scope inside a folder; the feature that owns the scope registers it. */
export type FolderItemCounter = (workspaceId: string, folderId: string) => Promise<number>;

/** How a feature's items relate to its folders: how many a folder holds, and who may change its folders. */
export interface FolderScopeRules {
  count: FolderItemCounter;
  /** Folders follow their items' write rule (business records: SuperAdmin only). Default: anyone who sees the workspace. */
  canWrite?: (actor: Actor) => boolean;
}

const toFolder = (f: repo.FolderRow): Folder => ({ id: f.id, name: f.name, scope: f.scope as FolderScope });

/** Folders shared by every feature that groups its items (campaigns, workflows, record sets…). */
export function foldersService(deps: Deps, workspaces: WorkspacesService) {
  const { db } = deps;
  const scopes = new Map<FolderScope, FolderScopeRules>();
  const assertWritable = (actor: Actor, scope: FolderScope) => {
    const canWrite = scopes.get(scope)?.canWrite;
    if (canWrite && !canWrite(actor)) throw forbidden();
  };

  async function find(actor: Actor, orgId: string, ws: string, id: string) {
    await workspaces.access(actor, orgId, ws);
    const row = await repo.findFolder(db, ws, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    registerScope(scope: FolderScope, rules: FolderScopeRules) {
      scopes.set(scope, rules);
    },

    /** For features that move an item into a folder: the folder must exist in the workspace and hold that scope. */
    async assertFolder(ws: string, folderId: string, scope: FolderScope): Promise<void> {
      if (!(await repo.findFolderOfScope(db, ws, folderId, scope))) throw notFound();
    },

    async list(actor: Actor, orgId: string, ws: string, scope: FolderScope): Promise<Folder[]> {
      await workspaces.access(actor, orgId, ws);
      return (await repo.listFolders(db, ws, scope)).map(toFolder);
    },

    async create(actor: Actor, orgId: string, ws: string, scope: FolderScope, name: string): Promise<Folder> {
      const w = await workspaces.access(actor, orgId, ws);
      assertWritable(actor, scope);
      return toFolder(await repo.insertFolder(db, { id: newId(), orgId: w.orgId, workspaceId: ws, scope, name }));
    },

    async rename(actor: Actor, orgId: string, ws: string, id: string, name: string): Promise<Folder> {
      const folder = await find(actor, orgId, ws, id);
      assertWritable(actor, folder.scope as FolderScope);
      return toFolder(await repo.renameFolder(db, id, name));
    },

    async remove(actor: Actor, orgId: string, ws: string, id: string): Promise<void> {
      const row = await find(actor, orgId, ws, id);
      assertWritable(actor, row.scope as FolderScope);
      const count = scopes.get(row.scope as FolderScope)?.count;
      if (count && (await count(ws, id)) > 0) throw conflict(MESSAGES.folderNotEmpty);
      await repo.deleteFolder(db, id);
    },
  };
}
export type FoldersService = ReturnType<typeof foldersService>;
