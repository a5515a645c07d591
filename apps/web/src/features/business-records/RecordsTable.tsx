import { Fragment } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { BusinessRecord, Folder } from '@trueline/contract';
import { FolderRow } from './FolderRow';
import { RecordRow, smOnly, wideOnly } from './RecordRow';
import { useOpenFolders } from './folder-state';

interface Props {
  ws: string;
  records: BusinessRecord[];
  folders: Folder[];
  canEdit: boolean;
  onOpen(record: BusinessRecord): void;
  onMove(recordId: string, folderId: string): void;
  onRenameFolder(folder: Folder): void;
  onDeleteFolder(folder: Folder): void;
}

/** Business profiles grouped into folders (folders first, by name), then the profiles in no folder; every row is on the page. */
export function RecordsTable({ ws, records, folders, canEdit, onOpen, onMove, onRenameFolder, onDeleteFolder }: Props) {
  const openState = useOpenFolders(ws, 'BusinessRecord');
  const known = new Set(folders.map((f) => f.id));
  const loose = records.filter((r) => !r.folderId || !known.has(r.folderId));
  const columns = canEdit ? 6 : 5;
  // A record moved into a folder stays in sight: its folder opens.
  const moveTo = (recordId: string, folderId: string) => {
    onMove(recordId, folderId);
    if (folderId) openState.set(folderId, true);
  };
  const row = (r: BusinessRecord, nested: boolean) => (
    <RecordRow
      key={r.id}
      record={r}
      folders={folders}
      canEdit={canEdit}
      nested={nested}
      onOpen={() => onOpen(r)}
      onMove={(folderId) => moveTo(r.id, folderId)}
      onDropRecord={(id) => moveTo(id, r.folderId ?? '')}
    />
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Business profiles">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={smOnly}>CNAM</TableCell>
            <TableCell sx={wideOnly}>Contact</TableCell>
            <TableCell sx={wideOnly}>Created</TableCell>
            {canEdit ? <TableCell padding="checkbox" aria-label="Actions" /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {folders.map((f) => {
            const inside = records.filter((r) => r.folderId === f.id);
            const open = openState.isOpen(f.id);
            return (
              <Fragment key={f.id}>
                <FolderRow
                  folder={f}
                  count={inside.length}
                  open={open}
                  canEdit={canEdit}
                  columns={columns}
                  onToggle={() => openState.toggle(f.id)}
                  onRename={() => onRenameFolder(f)}
                  onDelete={() => onDeleteFolder(f)}
                  onDropRecord={(id) => moveTo(id, f.id)}
                />
                {open ? inside.map((r) => row(r, true)) : null}
              </Fragment>
            );
          })}
          {loose.map((r) => row(r, false))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
