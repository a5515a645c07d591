import type { FastifyInstance } from 'fastify';
import { reportsRoutes as r } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { ReportsService } from './reports.service';

/** `attachment` with the name in ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function registerReportsRoutes(app: FastifyInstance, reports: ReportsService, authenticate: Authenticate) {
  bindRoute(app, r.list, authenticate, ({ actor, params }) => reports.list(actor, params.orgId, params.ws));
  bindRoute(app, r.url, authenticate, ({ actor, params }) => reports.url(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => {
    await reports.remove(actor, params.orgId, params.ws, params.id);
    return { ok: true as const };
  });
  bindRoute(app, r.file, authenticate, async ({ query, reply }) => {
    const file = await reports.file(query.token);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-length', file.size)
      .header('content-disposition', disposition(file.filename)).header('cache-control', 'private, no-store');
    return file.stream;
  });
}
