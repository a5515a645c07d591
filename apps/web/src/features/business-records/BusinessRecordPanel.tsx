import { useState } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { MESSAGES, type BusinessRecord } from '@trueline/contract';
import { SidePanel } from '../../components/SidePanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSnackbar } from '../../lib/snackbar';
import { ApiError, errorMessage } from '../../lib/api';
import { useDeleteRecord, useSaveRecord } from './api';
import { BusinessInfoFields } from './BusinessInfoFields';
import { MessagingSettings } from './MessagingSettings';
import { emptyRecordForm, recordBodyOf, recordFormOf, recordFormSchema, tabOfField } from './record-form';

interface Props {
  ws: string;
  /** The record to edit, or null to create one. */
  record: BusinessRecord | null;
  /** SuperAdmin edits; everyone else reads (no Save, no delete, disabled fields). */
  canEdit: boolean;
  superAdmin: boolean;
  onSaved(record: BusinessRecord): void;
  onClose(): void;
}

/** The first field path holding an error, for choosing the tab to show. */
function firstErrorPath(errors: FieldErrors, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const inner = firstErrorPath(value as FieldErrors, path);
    if (inner) return inner;
  }
  return null;
}

/** 'Edit or Create Business Profile': Business info and Messaging settings; Save keeps the panel open. */
export function BusinessRecordPanel({ ws, record, canEdit, superAdmin, onSaved, onClose }: Props) {
  const notify = useSnackbar();
  const [current, setCurrent] = useState(record);
  const [tab, setTab] = useState<'info' | 'messaging'>('info');
  const [confirming, setConfirming] = useState(false);
  const save = useSaveRecord(ws);
  const del = useDeleteRecord(ws);
  const form = useZodForm(recordFormSchema, {
    defaultValues: record ? recordFormOf(record) : emptyRecordForm(),
    mode: 'onTouched',
  });
  const readOnly = !canEdit;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync({ id: current?.id ?? null, body: recordBodyOf(values) });
        setCurrent(saved);
        form.reset(recordFormOf(saved));
        notify(MESSAGES.saved, 'success');
        onSaved(saved);
      } catch (err) {
        if (err instanceof ApiError) {
          for (const e of err.errors) form.setError(e.path as never, { message: e.message });
          if (err.errors[0]) setTab(tabOfField(err.errors[0].path));
        }
        notify(errorMessage(err), 'error');
      }
    },
    (errors) => {
      const path = firstErrorPath(errors);
      if (path) setTab(tabOfField(path));
    },
  );

  const remove = () =>
    current && del.mutate(current.id, {
      onSuccess: () => {
        notify(MESSAGES.businessRecordDeleted, 'success');
        onClose();
      },
    });

  const busy = save.isPending || del.isPending || form.formState.isSubmitting;
  return (
    <SidePanel
      open
      onClose={onClose}
      title="Edit or Create Business Profile"
      width={640}
      actions={canEdit ? (
        <>
          {current ? <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>Delete</Button> : null}
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>Save</Button>
        </>
      ) : undefined}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} aria-label="Business profile">
          <Tabs value={tab} onChange={(_e, v: 'info' | 'messaging') => setTab(v)} variant="fullWidth" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="info" label="Business info" id="record-tab-info" aria-controls="record-tabpanel-info" />
            <Tab value="messaging" label="Messaging settings" id="record-tab-messaging" aria-controls="record-tabpanel-messaging" />
          </Tabs>
          <Box role="tabpanel" id="record-tabpanel-info" aria-labelledby="record-tab-info" hidden={tab !== 'info'}>
            {tab === 'info' ? <BusinessInfoFields ws={ws} recordId={current?.id ?? null} readOnly={readOnly} /> : null}
          </Box>
          <Box role="tabpanel" id="record-tabpanel-messaging" aria-labelledby="record-tab-messaging" hidden={tab !== 'messaging'}>
            {tab === 'messaging' ? <MessagingSettings readOnly={readOnly} superAdmin={superAdmin} busy={busy} saveRecord={() => void submit()} /> : null}
          </Box>
        </Box>
      </FormProvider>
      <ConfirmDialog
        open={confirming}
        title="Delete business profile"
        message={MESSAGES.businessRecordDeleteConfirm}
        confirmLabel="Delete"
        destructive
        busy={del.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove();
        }}
      />
    </SidePanel>
  );
}
