import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CAMPAIGN_STATUS_FILTERS, type Campaign, type CampaignStatusFilter } from '@trueline/contract';
import { useWorkspaces } from '../../app/workspace-context';
import { WorkspaceSelector } from '../../app/WorkspaceSelector';
import { PageHeader } from '../../components/PageHeader';
import { FolderTable } from '../../components/FolderTable';
import { useCampaigns, useMoveCampaign } from './api';
import { byName, filterCampaigns } from './campaign-format';
import { CAMPAIGN_COLUMNS, CONNECT_CAMPAIGN_COLUMNS } from './campaign-columns';
import { CreateCampaignDialog } from './CreateCampaignDialog';
import { useCampaignEvents } from './use-campaign-events';

const NOUNS = { one: 'campaign', other: 'campaigns' };
const getId = (c: Campaign) => c.id;
const getFolderId = (c: Campaign) => c.folderId;
const getName = (c: Campaign) => c.name;
const rowLabel = (c: Campaign) => `Open campaign ${c.name}`;

/** /campaigns (spec 1 §2.13): the workspace's campaigns in folders, filtered by name and status, live, and the create modal. */
export function CampaignsPage() {
  const { selected, loading } = useWorkspaces();
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
  const onMove = (id: string, folderId: string | null) => move.mutate({ id, folderId });

  return (
    <>
      <PageHeader title="Campaigns">
        <WorkspaceSelector />
        {selected ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
            Create campaign
          </Button>
        ) : null}
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">Choose a workspace to see its campaigns.</Alert> : null}
      {selected && ws ? (
        <>
          <FolderTable<Campaign>
            scope="Campaign"
            workspaceId={ws}
            items={rows}
            getId={getId}
            getFolderId={getFolderId}
            getName={getName}
            rowLabel={rowLabel}
            columns={selected.dialerProviderType === 'CONNECT' ? CONNECT_CAMPAIGN_COLUMNS : CAMPAIGN_COLUMNS}
            onRowClick={(c) => navigate(`/campaigns/${c.id}`)}
            onMove={onMove}
            canManage
            compactAddFolder
            filtering={Boolean(needle.trim())}
            emptyText={needle || status !== 'All' ? 'No campaigns match these filters.' : 'There are no campaigns in this workspace yet.'}
            label="Campaigns"
            nouns={NOUNS}
            loading={campaigns.isPending}
            loadingLabel="Loading campaigns"
            error={campaigns.isError ? campaigns.error : null}
            filters={
              <Stack direction="row" spacing={1.5} sx={{ flex: '1 1 0', minWidth: 0 }}>
                <TextField label="Filter..." type="search" value={text} onChange={(e) => setText(e.target.value)} sx={{ maxWidth: { sm: 320 } }} />
                <TextField select label="Status" value={status} onChange={(e) => setStatus(e.target.value as CampaignStatusFilter)} sx={{ width: 130, flexShrink: 0 }}>
                  {CAMPAIGN_STATUS_FILTERS.map((f) => <MenuItem key={f} value={f}>{f}</MenuItem>)}
                </TextField>
              </Stack>
            }
          />
          <CreateCampaignDialog workspace={selected} open={creating} onClose={() => setCreating(false)} />
        </>
      ) : null}
    </>
  );
}
