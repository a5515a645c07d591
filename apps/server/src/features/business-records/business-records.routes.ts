import type { FastifyInstance } from 'fastify';
import { businessRecordsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { BusinessRecordsService } from './business-records.service';
import type { Gate } from '../workspaces/workspace';

export function registerBusinessRecordsRoutes(app: FastifyInstance, records: BusinessRecordsService, gate: Gate) {
  const r = businessRecordsRoutes;
  bindRoute(app, r.list, gate, ({ actor, params }) => records.list(actor, params.orgId, params.ws));
  bindRoute(app, r.create, gate, ({ actor, params, body }) => records.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.get, gate, ({ actor, params }) => records.get(actor, params.orgId, params.ws, params.recordId));
  bindRoute(app, r.update, gate, ({ actor, params, body }) => records.update(actor, params.orgId, params.ws, params.recordId, body));
  bindRoute(app, r.remove, gate, async ({ actor, params }) => {
    await records.remove(actor, params.orgId, params.ws, params.recordId);
    return { ok: true as const };
  });
  bindRoute(app, r.moveToFolder, gate, ({ actor, params, query }) =>
    records.moveToFolder(actor, params.orgId, params.ws, params.recordId, query.folderId));
}
