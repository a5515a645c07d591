import { Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Controller } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import {
  MESSAGES, PROFILE_TYPE_OPTION_LABELS, PROFILE_VALUE_PLACEHOLDERS, PROVISIONING_PROFILE_TYPES, provisioningProfileBody,
  type ProvisioningProfile, type ProvisioningProfileType,
} from '@trueline/contract';
import { SidePanel, sidePanelSelectSlotProps } from '../../components/SidePanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfigPanel, type PanelTarget } from '../../components/use-config-panel';
import { useProvisioningProfileActions } from './api';

interface FormValues {
  name: string;
  type: ProvisioningProfileType;
  /** As typed: one value per line, or separated by spaces or commas. */
  values: string;
}
const FIELDS = ['name', 'type', 'values'] as const;
const FORM_ID = 'provisioning-profile-form';

const valuesOf = (p: ProvisioningProfile | null): FormValues => ({ name: p?.name ?? '', type: p?.type ?? 'STATE', values: p?.values.join('\n') ?? '' });

interface Props {
  ws: string;
  /** The profile being edited, 'new' to create one, null when closed. */
  target: PanelTarget<ProvisioningProfile>;
  onClose(): void;
}

/**
 * The profile's edit panel: name, profile type and the values box. On save only the values allowed for the type are
 * kept (the contract's rule, applied again by the server); deleting asks for confirmation first.
 */
export function ProvisioningProfilePanel({ ws, target, onClose }: Props) {
  const { save, remove } = useProvisioningProfileActions(ws);
  const form = useZodForm(provisioningProfileBody, { mode: 'onTouched', defaultValues: valuesOf(null) });
  const { errors } = form.formState;
  const panel = useConfigPanel({
    target, form, valuesOf, fields: FIELDS, onClose,
    save: (id, body) => save.mutateAsync({ id, body }),
    remove: (id) => remove.mutateAsync(id),
  });
  const type = form.watch('type');

  return (
    <SidePanel
      open={panel.open}
      onClose={onClose}
      title={panel.item ? 'Edit profile' : 'Create profile'}
      actions={
        <>
          {panel.item ? (
            <Tooltip title="Delete profile">
              <IconButton aria-label="Delete profile" color="error" onClick={panel.askDelete}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" type="submit" form={FORM_ID} disabled={panel.busy}>Save</Button>
        </>
      }
    >
      <Stack component="form" id={FORM_ID} spacing={2} noValidate onSubmit={panel.submit}>
        <TextField label="Name" required autoFocus {...form.register('name')} error={Boolean(errors.name)} helperText={errors.name?.message} />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <TextField select label="Profile type" {...field} slotProps={sidePanelSelectSlotProps}>
              {PROVISIONING_PROFILE_TYPES.map((t) => <MenuItem key={t} value={t}>{PROFILE_TYPE_OPTION_LABELS[t]}</MenuItem>)}
            </TextField>
          )}
        />
        <TextField
          label={type === 'STATE' ? 'States and provinces' : 'Area codes'}
          multiline
          minRows={6}
          maxRows={16}
          placeholder={PROFILE_VALUE_PLACEHOLDERS[type]}
          {...form.register('values')}
          helperText="Separate values with spaces, commas or new lines."
        />
      </Stack>
      <ConfirmDialog
        open={panel.confirming}
        title="Delete profile"
        message={MESSAGES.confirmDeleteProfile}
        confirmLabel="Delete"
        destructive
        busy={panel.busy}
        onConfirm={panel.confirmDelete}
        onClose={panel.cancelDelete}
      />
    </SidePanel>
  );
}
