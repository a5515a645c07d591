import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { MESSAGES, RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M, coerceAttribute, type RecordSet } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import { useRecordActions } from './api';

/**
 * One record by hand (spec 3 §2.9, §5): its phone (or ID when the set is not strictly keyed by phone) and a value per
 * attribute by type. A phone or ID of the wrong format gets the spec's "Record not saved" message from the server.
 */
export function RecordAddForm({ ws, set }: { ws: string; set: RecordSet }) {
  const notify = useSnackbar();
  const { save } = useRecordActions(ws, set.id);
  const attributes = set.attributes.filter((a) => !a.locked);
  const [phone, setPhone] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!phone.trim()) next.phone = M.recordNotSaved;
    for (const a of attributes) {
      const read = coerceAttribute(a.name, a.type, values[a.name] ?? '');
      if ('error' in read) next[a.name] = read.error;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = { phone, attributes: Object.fromEntries(attributes.filter((a) => (values[a.name] ?? '') !== '').map((a) => [a.name, values[a.name]!])) };
    save.mutate(body, {
      onSuccess: () => {
        notify(MESSAGES.saved, 'success');
        setPhone('');
        setValues({});
      },
    });
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate aria-label="Add record">
      <TextField label={set.strictPhoneKey ? 'Phone' : 'Phone/Id'} required value={phone} onChange={(e) => setPhone(e.target.value)}
        error={Boolean(errors.phone)} helperText={errors.phone ?? (set.strictPhoneKey ? 'A 10-digit US or Canadian number.' : 'A phone number or an extern ID.')}
        slotProps={{ htmlInput: { maxLength: RECORD_SET_LIMITS.keyMax + 20 } }} />
      {attributes.length > 0 ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          {attributes.map((a) => {
            const common = {
              label: a.name, value: values[a.name] ?? '', error: Boolean(errors[a.name]), helperText: errors[a.name],
              onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [a.name]: e.target.value })),
            };
            return a.type === 'B' ? (
              <TextField key={a.name} select {...common} slotProps={sidePanelSelectSlotProps}>
                <MenuItem value=""><em>Not set</em></MenuItem>
                <MenuItem value="true">True</MenuItem>
                <MenuItem value="false">False</MenuItem>
              </TextField>
            ) : (
              <TextField key={a.name} {...common} type={a.type === 'N' ? 'number' : 'text'} slotProps={{ htmlInput: { maxLength: RECORD_SET_LIMITS.valueMax } }} />
            );
          })}
        </Box>
      ) : null}
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>Add record</Button>
    </Stack>
  );
}
