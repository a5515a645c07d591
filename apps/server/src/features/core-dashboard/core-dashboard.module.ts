import type { FastifyInstance } from 'fastify';
import { coreDashboardRoutes } from '@trueline/contract';
import { defineModule } from '../../platform/module';
import { bindRoute } from '../../platform/http';
import type { Gate } from '../workspaces/workspace';
import type { Lists } from '../lists/lists.module';
import type { Callbacks } from '../callbacks/callbacks.module';
import type { Interactions } from '../interactions/interactions.module';
import type { PoolsService } from '../pools/pools.service';
import { coreDashboardService, type CoreDashboardPeers, type CoreDashboardService } from './core-dashboard.service';

interface Peers extends Pick<CoreDashboardPeers, 'campaigns' | 'metering'> {
  lists: Pick<Lists, 'service'>;
  callbacks: Pick<Callbacks, 'service'>;
  pools: { service: Pick<PoolsService, 'health'> };
  messagingDashboard: CoreDashboardPeers['messaging'];
  interactions: Pick<Interactions, 'service'>;
}

function registerCoreDashboardRoutes(app: FastifyInstance, dashboard: CoreDashboardService, gate: Gate) {
  bindRoute(app, coreDashboardRoutes.get, gate, ({ scope, body }) => dashboard.get(scope, body));
}

/** The Core dashboard (/dashboard): a workspace's calling floor at a glance, read from the other features' sums. */
export const coreDashboardModule = defineModule({
  name: 'coreDashboard',
  create: (_deps: object, p: Peers) => coreDashboardService({
    campaigns: p.campaigns, metering: p.metering, lists: p.lists.service, callbacks: p.callbacks.service, pools: p.pools.service,
    messaging: p.messagingDashboard, interactions: p.interactions.service,
  }),
  routes: registerCoreDashboardRoutes,
});
