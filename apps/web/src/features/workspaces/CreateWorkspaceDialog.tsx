import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useServerErrors, useZodForm } from '../../components/form/use-zod-form';
import { z } from 'zod';
import { MESSAGES, requiredString, type Workspace } from '@trueline/contract';
import { useCreateWorkspace } from './workspaces-api';

const schema = z.object({ workspaceName: requiredString(MESSAGES.nameRequired) });

/** A new workspace is created by name only; its panel then opens on the dialer choice (spec 1 §4.3). */
export function CreateWorkspaceDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(w: Workspace): void }) {
  const create = useCreateWorkspace();
  const form = useZodForm(schema, { mode: 'onChange', defaultValues: { workspaceName: '' } });
  const showErrors = useServerErrors(form.setError, ['workspaceName']);
  const { errors, isValid } = form.formState;

  useEffect(() => {
    if (open) form.reset({ workspaceName: '' });
  }, [open, form]);

  const submit = form.handleSubmit(({ workspaceName }) =>
    create.mutate(workspaceName.trim(), {
      onSuccess: (w) => onCreated(w),
      onError: (err) => {
        showErrors(err);
      },
    }),
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="create-workspace-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="create-workspace-title">Create workspace</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Workspace name"
            required
            sx={{ mt: 1 }}
            {...form.register('workspaceName')}
            error={Boolean(errors.workspaceName)}
            helperText={errors.workspaceName?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!isValid || create.isPending}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
