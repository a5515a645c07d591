import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { isMessagingType, type Campaign, type CampaignStatus } from '@trueline/contract';
import type { FolderColumn } from '../../components/FolderTable';
import { PlainCopyId } from '../../components/CopyId';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { CAMPAIGN_STATUS_LABELS } from './campaign-format';

/** A campaign's status in the console's one status chip (the table is virtualised, so only the rows in view render one). */
export function CampaignStatusText({ status }: { status: CampaignStatus }) {
  return <StatusChip status={status} label={CAMPAIGN_STATUS_LABELS[status]} />;
}

function DialerCampaignCell({ campaign }: { campaign: Campaign }) {
  if (!isMessagingType(campaign.provisioningType)) return <>{campaign.dialerCampaignName ?? '—'}</>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, verticalAlign: 'middle' }}>
      <SmsOutlinedIcon fontSize="small" color="action" aria-hidden />
      Messaging
    </span>
  );
}

const name: FolderColumn<Campaign> = { key: 'name', header: 'Name', sx: { fontWeight: 500, overflowWrap: 'anywhere' }, cell: (c) => c.name };
const id: FolderColumn<Campaign> = { key: 'id', header: 'ID', hide: 'narrow', width: 150, cell: (c) => <PlainCopyId id={c.id} label="campaign ID" /> };
const status: FolderColumn<Campaign> = { key: 'status', header: 'Status', width: 130, cell: (c) => <CampaignStatusText status={c.status} /> };
const dialer: FolderColumn<Campaign> = { key: 'dialer', header: 'Dialer campaign', hide: 'phone', cell: (c) => <DialerCampaignCell campaign={c} /> };
const cnam: FolderColumn<Campaign> = { key: 'cnam', header: 'CNAM Identity', hide: 'phone', cell: (c) => c.businessIdentityName ?? '—' };
const forward: FolderColumn<Campaign> = { key: 'forward', header: 'Forward to', hide: 'narrow', width: 150, sx: { whiteSpace: 'nowrap' }, cell: (c) => formatPhone(c.forwardingNumber) || '—' };

/** Name, ID, Status, Dialer campaign, CNAM Identity, Forward to (spec 1 §2.13); CONNECT workspaces have no dialer campaign column. */
export const CAMPAIGN_COLUMNS: FolderColumn<Campaign>[] = [name, id, status, dialer, cnam, forward];
export const CONNECT_CAMPAIGN_COLUMNS: FolderColumn<Campaign>[] = [name, id, status, cnam, forward];
