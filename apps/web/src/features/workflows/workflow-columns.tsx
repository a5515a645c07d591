import { IconButton, Stack, Tooltip } from '@mui/material';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { WORKFLOW_TYPE_LABELS, type WorkflowStatus, type WorkflowSummary } from '@trueline/contract';
import type { FolderColumn } from '../../components/FolderTable';
import { PlainCopyId } from '../../components/CopyId';
import { StatusChip } from '../../components/StatusChip';
import { publishedAgo, publishedExact } from './workflow-format';

/** A workflow's status in the console's one status chip. */
export function WorkflowStatusText({ status }: { status: WorkflowStatus }) {
  return <StatusChip status={status} />;
}

export interface WorkflowActions {
  onDuplicate(w: WorkflowSummary): void;
  onExport(w: WorkflowSummary): void;
}

/** Name, ID (click to copy), Type, Published, Status and the duplicate and export actions (spec 3 §2.7). */
export function workflowColumns({ onDuplicate, onExport }: WorkflowActions): FolderColumn<WorkflowSummary>[] {
  return [
    { key: 'name', header: 'Name', sx: { fontWeight: 500, overflowWrap: 'anywhere' }, cell: (w) => w.name },
    { key: 'id', header: 'ID', hide: 'narrow', width: 150, cell: (w) => <PlainCopyId id={w.id} label="workflow ID" /> },
    { key: 'type', header: 'Type', hide: 'phone', width: 100, cell: (w) => WORKFLOW_TYPE_LABELS[w.type] },
    {
      key: 'published', header: 'Published', hide: 'phone', width: 180,
      cell: (w) => (
        <span title={publishedExact(w.publishedTimestamp)} style={{ whiteSpace: 'nowrap' }}>
          {publishedAgo(w.publishedTimestamp)}
          {w.publishedTimestamp && w.draft ? <span style={{ marginLeft: 6, fontSize: 12, color: '#8a5300' }} title="Saved changes not yet published">Draft</span> : null}
        </span>
      ),
    },
    { key: 'status', header: 'Status', width: 96, cell: (w) => <WorkflowStatusText status={w.status} /> },
    {
      key: 'actions', header: 'Actions', width: 72, sx: { px: 0.5 },
      cell: (w) => (
        <Stack direction="row" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <Tooltip title="Duplicate">
            <IconButton size="small" sx={{ p: 0.5 }} aria-label={`Duplicate ${w.name}`} onClick={() => onDuplicate(w)}><FileCopyOutlinedIcon fontSize="small" /></IconButton>
          </Tooltip>
          <Tooltip title="Export">
            <IconButton size="small" sx={{ p: 0.5 }} aria-label={`Export ${w.name}`} onClick={() => onExport(w)}><FileDownloadOutlinedIcon fontSize="small" /></IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
}
