import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MESSAGES, requiredString, type Workspace } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { useCreateWorkspace } from './workspaces-api';
import { applyServerFieldErrors } from '../../components/server-field-errors';

const schema = z.object({ workspaceName: requiredString(MESSAGES.nameRequired) });
type Values = z.input<typeof schema>;

/** A new workspace is created by name only; its panel then opens on the dialer choice (spec 1 §4.3). */
export function CreateWorkspaceDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(w: Workspace): void }) {
  const notify = useSnackbar();
  const create = useCreateWorkspace();
  const form = useForm<Values>({ resolver: zodResolver(schema) as never, mode: 'onChange', defaultValues: { workspaceName: '' } });
  const { errors, isValid } = form.formState;

  useEffect(() => {
    if (open) form.reset({ workspaceName: '' });
  }, [open, form]);

  const submit = form.handleSubmit(({ workspaceName }) =>
    create.mutate(workspaceName.trim(), {
      onSuccess: (w) => onCreated(w),
      onError: (err) => {
        if (!applyServerFieldErrors(err, ['workspaceName'], form.setError)) notify(errorMessage(err), 'error');
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
