import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_STATUS_FILTERS, type Campaign, type CampaignStatusFilter } from '@trueline/contract';
import { useWorkspaces } from '../../lib/workspace-context';
import { FolderListPage, TextAndStatusFilters } from '../../components/FolderListPage';
import { useCampaigns, useMoveCampaign } from './api';
import { byName, filterCampaigns } from './campaign-format';
import { CAMPAIGN_COLUMNS, CONNECT_CAMPAIGN_COLUMNS } from './campaign-columns';
import { CreateCampaignDialog } from './CreateCampaignDialog';
import { useCampaignEvents } from './use-campaign-events';

const NOUNS = { one: 'campaign', other: 'campaigns' };

/** /campaigns (spec 1 §2.13): the workspace's campaigns in folders, filtered by name and status, live, and the create modal. */
export function CampaignsPage() {
  const { selected } = useWorkspaces();
  const navigate = useNavigate();
  const ws = selected?.id;
  const campaigns = useCampaigns(ws);
  const move = useMoveCampaign(ws ?? '');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<CampaignStatusFilter>('Active');
  const [creating, setCreating] = useState(false);
  useCampaignEvents(ws ? `workspace:${ws}` : null);
  // Typing stays responsive with thousands of rows: the table follows the filter a moment later.
  const needle = useDeferredValue(text);

  useEffect(() => setText(''), [ws]);

  const rows = useMemo(() => filterCampaigns(campaigns.data ?? [], needle, status).sort(byName), [campaigns.data, needle, status]);

  return (
    <FolderListPage<Campaign>
      title="Campaigns"
      nouns={NOUNS}
      query={campaigns}
      create={{ label: 'Create campaign', onClick: () => setCreating(true) }}
      scope="Campaign"
      items={rows}
      columns={selected?.dialerProviderType === 'CONNECT' ? CONNECT_CAMPAIGN_COLUMNS : CAMPAIGN_COLUMNS}
      onRowClick={(c) => navigate(`/campaigns/${c.id}`)}
      onMove={(id, folderId) => move.mutate({ id, folderId })}
      compactAddFolder
      filtering={Boolean(needle.trim())}
      emptyText={needle || status !== 'All' ? 'No campaigns match these filters.' : 'There are no campaigns in this workspace yet.'}
      filters={<TextAndStatusFilters text={text} onText={setText} status={status} onStatus={setStatus} statuses={CAMPAIGN_STATUS_FILTERS} />}
      panels={(workspace) => <CreateCampaignDialog workspace={workspace} open={creating} onClose={() => setCreating(false)} />}
    />
  );
}
