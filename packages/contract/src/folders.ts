import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, TEXT_MAX } from './fields';

/** What a folder may hold; each feature with folders owns one scope. */
export const FOLDER_SCOPES = ['Campaign', 'MessagingCampaign', 'BusinessRecord', 'Workflow', 'RecordSet', 'EtlTask'] as const;
export type FolderScope = (typeof FOLDER_SCOPES)[number];

export const folder = z.object({ id: z.string(), name: z.string(), scope: z.enum(FOLDER_SCOPES) });
export type Folder = z.infer<typeof folder>;

const tag = 'Folders';
const base = '/api/orgs/:orgId/workspaces/:ws/folders';
const idp = wsParams.extend({ id: z.string().max(TEXT_MAX.name) });
export const foldersRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'Folders of one scope', params: wsParams, query: z.object({ scope: z.enum(FOLDER_SCOPES) }), response: z.array(folder) }),
  create: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', summary: 'Create a folder', params: wsParams,
    body: z.object({ scope: z.enum(FOLDER_SCOPES), name: requiredString(MESSAGES.folderNameRequired) }), response: folder,
  }),
  rename: defineRoute({ method: 'PUT', path: `${base}/:id`, tag, auth: 'user', summary: 'Rename a folder', params: idp, query: z.object({ name: requiredString(MESSAGES.folderNameRequired) }), response: folder }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', summary: 'Delete an empty folder', params: idp, response: ok }),
};
