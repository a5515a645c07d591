import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { MESSAGES } from '@trueline/contract';
import { SidePanel } from './SidePanel';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfigPanelControl } from './use-config-panel';

interface Props {
  /** From `useConfigPanel`. */
  panel: ConfigPanelControl;
  /** What the panel edits ('FTC SAN'): titled 'Edit or Create …', its deletion 'Delete …'. */
  noun: string;
  formId: string;
  /** 'Are you sure you want to delete this …?' */
  confirmDelete: string;
  /** Whether the form's values pass its schema: Save stays off until they do. */
  valid: boolean;
  /** False shows the panel read-only: Close instead of Cancel, no Save or Delete, and the SuperAdmin-only notice. */
  editable?: boolean;
  /** The panel's width from tablets up (full width on phones). */
  width?: number;
  children: ReactNode;
}

/** An 'Edit or Create' side panel of a configuration list: the form, Delete / Cancel / Save, and the delete confirmation. */
export function ConfigPanel({ panel, noun, formId, confirmDelete, valid, editable = true, width, children }: Props) {
  return (
    <SidePanel
      open={panel.open}
      onClose={panel.onClose}
      title={`Edit or Create ${noun}`}
      width={width}
      actions={
        <>
          {editable && panel.item ? <Button color="error" onClick={panel.askDelete} sx={{ mr: 'auto' }}>Delete</Button> : null}
          <Button onClick={panel.onClose}>{editable ? 'Cancel' : 'Close'}</Button>
          {editable ? <Button variant="contained" type="submit" form={formId} disabled={!valid || panel.busy}>Save</Button> : null}
        </>
      }
    >
      <Stack component="form" id={formId} spacing={2} noValidate onSubmit={panel.submit}>
        {!editable ? <Alert severity="info">{MESSAGES.superAdminOnlySettings}</Alert> : null}
        {children}
      </Stack>
      <ConfirmDialog
        open={panel.confirming}
        title={`Delete ${noun}`}
        message={confirmDelete}
        confirmLabel="Delete"
        destructive
        busy={panel.busy}
        onConfirm={panel.confirmDelete}
        onClose={panel.cancelDelete}
      />
    </SidePanel>
  );
}
