import { useState } from 'react';
import { ButtonBase, IconButton, Menu, MenuItem, Stack, TableCell, TableRow, Typography } from '@mui/material';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Folder } from '@trueline/contract';
import { useFolderDropTarget } from './folder-drop';

/** How the items of a folder are counted: one profile, two profiles. */
export interface FolderNouns {
  one: string;
  other: string;
}

interface Props {
  folder: Folder;
  count: number;
  nouns: FolderNouns;
  open: boolean;
  canManage: boolean;
  columns: number;
  onToggle(): void;
  onRename(): void;
  onDelete(): void;
  onDropItem(itemId: string): void;
}

/** A folder heading row: opens or collapses; a manager drops items on it and renames or deletes it from its menu. */
export function FolderRow({ folder, count, nouns, open, canManage, columns, onToggle, onRename, onDelete, onDropItem }: Props) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { over, dropHandlers } = useFolderDropTarget(folder.scope, canManage, onDropItem);
  return (
    <TableRow {...dropHandlers} data-testid="folder-row">
      <TableCell colSpan={columns} sx={{ py: 0.5, bgcolor: over ? 'action.selected' : 'grey.50' }}>
        <Stack direction="row" alignItems="center">
          <ButtonBase
            onClick={onToggle}
            aria-expanded={open}
            aria-label={`Folder ${folder.name}, ${count} ${count === 1 ? nouns.one : nouns.other}`}
            sx={{ flexGrow: 1, justifyContent: 'flex-start', borderRadius: 1, py: 0.5, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            {open ? <FolderOpenOutlinedIcon fontSize="small" sx={{ mx: 1 }} color="action" /> : <FolderOutlinedIcon fontSize="small" sx={{ mx: 1 }} color="action" />}
            <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word', textAlign: 'left' }}>{folder.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>({count})</Typography>
          </ButtonBase>
          {canManage ? (
            <>
              <IconButton size="small" aria-label={`Folder actions for ${folder.name}`} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)}>
                <MoreVertIcon fontSize="small" />
              </IconButton>
              <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
                <MenuItem onClick={() => (setMenu(null), onRename())}>Rename Folder</MenuItem>
                <MenuItem onClick={() => (setMenu(null), onDelete())}>Delete Folder</MenuItem>
              </Menu>
            </>
          ) : null}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
