import type { PickerOption, PickerSourceName } from '@trueline/contract';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { FtcSansService } from '../ftc-sans/ftc-sans.service';
import type { RndConnectionsService } from '../rnd-connections/rnd-connections.service';
import type { ActiveProspectService } from '../active-prospect/active-prospect.service';
import type { VeriskService } from '../verisk/verisk.service';
import type { DialersService } from '../dialers/dialers.service';

/** What a picker source is asked with: the scope (who asks, in which workspace; passed on as it is), and the campaign a dialer-list picker depends on. */
export interface PickerContext extends WorkspaceScope {
  orgId: string;
  campaignId?: string;
}
export type PickerSourceFn = (ctx: PickerContext) => Promise<PickerOption[]>;

export interface PickerPeers {
  campaigns: Pick<CampaignsService, 'list' | 'get'>;
  ftcSans: Pick<FtcSansService, 'list'>;
  rndConnections: Pick<RndConnectionsService, 'list'>;
  activeProspect: Pick<ActiveProspectService, 'list'>;
  verisk: Pick<VeriskService, 'list'>;
  dialers: Pick<DialersService, 'campaign'>;
}

/**
 * The lists node forms choose from (spec 3 §7 "Pickers fetch per workspace"), each read through the feature that owns
 * it. Features built apart (record sets, webhooks, messaging campaigns) add theirs with `register`; until one has, its
 * picker offers nothing.
 */
export function workflowPickers(peers: PickerPeers, workflows: PickerSourceFn) {
  const sources = new Map<PickerSourceName, PickerSourceFn>();

  sources.set('workflows', workflows);
  sources.set('coreCampaigns', async (ctx) => (await peers.campaigns.list(ctx)).map((c) => ({ id: c.id, name: c.name, status: c.status })));
  // DoNotCall's label is the FTC organisation's name; the SAN tells two accounts of one organisation apart.
  sources.set('ftcSans', async (ctx) => (await peers.ftcSans.list(ctx)).map((s) => ({ id: s.id, name: s.ftcOrgName, detail: s.ftcSan })));
  sources.set('rndConnections', async (ctx) =>
    (await peers.rndConnections.list(ctx)).map((c) => ({ id: c.id, name: c.companyName, status: c.resourceStatus, detail: c.companyNumber })));
  sources.set('activeProspectConnections', async (ctx) =>
    (await peers.activeProspect.list(ctx)).map((c) => ({ id: c.id, name: c.companyName, status: c.resourceStatus })));
  sources.set('veriskConnections', async (ctx) => (await peers.verisk.list(ctx)).map((c) => ({ id: c.id, name: c.companyName, status: c.resourceStatus })));
  // The dialer lists of the chosen Core campaign's dialer campaign (nothing until a campaign with one is chosen).
  sources.set('dialerLists', async (ctx) => {
    if (!ctx.campaignId) return [];
    const campaign = await peers.campaigns.get(ctx, ctx.campaignId);
    if (!campaign.dialerCampaignId) return [];
    const dialerCampaign = await peers.dialers.campaign(ctx, campaign.dialerCampaignId);
    return (dialerCampaign.lists ?? []).map((l) => ({ id: l.id, name: l.name }));
  });

  return {
    /** Adds (or replaces) the source of a picker. */
    register(source: PickerSourceName, fn: PickerSourceFn) {
      sources.set(source, fn);
    },
    async options({ actor, workspace }: WorkspaceScope, source: PickerSourceName, campaignId?: string): Promise<PickerOption[]> {
      const fn = sources.get(source);
      return fn ? fn({ actor, orgId: workspace.orgId, workspace, campaignId }) : [];
    },
  };
}
export type WorkflowPickers = ReturnType<typeof workflowPickers>;
