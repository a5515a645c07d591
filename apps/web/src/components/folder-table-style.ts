import type { SxProps, Theme } from '@mui/material/styles';
import { columnClass, type FolderColumn } from './FolderItemRow';

/**
 * The item rows are plain markup: their look lives here, once per table — a TableCell's, with hover, focus and drop
 * highlights, and each column's own `sx` on its cells. The header stays in sight while the rows scroll under it.
 */
export function folderTableSx<T>(columns: FolderColumn<T>[]): SxProps<Theme> {
  const perColumn = Object.fromEntries(columns.filter((c) => c.sx && typeof c.sx !== 'function').map((c) => [
    `& td.${columnClass(c.key)}`,
    Array.isArray(c.sx) ? Object.assign({}, ...(c.sx as object[])) : c.sx,
  ]));
  // Fixed column widths (when the columns give them) keep the columns still while other rows scroll into view.
  const fixed = columns.some((c) => c.width !== undefined);
  return (theme: Theme) => ({
    tableLayout: fixed ? 'fixed' : 'auto',
    '& thead th': { bgcolor: 'background.paper' },
    '& tr.ft-row': {
      cursor: 'pointer',
      outline: 0,
      '&:hover': { bgcolor: 'action.hover' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      '&.ft-over': { bgcolor: 'action.selected' },
    },
    '& td.ft-cell': {
      ...theme.typography.body2,
      color: 'text.primary',
      px: 2,
      py: 1,
      textAlign: 'left',
      verticalAlign: 'inherit',
      borderBottom: '1px solid rgba(224, 224, 224, 1)',
    },
    '& td.ft-nested': { pl: { xs: 4, sm: 6 } },
    '& tr.ft-folder > td': { py: 0.5, px: 2, bgcolor: 'grey.50', borderBottom: '1px solid rgba(224, 224, 224, 1)' },
    '& tr.ft-folder.ft-over > td': { bgcolor: 'action.selected' },
    '& tr.ft-gap > td': { p: 0, border: 0 },
    '& .ft-folder-line': { display: 'flex', alignItems: 'center' },
    '& .ft-folder-toggle': {
      ...theme.typography.body2,
      flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, py: 0.5, px: 0, m: 0, border: 0, borderRadius: 1,
      bgcolor: 'transparent', color: 'text.primary', cursor: 'pointer', textAlign: 'left',
      '& svg': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor' },
      '& svg.ft-folder-icon': { color: 'action.active' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    },
    '& .ft-folder-name': { fontWeight: 600, wordBreak: 'break-word' },
    '& .ft-folder-count': { color: 'text.secondary' },
    '& td.ft-actions': { width: 48, p: '0 0 0 4px' },
    ...perColumn,
  });
}
