import { useState, type KeyboardEvent } from 'react';
import { Chip, IconButton, ListItemText, Menu, MenuItem, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import type { BusinessRecord, Folder } from '@trueline/contract';
import { RECORD_STATUS_LABELS, cnamNames, contactName, mediumDate } from './format';
import { RECORD_DRAG_TYPE, useRecordDropTarget } from './use-record-drop';

export const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
export const smOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface Props {
  record: BusinessRecord;
  folders: Folder[];
  canEdit: boolean;
  nested: boolean;
  onOpen(): void;
  onMove(folderId: string): void;
  /** A record dropped onto this row joins this row's folder (or none). */
  onDropRecord(recordId: string): void;
}

/** One business profile: opens on click, Enter or Space; SuperAdmin drags it, or uses 'Move to folder'. */
export function RecordRow({ record: r, folders, canEdit, nested, onOpen, onMove, onDropRecord }: Props) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { over, dropHandlers } = useRecordDropTarget(canEdit, onDropRecord, r.id);
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen();
    }
  };
  const targets = folders.filter((f) => f.id !== r.folderId);
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={`Open business profile ${r.legalName}`}
      onClick={onOpen}
      onKeyDown={onKey}
      draggable={canEdit}
      onDragStart={(e) => {
        e.dataTransfer.setData(RECORD_DRAG_TYPE, r.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      {...dropHandlers}
      sx={{
        cursor: 'pointer',
        bgcolor: over ? 'action.selected' : undefined,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <TableCell sx={{ fontWeight: 500, pl: nested ? { xs: 4, sm: 6 } : 2, overflowWrap: 'break-word' }}>
        {r.legalName}
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400 }}>{cnamNames(r)}</Typography>
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={RECORD_STATUS_LABELS[r.resourceStatus]} color={r.resourceStatus === 'ACTIVE' ? 'success' : 'default'} />
      </TableCell>
      <TableCell sx={{ ...smOnly, overflowWrap: 'break-word' }}>{cnamNames(r)}</TableCell>
      <TableCell sx={wideOnly}>{contactName(r)}</TableCell>
      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{mediumDate(r.dateCreated)}</TableCell>
      {canEdit ? (
        <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <Tooltip title="Move to folder">
            <IconButton size="small" aria-label={`Move ${r.legalName} to folder`} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)}>
              <DriveFileMoveOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {targets.map((f) => (
              <MenuItem key={f.id} onClick={() => (setMenu(null), onMove(f.id))}>
                <ListItemText>{f.name}</ListItemText>
              </MenuItem>
            ))}
            {r.folderId ? (
              <MenuItem onClick={() => (setMenu(null), onMove(''))}>
                <ListItemText>Out of folder</ListItemText>
              </MenuItem>
            ) : null}
            {targets.length === 0 && !r.folderId ? <MenuItem disabled>Add a folder first</MenuItem> : null}
          </Menu>
        </TableCell>
      ) : null}
    </TableRow>
  );
}
