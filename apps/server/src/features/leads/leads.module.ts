import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { leadsService, type LeadsCampaigns } from './leads.service';
import { registerLeadsRoutes } from './leads.routes';

/** The leads campaigns loaded into their dialers: search and download, the lists' writes and CoreFlux's daily volumes. */
export const leadsModule = defineModule({
  name: 'leads',
  create: (deps: Pick<Deps, 'db'>, peers: { campaigns: LeadsCampaigns }) => leadsService(deps, peers.campaigns),
  routes: registerLeadsRoutes,
});
