import { MESSAGING_CAMPAIGN_STATUS_LABELS, type MessagingCampaignStatus, type MessagingCampaignSummary } from '@trueline/contract';
import type { FolderColumn } from '../../components/FolderTable';
import { PlainCopyId } from '../../components/CopyId';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/format';

/** A campaign status in the console's status chip, with the contract's words ("Pending approval"). */
export function MessagingStatusChip({ status }: { status: MessagingCampaignStatus }) {
  return <StatusChip status={status} label={MESSAGING_CAMPAIGN_STATUS_LABELS[status]} />;
}

const nowrap = { whiteSpace: 'nowrap' } as const;
/** Name, ID (click to copy), Status, Created, Updated (spec 3 §2.2). */
export const MESSAGING_CAMPAIGN_COLUMNS: FolderColumn<MessagingCampaignSummary>[] = [
  { key: 'name', header: 'Name', sx: { fontWeight: 500, overflowWrap: 'anywhere' }, cell: (c) => c.name },
  { key: 'id', header: 'ID', hide: 'narrow', width: 150, cell: (c) => <PlainCopyId id={c.id} label="campaign ID" /> },
  { key: 'status', header: 'Status', width: 150, cell: (c) => <MessagingStatusChip status={c.campaignStatus} /> },
  { key: 'created', header: 'Created', hide: 'phone', width: 170, sx: nowrap, cell: (c) => formatDateTime(c.created) },
  { key: 'updated', header: 'Updated', hide: 'phone', width: 170, sx: nowrap, cell: (c) => formatDateTime(c.updated) },
];

const byName = (a: MessagingCampaignSummary, b: MessagingCampaignSummary) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/** The rows whose name (or id) holds the text, by name. */
export function filterMessagingCampaigns(list: readonly MessagingCampaignSummary[], text: string): MessagingCampaignSummary[] {
  const needle = text.trim().toLowerCase();
  return list.filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.id.toLowerCase() === needle).sort(byName);
}
