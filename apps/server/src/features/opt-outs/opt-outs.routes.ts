import type { FastifyInstance } from 'fastify';
import { OPT_OUT_MESSAGES as M, isCsvFileName, optOutsRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { badRequest } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';
import type { Gate } from '../workspaces/workspace';
import type { OptOutsService } from './opt-outs.service';

/** An opt-out import file at most (a national suppression file is a few hundred MB). */
const IMPORT_MAX_BYTES = 512 * 1024 * 1024;

export function registerOptOutsRoutes(app: FastifyInstance, optOuts: OptOutsService, gate: Gate) {
  bindRoute(app, r.list, gate, ({ scope, query }) => optOuts.list(scope, query));
  bindRoute(app, r.add, gate, ({ scope, query }) => optOuts.add(scope, query));
  bindRoute(app, r.remove, gate, async ({ scope, query }) => {
    await optOuts.remove(scope, query.phone);
    return { ok: true as const };
  });
  bindRoute(app, r.download, gate, ({ scope, query }) => optOuts.download(scope, query));
  bindRoute(app, r.import, gate, async ({ scope, query, req }) => {
    // The whole body is read and checked before the campaign is: a malformed upload answers as every upload's does.
    const { file } = await readMultipart(req, r.import, {
      missing: M.fileRequired,
      maxFileBytes: IMPORT_MAX_BYTES,
      onFile: async (upload) => {
        if (!isCsvFileName(upload.filename)) {
          upload.file.resume();
          throw badRequest(M.csvOnly, 'file');
        }
        return optOuts.readCsv(upload.file, upload.filename);
      },
    });
    return optOuts.importRows(scope, query.campaignId ?? '', file!);
  });
  bindRoute(app, r.reviews, gate, ({ scope }) => optOuts.reviews(scope));
  bindRoute(app, r.resolveReview, gate, async ({ scope, params, query }) => {
    await optOuts.resolveReview(scope, params.reviewId, query.optOut);
    return { ok: true as const };
  });
}
