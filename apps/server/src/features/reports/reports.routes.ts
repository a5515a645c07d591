import type { FastifyInstance } from 'fastify';
import { reportsRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { ReportsService } from './reports.service';
import type { Gate } from '../workspaces/workspace';

/** `attachment` with the name in ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function registerReportsRoutes(app: FastifyInstance, reports: ReportsService, gate: Gate) {
  bindRoute(app, r.list, gate, ({ scope }) => reports.list(scope));
  bindRoute(app, r.url, gate, ({ scope, params }) => reports.url(scope, params.id));
  bindRoute(app, r.remove, gate, async ({ scope, params }) => {
    await reports.remove(scope, params.id);
    return { ok: true as const };
  });
  bindRoute(app, r.file, gate, async ({ query, reply }) => {
    const file = await reports.file(query.token);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-length', file.size)
      .header('content-disposition', disposition(file.filename)).header('cache-control', 'private, no-store');
    return file.stream;
  });
}
