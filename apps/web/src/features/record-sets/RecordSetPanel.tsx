import { useEffect, useRef, useState } from 'react';
import { Button, Divider, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useServerErrors, useZodForm } from '../../components/form/use-zod-form';
import { MESSAGES, RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M, recordSetBody, type RecordSet } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { SidePanel } from '../../components/SidePanel';
import { TypeToConfirm } from '../../components/TypeToConfirm';
import type { PanelTarget } from '../../components/use-config-panel';
import { useRecordSetActions } from './api';
import { formValuesOf, recordCountLabel } from './record-set-form';
import { AttributesEditor } from './AttributesEditor';
import { TtlFields } from './TtlFields';
import { RecordAddForm } from './RecordAddForm';
import { RecordSearch } from './RecordSearch';
import { RecordUpload } from './RecordUpload';

const FIELDS = ['name', 'strictPhoneKey', 'ttl.duration', 'ttl.timeZone'] as const;
const FORM_ID = 'record-set-form';

interface Props {
  ws: string;
  /** The set being edited, 'new' to create one, null when closed. */
  target: PanelTarget<RecordSet>;
  onClose(): void;
  /** A new set was saved: the panel goes on with it, so records can be added at once. */
  onCreated(set: RecordSet): void;
}

/**
 * 'Edit or Create record set' (spec 3 §2.9): the name, TTL, key type and attributes; on a saved set, its records (add
 * one, search, remove) and uploads (Add, Remove, Replace, template); delete by typing the name.
 */
export function RecordSetPanel({ ws, target, onClose, onCreated }: Props) {
  const notify = useSnackbar();
  const { save, remove } = useRecordSetActions(ws);
  const saved = target && target !== 'new' ? target : null;
  const [deleting, setDeleting] = useState(false);
  const form = useZodForm(recordSetBody, { mode: 'onChange', defaultValues: formValuesOf(saved) });
  const showErrors = useServerErrors(form.setError, FIELDS);
  const { errors, isValid } = form.formState;

  // The form starts over when another set (or a new one) opens, not when the open set's list entry refreshes (its
  // count after an upload), which would throw away what is being typed.
  const targetKey = target === 'new' ? 'new' : (target?.id ?? null);
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    const t = latest.current;
    if (t) form.reset(formValuesOf(t === 'new' ? null : t));
    setDeleting(false);
  }, [targetKey, form]);

  const submit = form.handleSubmit((body) =>
    save.mutate({ id: saved?.id ?? null, body }, {
      onSuccess: (set) => {
        notify(MESSAGES.saved, 'success');
        if (saved) onClose();
        else onCreated(set);
      },
      onError: (err) => {
        showErrors(err);
      },
    }));

  const confirmDelete = () => {
    if (!saved) return;
    remove.mutate({ id: saved.id, confirmName: saved.name }, {
      onSuccess: () => {
        notify(MESSAGES.deletedSuccessfully, 'success');
        setDeleting(false);
        onClose();
      },
    });
  };

  return (
    <SidePanel
      open={Boolean(target)}
      onClose={onClose}
      title={saved ? 'Edit record set' : 'Create record set'}
      width={640}
      actions={
        <>
          {saved ? <Button color="error" onClick={() => setDeleting(true)} sx={{ mr: 'auto' }}>Delete</Button> : null}
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" type="submit" form={FORM_ID} disabled={!isValid || save.isPending}>Save</Button>
        </>
      }
    >
      <Stack spacing={3}>
        <Stack component="form" id={FORM_ID} spacing={2} noValidate onSubmit={submit}>
          <TextField label="Name" required {...form.register('name')} error={Boolean(errors.name)} helperText={errors.name?.message}
            slotProps={{ htmlInput: { maxLength: RECORD_SET_LIMITS.nameMax } }} />
          <TtlFields form={form} saved={saved} />
          <Controller
            control={form.control}
            name="strictPhoneKey"
            render={({ field: f }) => (
              <Stack>
                <FormControlLabel label="Strict phone key" disabled={Boolean(saved && saved.recordCount > 0)}
                  control={<Switch checked={f.value} onChange={(e) => f.onChange(e.target.checked)} onBlur={f.onBlur} inputRef={f.ref} />} />
                <Typography variant="caption" color={errors.strictPhoneKey ? 'error' : 'text.secondary'}>
                  {errors.strictPhoneKey?.message ?? (saved && saved.recordCount > 0 ? M.keyTypeLocked
                    : f.value ? 'Records are keyed by a 10-digit US or Canadian phone number.' : 'Records are keyed by a phone number or an extern ID.')}
                </Typography>
              </Stack>
            )}
          />
          <AttributesEditor form={form} />
        </Stack>
        {saved ? (
          <>
            <Divider />
            <Stack spacing={2} component="section" aria-label="Records">
              <Stack direction="row" alignItems="baseline" spacing={1} flexWrap="wrap">
                <Typography variant="h3" component="h3">Records</Typography>
                <Typography variant="body2" color="text.secondary" data-testid="record-count">{recordCountLabel(saved)}</Typography>
              </Stack>
              <RecordSearch ws={ws} set={saved} />
              <Typography variant="subtitle2">Add a record</Typography>
              <RecordAddForm ws={ws} set={saved} />
            </Stack>
            <Divider />
            <Stack spacing={2} component="section" aria-label="Upload records">
              <Typography variant="h3" component="h3">Upload records</Typography>
              <RecordUpload ws={ws} set={saved} />
            </Stack>
          </>
        ) : null}
      </Stack>
      <TypeToConfirm
        open={deleting}
        title="Delete record set"
        message={M.confirmDelete}
        expected={saved?.name ?? ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </SidePanel>
  );
}
