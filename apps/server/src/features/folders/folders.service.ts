import { MESSAGES, type Folder, type FolderScope } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspaceScope } from '../workspaces/workspace';
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
export function foldersService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;
  const scopes = new Map<FolderScope, FolderScopeRules>();
  const assertWritable = (actor: Actor, scope: FolderScope) => {
    const canWrite = scopes.get(scope)?.canWrite;
    if (canWrite && !canWrite(actor)) throw forbidden();
  };

  async function find({ workspace }: WorkspaceScope, id: string) {
    const row = await repo.findFolder(db, workspace.id, id);
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

    async list({ workspace }: WorkspaceScope, scope: FolderScope): Promise<Folder[]> {
      return (await repo.listFolders(db, workspace.id, scope)).map(toFolder);
    },

    async create({ actor, workspace }: WorkspaceScope, scope: FolderScope, name: string): Promise<Folder> {
      assertWritable(actor, scope);
      return toFolder(await repo.insertFolder(db, { id: newId(), orgId: workspace.orgId, workspaceId: workspace.id, scope, name }));
    },

    async rename(scope: WorkspaceScope, id: string, name: string): Promise<Folder> {
      const folder = await find(scope, id);
      assertWritable(scope.actor, folder.scope as FolderScope);
      return toFolder(await repo.renameFolder(db, id, name));
    },

    async remove(scope: WorkspaceScope, id: string): Promise<void> {
      const row = await find(scope, id);
      assertWritable(scope.actor, row.scope as FolderScope);
      const count = scopes.get(row.scope as FolderScope)?.count;
      if (count && (await count(scope.workspace.id, id)) > 0) throw conflict(MESSAGES.folderNotEmpty);
      await repo.deleteFolder(db, id);
    },
  };
}
export type FoldersService = ReturnType<typeof foldersService>;
