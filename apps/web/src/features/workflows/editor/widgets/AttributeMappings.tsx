import { TextField } from '@mui/material';
import { useNodeFormContext } from '../form/form-context';
import { itemId } from '../form/form-values';
import { ListRows } from './ListRows';
import { MappingAdder } from './MappingAdder';
import { ScopeProperty } from './ScopeProperty';
import { asList, issueAt, type WidgetProps } from './widget-props';
import { FIXED_SCOPES, scopeChoices } from './vocabulary';

interface AttributeMapping {
  id?: string;
  attribute: string;
  scope: string;
  property: string;
}

/**
 * The attributes a Record set insert writes, each from a scope value. The set's phone attribute is its key and is
 * not offered (spec 3 §5); an attribute already mapped is not offered again.
 */
export function AttributeMappings({ field, value, draft, issues, onChange }: WidgetProps) {
  const { recordSets } = useNodeFormContext();
  const list = asList<AttributeMapping>(value);
  const set = recordSets.find((r) => r.id === draft.config.recordSetId);
  const mapped = new Set(list.map((m) => m.attribute));
  const free = (set?.attributes ?? []).filter((a) => !a.locked && a.name.toLowerCase() !== 'phone' && !mapped.has(a.name)).map((a) => a.name);
  const scopes = scopeChoices(FIXED_SCOPES, recordSets);
  const update = (i: number, patch: Partial<AttributeMapping>) => onChange(list.map((m, k) => (k === i ? { ...m, ...patch } : m)));
  const at = (i: number, key: string) => issueAt(issues, field.name, `${i}.${key}`);

  return (
    <ListRows<AttributeMapping>
      label={field.label}
      helperText={field.helperText}
      items={list}
      itemName="attribute"
      columns="1fr 1fr 1fr"
      empty={set ? 'No attributes are written.' : 'Choose the record set first.'}
      onRemove={(i) => onChange(list.filter((_, k) => k !== i))}
      adder={set ? <MappingAdder label="Attribute" choices={free} onAdd={(attribute) => onChange([...list, { id: itemId(), attribute, scope: 'Interaction', property: 'To' }])} /> : undefined}
      row={(m, i) => (
        <>
          <TextField label="Attribute" value={m.attribute} slotProps={{ input: { readOnly: true } }} error={Boolean(at(i, 'attribute'))} helperText={at(i, 'attribute')} />
          <ScopeProperty scopes={scopes} scope={m.scope} property={m.property} onChange={(p) => update(i, p)} scopeError={at(i, 'scope')} propertyError={at(i, 'property')}
            scopeLabel="From scope" propertyLabel="From property" />
        </>
      )}
    />
  );
}
