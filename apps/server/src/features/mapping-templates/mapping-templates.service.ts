import { MAPPING_TEMPLATE_NAME_MAX, MESSAGES, type MappedCol, type MappingTemplate } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/crypto';
import { badRequest, conflict, orNotFound } from '../../platform/errors';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { MappingTemplateRow } from './mapping-templates.tables';
import * as repo from './mapping-templates.repo';

const toTemplate = (r: MappingTemplateRow): MappingTemplate => ({ id: r.id, name: r.name, mapping: r.mapping, created: r.created.toISOString() });

/** Saved column mappings of a workspace. Every team member of the workspace reads, saves and deletes them. */
export function mappingTemplatesService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;
  return {
    async list({ workspace }: WorkspaceScope): Promise<MappingTemplate[]> {
      return (await repo.listTemplates(db, workspace.id)).map(toTemplate);
    },
    async get({ workspace }: WorkspaceScope, id: string): Promise<MappingTemplate> {
      return toTemplate(orNotFound(await repo.findTemplate(db, workspace.id, id)));
    },
    async remove({ workspace }: WorkspaceScope, id: string): Promise<void> {
      orNotFound((await repo.deleteTemplate(db, workspace.id, id)) || null);
    },
    /** Checks a name for "save as new" before any work is done: required, not too long, not taken. */
    async assertNameFree(workspaceId: string, name: string | null | undefined): Promise<string> {
      const n = (name ?? '').trim();
      if (!n) throw badRequest(MESSAGES.fieldRequired, 'templateName');
      if (n.length > MAPPING_TEMPLATE_NAME_MAX) throw badRequest(MESSAGES.profileNameTooLong, 'templateName');
      if (await repo.findTemplateByName(db, workspaceId, n)) throw conflict(MESSAGES.mappingTemplateNameTaken);
      return n;
    },
    /** Whether the workspace has this template, named by its id or its name (any case): a campaign's default template. */
    async exists(workspaceId: string, ref: string): Promise<boolean> {
      return Boolean((await repo.findTemplate(db, workspaceId, ref)) ?? (await repo.findTemplateByName(db, workspaceId, ref)));
    },
    /** Saves a mapping as a new template of the workspace. */
    async saveNew(w: { orgId: string; id: string }, name: string, mapping: readonly MappedCol[]): Promise<MappingTemplate> {
      const row = await repo.insertTemplate(db, { id: newId(), orgId: w.orgId, workspaceId: w.id, name: name.trim(), mapping: [...mapping] });
      if (!row) throw conflict(MESSAGES.mappingTemplateNameTaken);
      return toTemplate(row);
    },
  };
}
export type MappingTemplatesService = ReturnType<typeof mappingTemplatesService>;
