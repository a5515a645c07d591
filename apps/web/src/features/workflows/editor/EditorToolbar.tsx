import { useEffect, useState, type ReactNode } from 'react';
import { useReactFlow } from '@xyflow/react';
import { Box, Button, Chip, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import { WORKFLOW_STATUSES, WORKFLOW_TYPE_LABELS, type WorkflowStatus, type WorkflowType } from '@trueline/contract';
import { publishState, publishedExact } from '../workflow-format';

interface Props {
  name: string;
  nameError?: string;
  status: WorkflowStatus;
  type: WorkflowType;
  /** The workflow as last saved: whether it differs from the published one, when it was published and saved. */
  saved: { draft: boolean; publishedTimestamp: string | null; updated: string };
  /** Edits not saved yet. */
  dirty: boolean;
  /** There is something to publish: the saved workflow is a draft, or there are unsaved changes. */
  canPublish: boolean;
  busy: boolean;
  onName(name: string): void;
  onStatus(status: WorkflowStatus): void;
  onClose(): void;
  onHistory(): void;
  onTest(): void;
  onSave(): void;
  onPublish(): void;
  onDelete(): void;
  /** The palette toggle on phones. */
  paletteToggle?: ReactNode;
}

function Action({ title, onClick, disabled, children }: { title: string; onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <span><IconButton aria-label={title} onClick={onClick} disabled={disabled} sx={{ p: { xs: 0.5, sm: 1 } }}>{children}</IconButton></span>
    </Tooltip>
  );
}

/** Save and Publish: with their icons where there is room, words only on phones. */
const actionButtonSx = { px: { xs: 1, sm: 2 }, minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } } as const;

/**
 * The editor's bar (spec 3 §2.8): name, status, zoom in and out, when it was published, revision history, test call,
 * Save, Publish (only with a draft), delete and close.
 */
export function EditorToolbar(p: Props) {
  const { zoomIn, zoomOut } = useReactFlow();
  // "Published 3 minutes ago" keeps up while the editor stays open.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box component="header" sx={{ px: 1, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
        <Action title="Close workflow" onClick={p.onClose}><CloseIcon /></Action>
        <TextField label="Name" value={p.name} onChange={(e) => p.onName(e.target.value)} error={Boolean(p.nameError)} helperText={p.nameError}
          sx={{ flex: { xs: '1 1 160px', md: '0 1 320px' } }} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField select label="Status" value={p.status} onChange={(e) => p.onStatus(e.target.value as WorkflowStatus)} sx={{ width: 120, flexShrink: 0 }}>
          {WORKFLOW_STATUSES.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
        </TextField>
        <Chip size="small" label={WORKFLOW_TYPE_LABELS[p.type]} variant="outlined" />
        <Typography variant="body2" color={p.dirty || (p.saved.draft && p.saved.publishedTimestamp) ? 'warning.dark' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}
          title={p.saved.publishedTimestamp ? `Published ${publishedExact(p.saved.publishedTimestamp)}` : undefined} data-testid="publish-state">
          {publishState(p.saved, p.dirty)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" alignItems="center" spacing={{ xs: 0.25, sm: 0.5 }} useFlexGap sx={{ flexWrap: { xs: 'nowrap', sm: 'wrap' } }}>
          {p.paletteToggle}
          <Action title="Zoom out" onClick={() => void zoomOut()}><ZoomOutIcon /></Action>
          <Action title="Zoom in" onClick={() => void zoomIn()}><ZoomInIcon /></Action>
          <Action title="Revision history" onClick={p.onHistory}><HistoryIcon /></Action>
          <Action title="Run test call" onClick={p.onTest}><PlayArrowOutlinedIcon /></Action>
          <Action title="Delete workflow" onClick={p.onDelete} disabled={p.busy}><DeleteOutlineIcon /></Action>
          <Button variant="outlined" startIcon={<SaveOutlinedIcon />} onClick={p.onSave} disabled={p.busy} sx={actionButtonSx}>Save</Button>
          <Button variant="contained" startIcon={<PublishOutlinedIcon />} onClick={p.onPublish} disabled={p.busy || !p.canPublish} sx={actionButtonSx}>Publish</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
