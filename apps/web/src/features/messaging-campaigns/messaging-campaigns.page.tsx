import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGING_STATUS_FILTERS, matchesMessagingStatusFilter, type CampaignStatusFilter, type MessagingCampaignSummary } from '@trueline/contract';
import { useWorkspaces } from '../../lib/workspace-context';
import { useRealtime } from '../../lib/use-realtime';
import { FolderListPage, TextAndStatusFilters } from '../../components/FolderListPage';
import { listsKey, useMessagingActions, useMessagingCampaigns } from './api';
import { filterMessagingCampaigns, MESSAGING_CAMPAIGN_COLUMNS } from './campaign-columns';

const NOUNS = { one: 'campaign', other: 'campaigns' };

/**
 * /engage/campaigns (spec 3 §2.2): the workspace's messaging campaigns in folders, filtered by name and status (Active by
 * default); Create campaign makes "New campaign" and opens it.
 */
export function MessagingCampaignsPage() {
  const ws = useWorkspaces().selected?.id;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<CampaignStatusFilter>('Active');
  const campaigns = useMessagingCampaigns(ws, status);
  const { create, move } = useMessagingActions(ws ?? '');
  const needle = useDeferredValue(text);
  useEffect(() => setText(''), [ws]);
  // Live: a campaign created, saved or moving status elsewhere shows in the list.
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: listsKey(ws ?? '') });
  useRealtime(ws ? [`workspace:${ws}`] : [], ['MessagingCampaign'], refresh, refresh);

  // The server filters by status; the rows are checked again so a campaign moved live to another status leaves at once.
  const rows = useMemo(
    () => filterMessagingCampaigns((campaigns.data ?? []).filter((c) => matchesMessagingStatusFilter(c.campaignStatus, status)), needle),
    [campaigns.data, needle, status],
  );
  const onCreate = () => create.mutate(undefined, { onSuccess: (c) => navigate(`/engage/campaigns/${c.id}`) });

  return (
    <FolderListPage<MessagingCampaignSummary>
      title="Campaigns"
      nouns={NOUNS}
      query={campaigns}
      create={{ label: 'Create campaign', onClick: onCreate, disabled: create.isPending }}
      scope="MessagingCampaign"
      items={rows}
      columns={MESSAGING_CAMPAIGN_COLUMNS}
      onRowClick={(c) => navigate(`/engage/campaigns/${c.id}`)}
      onMove={(id, folderId) => move.mutate({ id, folderId })}
      filtering={Boolean(needle.trim())}
      emptyText={needle.trim() || status !== 'All' ? 'No campaigns match these filters.' : 'There are no campaigns in this workspace yet.'}
      filters={<TextAndStatusFilters text={text} onText={setText} status={status} onStatus={setStatus} statuses={MESSAGING_STATUS_FILTERS} />}
    />
  );
}
