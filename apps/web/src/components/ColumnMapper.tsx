import {
  Autocomplete, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Tooltip, Typography, type Theme,
} from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { LIST_PREVIEW_PAGE_SIZE, type MappedCol, type MappingField } from '@trueline/contract';
import { EmptyTableRow } from './EmptyTableRow';

/** The mapping with column `index` sent to `columnId` (null: not sent); a field moved here leaves its old column. */
export function setColumn(mapping: readonly MappedCol[], index: number, columnId: string | null): MappedCol[] {
  const rest = mapping.filter((m) => m.columnIndex !== index && m.columnId !== columnId);
  return columnId ? [...rest, { columnIndex: index, columnId }].sort((a, b) => a.columnIndex - b.columnIndex) : rest;
}

interface Props {
  headers: readonly string[];
  /** The data rows of the preview page shown (the header row left out). */
  rows: readonly (readonly string[])[];
  /** Data rows in the whole file, and the page shown (0-based; the caller fetches pages). */
  totalRows: number;
  page: number;
  onPage(page: number): void;
  fields: readonly MappingField[];
  mapping: readonly MappedCol[];
  onChange(columnIndex: number, columnId: string | null): void;
  disabled?: boolean;
  /** What a column is mapped to: dialer fields (Core lists) or campaign fields (Engage lists). */
  fieldLabel?: string;
}

const popperOverPanel = { popper: { sx: { zIndex: (t: Theme) => t.zIndex.modal + 1 } } };

/**
 * The file preview with a field picker over each column (filterable, with a clear button), five rows a page
 * (paged by the caller: the server answers one page of the file at a time).
 * A field already mapped from another column is offered but disabled, so each dialer field gets one column.
 */
export function ColumnMapper({ headers, rows, totalRows, page, onPage, fields, mapping, onChange, disabled, fieldLabel = 'Dialer field' }: Props) {
  const byId = new Map(fields.map((f) => [f.columnId, f]));

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="File preview and column mapping">
          <TableHead>
            <TableRow>
              {headers.map((header, i) => {
                const current = mapping.find((m) => m.columnIndex === i)?.columnId ?? null;
                const value = current ? (byId.get(current) ?? { columnId: current, columnName: current, reserved: false }) : null;
                const name = header || `Column ${i + 1}`;
                return (
                  <TableCell key={i} sx={{ verticalAlign: 'top', minWidth: 230 }}>
                    <Typography variant="subtitle2" noWrap title={name} sx={{ mb: 1, maxWidth: 220 }}>
                      {name}
                    </Typography>
                    <Stack direction="row" spacing={0.5} alignItems="center">
                      <Autocomplete
                        size="small"
                        options={fields as MappingField[]}
                        value={value}
                        disabled={disabled}
                        getOptionLabel={(f) => f.columnName}
                        isOptionEqualToValue={(a, b) => a.columnId === b.columnId}
                        getOptionDisabled={(f) => mapping.some((m) => m.columnIndex !== i && m.columnId === f.columnId)}
                        onChange={(_, f) => onChange(i, f?.columnId ?? null)}
                        slotProps={popperOverPanel}
                        sx={{ flexGrow: 1, minWidth: 180, '& .MuiAutocomplete-clearIndicator': { display: 'none' } }}
                        renderInput={(params) => <TextField {...params} label={fieldLabel} placeholder="Not mapped" slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': `${fieldLabel} for ${name}` } }} />}
                      />
                      <Tooltip title="Clear">
                        <span>
                          <IconButton size="small" aria-label={`Clear the field of ${name}`} disabled={disabled || !current} onClick={() => onChange(i, null)}>
                            <ClearIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Stack>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, r) => (
              <TableRow key={page * LIST_PREVIEW_PAGE_SIZE + r}>
                {headers.map((_, i) => (
                  <TableCell key={i} sx={{ whiteSpace: 'nowrap', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {row[i] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {totalRows === 0 ? (
              <EmptyTableRow columns={Math.max(headers.length, 1)}>The file has no rows below its header.</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalRows}
        page={page}
        rowsPerPage={LIST_PREVIEW_PAGE_SIZE}
        rowsPerPageOptions={[LIST_PREVIEW_PAGE_SIZE]}
        onPageChange={(_, p) => onPage(p)}
      />
    </Paper>
  );
}
