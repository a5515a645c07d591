import type { FastifyInstance } from 'fastify';
import { businessRecordsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { BusinessRecordsService } from './business-records.service';

export function registerBusinessRecordsRoutes(app: FastifyInstance, records: BusinessRecordsService, authenticate: Authenticate) {
  const r = businessRecordsRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params }) => records.list(actor, params.orgId, params.ws));
  bindRoute(app, r.create, authenticate, ({ actor, params, body }) => records.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => records.get(actor, params.orgId, params.ws, params.recordId));
  bindRoute(app, r.update, authenticate, ({ actor, params, body }) => records.update(actor, params.orgId, params.ws, params.recordId, body));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => {
    await records.remove(actor, params.orgId, params.ws, params.recordId);
    return { ok: true as const };
  });
  bindRoute(app, r.moveToFolder, authenticate, ({ actor, params, query }) =>
    records.moveToFolder(actor, params.orgId, params.ws, params.recordId, query.folderId));
}
