import { TextField } from '@mui/material';
import {
  createApiKeyConnectionQuery, updateApiKeyConnectionQuery, type ApiKeyConnection, type ConnectionStatus, type CreateApiKeyConnectionQuery, type UpdateApiKeyConnectionQuery,
} from '@trueline/contract';
import { ConfigPanel } from './ConfigPanel';
import { useConfigPanel, type PanelTarget } from './use-config-panel';
import { ConnectionStatusField, WriteOnlySecretField } from './connection-fields';
import { useZodForm } from './form/use-zod-form';

/** Adding sends the key; editing may leave it out (the saved one stays). */
export type ApiKeyConnectionSave = { id: null; query: CreateApiKeyConnectionQuery } | { id: string; query: UpdateApiKeyConnectionQuery };

interface FormValues {
  companyName: string;
  apiKey: string;
  resourceStatus: ConnectionStatus;
}
const FIELDS = ['companyName', 'apiKey', 'resourceStatus'] as const;

const valuesOf = (c: ApiKeyConnection | null): FormValues => ({ companyName: c?.companyName ?? '', apiKey: '', resourceStatus: c?.resourceStatus ?? 'ACTIVE' });

interface Props {
  /** What the panel edits ('Active Prospect Connection'). */
  noun: string;
  /** 'Are you sure you want to delete this …?' */
  confirmDelete: string;
  apiKeyHint: string;
  /** The connection being edited, 'new' to add one, null when closed. */
  target: PanelTarget<ApiKeyConnection>;
  save(call: ApiKeyConnectionSave): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onClose(): void;
}

/** The panel of a connection reached with an API key: company name, status, and the key written once (blank keeps it when editing). */
export function ApiKeyConnectionPanel({ noun, confirmDelete, apiKeyHint, target, save, remove, onClose }: Props) {
  const creating = target === 'new';
  // The key is required only when creating, optional (blank keeps it) when editing.
  const form = useZodForm(creating ? createApiKeyConnectionQuery : updateApiKeyConnectionQuery, { mode: 'onTouched', defaultValues: valuesOf(target === 'new' ? null : target) });
  const { errors, isValid } = form.formState;
  const panel = useConfigPanel({ target, form, valuesOf, fields: FIELDS, save: (id, query) => save(id ? { id, query } : { id, query: { ...query, apiKey: query.apiKey ?? '' } }), remove, onClose });

  return (
    <ConfigPanel panel={panel} noun={noun} formId="api-key-connection-form" confirmDelete={confirmDelete} valid={isValid}>
      <TextField label="Company name" required {...form.register('companyName')} error={Boolean(errors.companyName)} helperText={errors.companyName?.message} />
      <WriteOnlySecretField label="API key" creating={creating} hint={apiKeyHint} keepHint="Leave blank to keep the saved key."
        registration={form.register('apiKey')} error={errors.apiKey?.message} />
      <ConnectionStatusField control={form.control} />
    </ConfigPanel>
  );
}
