import type { FastifyInstance } from 'fastify';
import { MESSAGES, publicApiRoutes as r, publicProcessRequest } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { badRequest } from '../../platform/errors';
import { parseJsonField, readMultipart } from '../../platform/multipart';
import { listUpload } from '../lists';
import type { PublicApiService } from './public-api.service';
import type { Gate } from '../workspaces/workspace';

export function registerPublicApiRoutes(app: FastifyInstance, api: PublicApiService, gate: Gate) {
  bindRoute(app, r.leadLoad, gate, ({ actor, body }) => api.loadLead(actor, body));
  bindRoute(app, r.listLoad, gate, async ({ actor, req }) => {
    const { file, fields } = await readMultipart(req, r.listLoad, listUpload((part) => api.storeFile(actor, part)));
    const stored = file!;
    // A refused request keeps nothing of the file.
    try {
      const campaignId = fields.campaignId?.trim();
      if (!campaignId) throw badRequest(MESSAGES.fieldRequired, 'campaignId');
      const request = parseJsonField(publicProcessRequest, fields.processRequest, 'processRequest', MESSAGES.listRequestInvalid);
      return await api.loadList(actor, campaignId, stored, request);
    } catch (err) {
      await api.discardFile(stored);
      throw err;
    }
  });
}
