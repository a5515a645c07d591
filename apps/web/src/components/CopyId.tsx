import type { MouseEvent } from 'react';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { MESSAGES } from '@trueline/contract';
import { useSnackbar } from '../lib/snackbar';
import { ICON_PATHS, PlainIconButton } from './PlainIconButton';

/** Copies a text to the clipboard and says so; failures (no clipboard permission) go to the snackbar. */
export function useCopy() {
  const notify = useSnackbar();
  return (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => notify(MESSAGES.copied, 'success'),
      () => notify(MESSAGES.errorOccurred, 'error'),
    );
}

/**
 * An id shown short (its last 8 characters, which differ even between the demo data's sequential ids) with a button
 * copying the whole id. Clicks do not reach the row.
 */
export function CopyId({ id, label = 'ID' }: { id: string; label?: string }) {
  const copy = useCopy();
  const onCopy = (e: MouseEvent) => {
    e.stopPropagation();
    void copy(id);
  };
  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }} title={id}>
        {id.length > 8 ? `…${id.slice(-8)}` : id}
      </Typography>
      <Tooltip title={`Copy ${label}`}>
        <IconButton size="small" aria-label={`Copy ${label} ${id}`} onClick={onCopy} onKeyDown={(e) => e.stopPropagation()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/**
 * CopyId in plain markup, for tables of thousands of rows: the same short id, button name and message, the browser's
 * own tooltip instead of MUI's.
 */
export function PlainCopyId({ id, label = 'ID' }: { id: string; label?: string }) {
  const copy = useCopy();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span style={{ fontFamily: 'monospace' }} title={id}>{id.length > 8 ? `…${id.slice(-8)}` : id}</span>
      <PlainIconButton
        small
        label={`Copy ${label} ${id}`}
        title={`Copy ${label}`}
        path={ICON_PATHS.contentCopy}
        onClick={(e) => {
          e.stopPropagation();
          void copy(id);
        }}
        onKeyDown={(e) => e.stopPropagation()}
      />
    </span>
  );
}
