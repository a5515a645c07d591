import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SearchIcon from '@mui/icons-material/Search';
import { KEY_ATTRIBUTE, RECORD_SET_MESSAGES as M, TTL_ATTRIBUTE, type RecordSet, type RecordSetRecord } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { formatPhone } from '../../components/phone';
import { useSnackbar } from '../../lib/snackbar';
import { useRecordActions, useRecordSearch } from './api';
import { searchReady } from './record-set-form';
import { formatDateTimeUs } from '../../lib/format';

/** "firstName: Ana · orders: 3 · expires May 31, 2026, 7:00 AM" */
function describe(r: RecordSetRecord): string {
  const parts = Object.entries(r.attributes).filter(([k]) => k !== KEY_ATTRIBUTE && k !== TTL_ATTRIBUTE).map(([k, v]) => `${k}: ${String(v)}`);
  const ttl = r.attributes[TTL_ATTRIBUTE];
  if (typeof ttl === 'number') parts.push(`expires ${formatDateTimeUs(ttl * 1000)}`);
  return parts.join(' · ') || 'No attributes';
}

/** Search the set's records by phone or ID (3 characters or more) and remove one (spec 3 §2.9, §8, §9). */
export function RecordSearch({ ws, set }: { ws: string; set: RecordSet }) {
  const notify = useSnackbar();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<string | null>(null);
  const results = useRecordSearch(ws, set.id, search);
  const { remove } = useRecordActions(ws, set.id);

  // "No records found for {search}." is a warning once the answer is in.
  useEffect(() => {
    if (search && results.isSuccess && results.data.length === 0) notify(M.noRecordsFound.replace('{search}', search), 'warning');
  }, [search, results.isSuccess, results.data, notify]);
  useEffect(() => {
    if (results.isError) notify(errorMessage(results.error), 'error');
  }, [results.isError, results.error, notify]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!searchReady(text)) return setError(M.searchMin);
    setError(null);
    setSearch(text.trim());
    if (search === text.trim()) void results.refetch();
  };
  const removeRecord = (r: RecordSetRecord) =>
    remove.mutate(r.phone, {
      onSuccess: () => notify(M.recordRemoved, 'success'),
    });

  return (
    <Stack spacing={1}>
      <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={submit} noValidate role="search" aria-label="Search records">
        <TextField label={set.strictPhoneKey ? 'Search phone' : 'Search phone or ID'} value={text} onChange={(e) => setText(e.target.value)}
          error={Boolean(error)} helperText={error ?? 'At least 3 characters: the start of the phone or ID.'} sx={{ flex: 1, minWidth: 0 }} />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} sx={{ mt: 1 }}>Search</Button>
      </Stack>
      {search && results.data && results.data.length > 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320, overflowY: 'auto' }}>
          <List dense aria-label="Records found" disablePadding>
            {results.data.map((r) => (
              <ListItem key={r.phone} divider
                secondaryAction={
                  <Tooltip title="Remove record">
                    <IconButton edge="end" aria-label={`Remove record ${r.phone}`} onClick={() => removeRecord(r)} disabled={remove.isPending}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                }>
                <ListItemText primary={set.strictPhoneKey ? formatPhone(r.phone) : r.phone} secondary={describe(r)} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      {search && results.data?.length === 50 ? <Typography variant="caption" color="text.secondary">The first 50 records are shown: type more to narrow the search.</Typography> : null}
    </Stack>
  );
}
