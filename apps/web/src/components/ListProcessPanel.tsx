import { useRef, type ReactNode } from 'react';
import { Alert, Button, LinearProgress, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { MappedCol, MappingField } from '@trueline/contract';
import { errorMessage } from '../lib/api';
import { SidePanel } from './SidePanel';
import { ColumnMapper } from './ColumnMapper';

/** A page of an uploaded list's preview: the header is its first row. */
interface PreviewPage {
  rows: string[][];
  totalRows: number;
}

/** The header is the first row of every preview page: the first one seen stays, so paging does not flicker it. */
export function useFirstHeaders(page: PreviewPage | undefined): string[] | null {
  const headersRef = useRef<string[] | null>(null);
  if (!headersRef.current && page) headersRef.current = page.rows[0] ?? [];
  return headersRef.current;
}

interface Props {
  open: boolean;
  /** The list's name. */
  title: string;
  onClose(): void;
  /** 'Process list'. */
  onProcess(): void;
  processDisabled: boolean;
  /** What failed to load (shown above the panel's content), if anything. */
  loadError: unknown;
  /** Shows the progress bar (while nothing failed). */
  loading: boolean;
  preview: PreviewPage | undefined;
  headers: string[] | null;
  page: number;
  onPage(page: number): void;
  fields: readonly MappingField[];
  mapping: readonly MappedCol[];
  onMap(columnIndex: number, columnId: string | null): void;
  fieldLabel?: string;
  /** The options between the loading state and the column mapper (template picker…). */
  children: ReactNode;
  /** Beside the panel's content (a dialog it opens). */
  extra?: ReactNode;
}

/** The side panel that maps an uploaded list's columns and processes it: Cancel, 'Process list', the options and the file preview. */
export function ListProcessPanel({ open, title, onClose, onProcess, processDisabled, loadError, loading, preview, headers, page, onPage, fields, mapping, onMap, fieldLabel, children, extra }: Props) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  return (
    <SidePanel
      open={open}
      title={title}
      width={wide ? 960 : 600}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={onProcess} disabled={processDisabled}>Process list</Button>
        </>
      }
    >
      <Stack spacing={2}>
        {loadError ? <Alert severity="error">{errorMessage(loadError)}</Alert> : null}
        {loading && !loadError ? <LinearProgress aria-label="Loading the file preview" /> : null}
        {children}
        {headers ? (
          <ColumnMapper
            headers={headers}
            rows={(preview?.rows ?? []).slice(1)}
            totalRows={preview?.totalRows ?? 0}
            page={page}
            onPage={onPage}
            fields={fields}
            mapping={mapping}
            fieldLabel={fieldLabel}
            onChange={onMap}
          />
        ) : null}
      </Stack>
      {extra}
    </SidePanel>
  );
}
