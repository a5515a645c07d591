import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { isMessagingType, type Campaign, type CampaignStatus } from '@trueline/contract';
import type { FolderColumn } from '../../components/FolderTable';
import { PlainCopyId } from '../../components/CopyId';
import { formatPhone } from '../../components/phone';
import { CAMPAIGN_STATUS_LABELS } from './campaign-format';

const STATUS_COLOURS: Record<CampaignStatus, string> = { ACTIVE: '#2e7d32', SENTRY: '#0b3d91', DEACTIVATED: '#6b7280', DELETED: '#9ca3af' };

/** A status as a coloured dot and its word: plain markup, as thousands of rows render it. */
export function CampaignStatusText({ status }: { status: CampaignStatus }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: STATUS_COLOURS[status] }} />
      {CAMPAIGN_STATUS_LABELS[status]}
    </span>
  );
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
