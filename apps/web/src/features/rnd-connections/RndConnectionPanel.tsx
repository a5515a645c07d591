import { Stack, TextField } from '@mui/material';
import { createRndConnectionBody, MESSAGES, rndConnectionBody, rndRefreshStatus, rndTokenStatus, type ConnectionStatus, type RndConnection } from '@trueline/contract';
import { ConfigPanel } from '../../components/ConfigPanel';
import { useConfigPanel, type PanelTarget } from '../../components/use-config-panel';
import { ConnectionStatusField, WriteOnlySecretField } from '../../components/connection-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useRndConnectionActions } from './api';

interface FormValues {
  companyNumber: string;
  companyName: string;
  apiToken: string;
  resourceStatus: ConnectionStatus;
}
const FIELDS = ['companyNumber', 'companyName', 'apiToken', 'resourceStatus'] as const;

const valuesOf = (c: RndConnection | null): FormValues => ({
  companyNumber: c?.companyNumber ?? '', companyName: c?.companyName ?? '', apiToken: '', resourceStatus: c?.resourceStatus ?? 'ACTIVE',
});

interface Props {
  ws: string;
  /** The connection being edited, 'new' to add one, null when closed. */
  target: PanelTarget<RndConnection>;
  onClose(): void;
}

/** 'Edit or Create RND Connection': the token is written only; a blank token keeps the saved one when editing. */
export function RndConnectionPanel({ ws, target, onClose }: Props) {
  const connection = target === 'new' ? null : target;
  const creating = target === 'new';
  const { save, remove } = useRndConnectionActions(ws);
  // The token is required only when creating, optional (blank keeps it) when editing.
  const form = useZodForm(creating ? createRndConnectionBody : rndConnectionBody, { mode: 'onTouched', defaultValues: valuesOf(connection) });
  const { errors, isValid } = form.formState;
  const panel = useConfigPanel({
    target, form, valuesOf, fields: FIELDS, onClose,
    save: (id, body) => save.mutateAsync(id ? { id, body } : { id, body: { ...body, apiToken: body.apiToken ?? '' } }),
    remove: (id) => remove.mutateAsync(id),
  });

  return (
    <ConfigPanel panel={panel} noun="RND Connection" formId="rnd-connection-form" confirmDelete={MESSAGES.confirmDeleteRnd} valid={isValid}>
      <TextField label="Company Id" required {...form.register('companyNumber')} error={Boolean(errors.companyNumber)} helperText={errors.companyNumber?.message} />
      <TextField label="Company name" required {...form.register('companyName')} error={Boolean(errors.companyName)} helperText={errors.companyName?.message} />
      <WriteOnlySecretField label="API token" creating={creating} hint="The token the RND administrator issued to your company."
        keepHint="Leave blank to keep the saved token." registration={form.register('apiToken')} error={errors.apiToken?.message} />
      <ConnectionStatusField control={form.control} />
      {connection ? (
        <Stack direction="row" spacing={2}>
          <TextField label="Token status" value={rndTokenStatus(connection)} disabled />
          <TextField label="Refresh status" value={rndRefreshStatus(connection)} disabled />
        </Stack>
      ) : null}
    </ConfigPanel>
  );
}
