import { useCallback, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { browserTimeZone } from './period';

/** "UTC−05:00" for a zone at a moment. */
function offsetLabel(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  const text = part?.value ?? 'GMT';
  return text === 'GMT' ? 'UTC' : text.replace('GMT', 'UTC').replace('-', '−');
}

let zones: { zone: string; label: string }[] | null = null;
/** Every IANA time zone the browser knows, labelled with its current offset (made once). */
function allZones(): { zone: string; label: string }[] {
  if (!zones) {
    const now = new Date();
    const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimeZone()];
    zones = [...new Set(['UTC', ...names])].map((zone) => ({ zone, label: `${zone.replace(/_/g, ' ')} (${offsetLabel(zone, now)})` }));
  }
  return zones;
}

const STORAGE_KEY = 'trueline.timezone';

/** The time zone the dashboards count in: the user's last choice (remembered in this browser), else the browser's. */
export function useStoredTimeZone(): [string, (zone: string) => void] {
  const [zone, setZone] = useState(() => localStorage.getItem(STORAGE_KEY) || browserTimeZone());
  const choose = useCallback((next: string) => {
    localStorage.setItem(STORAGE_KEY, next);
    setZone(next);
  }, []);
  return [zone, choose];
}

/** A searchable choice of time zone (type "chicago", "london" or "utc"). */
export function TimezoneSelect({ value, onChange }: { value: string; onChange(zone: string): void }) {
  const options = allZones();
  const selected = options.find((o) => o.zone === value) ?? { zone: value, label: value };
  return (
    <Autocomplete
      options={options}
      value={selected}
      disableClearable
      autoHighlight
      onChange={(_, o) => onChange(o.zone)}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.zone === b.zone}
      renderInput={(params) => <TextField {...params} label="Time zone" />}
      sx={{ minWidth: { sm: 260 }, flex: { xs: '1 1 100%', sm: '0 1 300px' } }}
    />
  );
}
