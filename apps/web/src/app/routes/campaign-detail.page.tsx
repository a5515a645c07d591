import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, LinearProgress, Tab } from '@mui/material';
import type { Campaign, Workspace } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/session';
import { useWorkspaces } from '../../lib/workspace-context';
import { useCampaign } from '../../features/campaigns/api';
import { CampaignHeader } from '../../features/campaigns/CampaignHeader';
import { activeTab, CAMPAIGN_TAB_LABELS, campaignTabs, type CampaignTab } from '../../features/campaigns/campaign-tabs';
import { campaignPermissions } from '../../features/campaigns/overview-form';
import { useCampaignEvents } from '../../features/campaigns/use-campaign-events';
import { OverviewTab } from '../../features/campaigns/OverviewTab';
import { DataBoostTab } from '../../features/campaigns/DataBoostTab';
import { WatchtowerTab } from '../../features/campaigns/WatchtowerTab';
import { MessagingTab } from '../../features/campaigns/MessagingTab';
import { CoreFluxTab } from '../../features/campaigns/CoreFluxTab';
import { CoreFluxMap } from '../../features/coreflux/CoreFluxMap';
import { EventLogTab } from '../../features/campaigns/EventLogTab';
import { ListsTab } from '../../features/lists/ListsTab';
import { PoolTab } from '../../features/pools/PoolTab';
import { LeadsTab } from '../../features/leads/LeadsTab';
import { ScrollableTabs } from '../../components/ScrollableTabs';

/**
 * /campaigns/{id} (spec 2 §2): the campaign's header and its tabs, each kept in the address as ?tab=. The campaign's
 * own features, lists, pool and leads come from their features; this page only composes them.
 */
export function CampaignDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { workspaces, selected, select } = useWorkspaces();
  // The selected workspace is asked first; a link from another workspace's screen still finds its campaign.
  const order = useMemo(() => (selected ? [selected.id, ...workspaces.filter((w) => w.id !== selected.id).map((w) => w.id)] : []), [selected, workspaces]);
  const query = useCampaign(id, order);
  useCampaignEvents(id ? `campaign:${id}` : null);
  const found = query.data;

  // The selector follows the campaign's workspace, so going back lands in the list it belongs to.
  useEffect(() => {
    if (found && selected && found.workspaceId !== selected.id) select(found.workspaceId);
  }, [found, selected, select]);

  const workspace = workspaces.find((w) => w.id === found?.workspaceId);
  if (query.isError) {
    return (
      <Box>
        <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(query.error)}</Alert>
        <Button onClick={() => navigate('/campaigns')}>Back to campaigns</Button>
      </Box>
    );
  }
  if (!found || !workspace) return <LinearProgress aria-label="Loading campaign" />;
  return <CampaignDetail campaign={found.campaign} workspace={workspace} />;
}

function CampaignDetail({ campaign, workspace }: { campaign: Campaign; workspace: Workspace }) {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const tab = activeTab(campaign, params.get('tab'));
  const can = campaignPermissions(user.userType, campaign);
  // On a phone the tab strip scrolls. MUI scrolls the chosen tab into view before its scroll buttons take their room,
  // so an opened tab (a link to ?tab=events) can end up under the right-hand button: whenever the strip changes size,
  // bring the chosen tab to its middle.
  useEffect(() => {
    const chosen = document.getElementById(`campaign-tab-${tab}`);
    const strip = chosen?.closest<HTMLElement>('.MuiTabs-scroller');
    if (!chosen || !strip) return;
    const observer = new ResizeObserver(() => {
      strip.scrollLeft = chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2;
    });
    observer.observe(strip);
    return () => observer.disconnect();
  }, [tab]);
  const choose = (value: CampaignTab) =>
    setParams((p) => {
      p.set('tab', value);
      return p;
    }, { replace: true });

  const panels: Record<CampaignTab, () => ReactNode> = {
    overview: () => <OverviewTab campaign={campaign} workspace={workspace} can={can} />,
    databoost: () => <DataBoostTab campaign={campaign} workspace={workspace} editable={can.editable} />,
    watchtower: () => <WatchtowerTab campaign={campaign} workspace={workspace} editable={can.editable} editBrandedCalling={can.editBrandedCalling} />,
    messaging: () => <MessagingTab campaign={campaign} editable={can.editable} />,
    lists: () => <ListsTab campaign={campaign} workspace={workspace} />,
    pool: () => <PoolTab campaign={campaign} workspace={workspace} />,
    coreflux: () => <CoreFluxTab campaign={campaign} editable={can.editCoreFlux} map={(rows) => <CoreFluxMap rows={rows} />} />,
    leads: () => <LeadsTab campaign={campaign} workspace={workspace} />,
    events: () => <EventLogTab campaign={campaign} />,
  };

  return (
    <>
      <CampaignHeader campaign={campaign} />
      <ScrollableTabs
        value={tab}
        onChange={(_e, v: CampaignTab) => choose(v)}
        aria-label="Campaign"
        sx={{ mb: 2 }}
      >
        {campaignTabs(campaign).map((t) => (
          <Tab key={t} value={t} label={CAMPAIGN_TAB_LABELS[t]} id={`campaign-tab-${t}`} aria-controls={`campaign-tabpanel-${t}`} />
        ))}
      </ScrollableTabs>
      <Box role="tabpanel" id={`campaign-tabpanel-${tab}`} aria-labelledby={`campaign-tab-${tab}`}>
        {panels[tab]()}
      </Box>
    </>
  );
}
