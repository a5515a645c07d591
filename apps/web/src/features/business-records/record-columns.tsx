import { Typography } from '@mui/material';
import { StatusChip } from '../../components/StatusChip';
import type { BusinessRecord } from '@trueline/contract';
import type { FolderColumn } from '../../components/FolderTable';
import { RECORD_STATUS_LABELS, cnamNames, contactName, mediumDate } from './format';

/** The Business Profile list's columns: Name (with the CNAMs under it on a phone), Status, CNAM, Contact, Created. */
export const RECORD_COLUMNS: FolderColumn<BusinessRecord>[] = [
  {
    key: 'name',
    header: 'Name',
    sx: { fontWeight: 500, overflowWrap: 'break-word' },
    cell: (r) => (
      <>
        {r.legalName}
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400 }}>{cnamNames(r)}</Typography>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => <StatusChip status={r.resourceStatus} label={RECORD_STATUS_LABELS[r.resourceStatus]} />,
  },
  { key: 'cnam', header: 'CNAM', hide: 'phone', sx: { overflowWrap: 'break-word' }, cell: cnamNames },
  { key: 'contact', header: 'Contact', hide: 'narrow', cell: contactName },
  { key: 'created', header: 'Created', hide: 'narrow', sx: { whiteSpace: 'nowrap' }, cell: (r) => mediumDate(r.dateCreated) },
];
