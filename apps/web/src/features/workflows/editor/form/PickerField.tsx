import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { PickerOption } from '@trueline/contract';
import { matchesPickerFilter, type FormField } from '@trueline/workflow';
import { usePickerOptions } from '../../api';
import { useNodeFormContext } from './form-context';
import { valueOf, withValue, type NodeDraft } from './form-values';

type PickerFieldDef = Extract<FormField, { kind: 'picker' }>;

const optionText = (o: PickerOption) => (o.detail ? `${o.name} (${o.detail})` : o.name);

/**
 * A choice from a workspace list (spec 3 §5: record sets ACTIVE only, the workflow being edited left out, campaigns by
 * status, AegisEvent webhooks). A field that `setsLabel` names the node after the choice (CallerId, DoNotCall).
 */
export function PickerField({ field, draft, error, onChange }: { field: PickerFieldDef; draft: NodeDraft; error?: string; onChange(next: NodeDraft): void }) {
  const ctx = useNodeFormContext();
  const campaignField = typeof field.filter?.campaignField === 'string' ? field.filter.campaignField : null;
  const campaignId = campaignField ? String(valueOf(draft, campaignField) ?? '') : undefined;
  const query = usePickerOptions(ctx.ws, field.source, campaignId || undefined);
  const options = useMemo(() => (query.data ?? []).filter((o) =>
    matchesPickerFilter(o, field.filter, { currentWorkflowId: ctx.workflowId }) && (field.source !== 'recordSets' || !o.status || o.status === 'ACTIVE')),
  [query.data, field.filter, field.source, ctx.workflowId]);
  const value = String(valueOf(draft, field.name) ?? '');
  const chosen = options.find((o) => o.id === value) ?? (value ? { id: value, name: query.isPending ? 'Loading…' : 'Not available any more' } : null);
  const waiting = campaignField && !campaignId;

  const pick = (o: PickerOption | null) => {
    const next = withValue(draft, field.name, o?.id ?? '');
    onChange(field.setsLabel && o ? { ...next, label: o.name } : next);
  };

  return (
    <Autocomplete
      options={options}
      value={chosen}
      loading={query.isPending && !waiting}
      disabled={Boolean(waiting)}
      getOptionLabel={optionText}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, o) => pick(o)}
      noOptionsText={query.isError ? 'Could not load the choices' : 'Nothing to choose from'}
      renderInput={(params) => (
        <TextField {...params} label={field.label} error={Boolean(error)} helperText={error ?? (waiting ? 'Choose the campaign first' : field.helperText)} />
      )}
    />
  );
}
