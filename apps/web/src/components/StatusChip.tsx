import { Chip, type SxProps, type Theme } from '@mui/material';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

/**
 * The one table from a status value to its colour, for every status the console shows (campaigns, lists, pool numbers,
 * workflows, record sets, ETL tasks and runs, webhooks and deliveries, reports, workspaces, UC Protect, connections…).
 * Keys are the values upper-cased with spaces as underscores; a value not listed is `default`.
 * success: in service or done; info: on its way; warning: leaving service or stopped short; error: failed.
 */
const TONES: Readonly<Record<string, StatusTone>> = {
  ACTIVE: 'success', APPROVED: 'success', ASSIGNED: 'success', COMPLETED: 'success', CONNECTED: 'success', DELIVERED: 'success',
  LOADED: 'success', OK: 'success', PROCESSED: 'success', READY: 'success', REGISTERED: 'success', ACCEPTED: 'success',
  INITIALIZING: 'info', NOT_READY: 'info', PENDING: 'info', PENDING_ASSIGNMENT: 'info', PROCESSING: 'info', QUEUED: 'info',
  REGISTRATION_PENDING: 'info', RUNNING: 'info', SENTRY: 'info',
  AGING: 'warning', CANCELLED: 'warning', FLAGGED: 'warning',
  ERROR: 'error', FAILED: 'error', REJECTED: 'error', TOKEN_ERROR: 'error',
};

/** Words kept in capitals when a status value is made readable. */
const ACRONYMS = new Set(['OK', 'DNC', 'TCPA', 'SMS', 'CNAM', 'API']);

const key = (status: string) => status.trim().toUpperCase().replace(/[\s-]+/g, '_');

/** The tone of a status value, in any case ('ACTIVE', 'Active', 'registered'); an `error_…` value is an error. */
export function statusTone(status: string | null | undefined): StatusTone {
  if (!status) return 'default';
  const k = key(status);
  return TONES[k] ?? (k.startsWith('ERROR_') ? 'error' : 'default');
}

/** A status value in the console's one display form, sentence case: ACTIVE → "Active", NOT_READY → "Not ready". */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const words = status.trim().split(/[\s_]+/).filter(Boolean);
  return words
    .map((w, i) => {
      const upper = w.toUpperCase();
      if (ACRONYMS.has(upper)) return upper;
      const lower = w.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

interface Props {
  /** The status value as the API returns it; it chooses the colour, and the text unless `label` is given. */
  status: string | null | undefined;
  /** The spec's own wording for this value (e.g. "Pending approval", "Registration Pending"); default: `statusLabel(status)`. */
  label?: string;
  sx?: SxProps<Theme>;
  title?: string;
  'data-testid'?: string;
}

/** The console's one status chip: small, outlined, coloured by `statusTone`. */
export function StatusChip({ status, label, sx, title, 'data-testid': testId }: Props) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusTone(status)}
      label={label ?? statusLabel(status)}
      title={title}
      data-testid={testId}
      // A long label ("Registration Pending") may wrap in a narrow column rather than widen the table on a phone.
      sx={[
        { maxWidth: '100%', verticalAlign: 'middle', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: '1px' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
