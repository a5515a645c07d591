import { Alert, Autocomplete, MenuItem, Stack, TextField, type Theme } from '@mui/material';
import {
  DEDUPE_LABELS, DEDUPE_OPTIONS, PROCESSING_MODE_LABELS, PROCESSING_MODES, type DedupeOption, type ProcessingMode, type ProviderCode,
} from '@trueline/contract';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';

export interface DialerListChoice {
  id: string;
  name: string;
}

/** Which list options a dialer takes (spec 2 §2): no list for CONNECT, de-dupe for RING, the mode for FIVE9. */
export const takesDialerList = (p: ProviderCode | null) => p !== 'CONNECT';
export const takesDedupe = (p: ProviderCode | null) => p === 'RING';
export const takesMode = (p: ProviderCode | null) => p === 'FIVE9';

const popperOverPanel = { popper: { sx: { zIndex: (t: Theme) => t.zIndex.modal + 1 } } };

interface ListProps {
  provider: ProviderCode | null;
  lists: readonly DialerListChoice[];
  value: DialerListChoice | null;
  onChange(value: DialerListChoice | null): void;
  label?: string;
  error?: string | null;
  helperText?: string;
  disabled?: boolean;
  loading?: boolean;
}

/** Send to dialer list: a choice of the dialer campaign's lists; for RING a free-entry combo (a new name creates the list). */
export function DialerListField({ provider, lists, value, onChange, label = 'Send to dialer list', error, helperText, disabled, loading }: ListProps) {
  if (provider === 'RING') {
    return (
      <Autocomplete<DialerListChoice | string, false, false, true>
        freeSolo
        size="small"
        options={lists as DialerListChoice[]}
        value={value}
        disabled={disabled}
        loading={loading}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
        isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && a.id === b.id}
        onChange={(_, v) => onChange(typeof v === 'string' ? (v.trim() ? { id: v.trim(), name: v.trim() } : null) : v)}
        onInputChange={(_, text, reason) => {
          // Typing a new name chooses it without pressing Enter; picking an option is handled by onChange.
          if (reason !== 'input') return;
          const t = text.trim();
          const known = lists.find((l) => l.name === t);
          onChange(t ? (known ?? { id: t, name: t }) : null);
        }}
        slotProps={popperOverPanel}
        renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText ?? 'Choose a list or type a new name'} />}
      />
    );
  }
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value?.id ?? ''}
      disabled={disabled || loading}
      onChange={(e) => onChange(lists.find((l) => l.id === e.target.value) ?? null)}
      error={Boolean(error)}
      helperText={error ?? helperText ?? (loading ? 'Loading the dialer lists…' : lists.length === 0 ? 'The dialer campaign has no lists.' : ' ')}
      slotProps={sidePanelSelectSlotProps}
    >
      {lists.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function DedupeField({ value, onChange, disabled }: { value: DedupeOption; onChange(v: DedupeOption): void; disabled?: boolean }) {
  return (
    <TextField select size="small" fullWidth label="De-dupe list" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as DedupeOption)} slotProps={sidePanelSelectSlotProps}>
      {DEDUPE_OPTIONS.map((d) => (
        <MenuItem key={d} value={d}>
          {DEDUPE_LABELS[d]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Said whenever Replace all records is chosen: it deletes what the dialer list holds (our text; the spec has none). */
export const REPLACE_MODE_WARNING = 'Replace all records empties the dialer list first: every record already in it is deleted, then these leads are loaded.';

export function ModeField({ value, onChange, disabled }: { value: ProcessingMode; onChange(v: ProcessingMode): void; disabled?: boolean }) {
  return (
    <Stack spacing={1}>
      <TextField select size="small" fullWidth label="Dialer processing mode" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as ProcessingMode)} slotProps={sidePanelSelectSlotProps}>
        {PROCESSING_MODES.map((m) => (
          <MenuItem key={m} value={m}>
            {PROCESSING_MODE_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
      {value === 'REPLACE' ? <Alert severity="warning" variant="outlined" role="status" sx={{ py: 0 }}>{REPLACE_MODE_WARNING}</Alert> : null}
    </Stack>
  );
}
