import type { FastifyInstance } from 'fastify';
import { businessRecordsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { BusinessRecordsService } from './business-records.service';
import type { Gate } from '../workspaces/workspace';

export function registerBusinessRecordsRoutes(app: FastifyInstance, records: BusinessRecordsService, gate: Gate) {
  const r = businessRecordsRoutes;
  bindRoute(app, r.list, gate, ({ scope }) => records.list(scope));
  bindRoute(app, r.create, gate, ({ scope, body }) => records.create(scope, body));
  bindRoute(app, r.get, gate, ({ scope, params }) => records.get(scope, params.recordId));
  bindRoute(app, r.update, gate, ({ scope, params, body }) => records.update(scope, params.recordId, body));
  bindRoute(app, r.remove, gate, async ({ scope, params }) => {
    await records.remove(scope, params.recordId);
    return { ok: true as const };
  });
  bindRoute(app, r.moveToFolder, gate, ({ scope, params, query }) => records.moveToFolder(scope, params.recordId, query.folderId));
}
