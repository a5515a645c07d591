import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dialersRoutes } from '@trueline/contract';
import { api } from '../../../../lib/api';
import { useNodeFormContext } from '../form/form-context';
import { itemId } from '../form/form-values';
import { ListRows } from './ListRows';
import { MappingAdder } from './MappingAdder';
import { ScopeProperty } from './ScopeProperty';
import { asList, issueAt, type WidgetProps } from './widget-props';
import { MAPPING_SCOPES, MAPPING_TYPES, MESSAGING_FIELDS, scopeChoices } from './vocabulary';

type Mapping = { id?: string; scope: string; property: string; type: (typeof MAPPING_TYPES)[number] } & Record<string, unknown>;

const menu = { select: { MenuProps: { sx: { zIndex: 1400 } } } };
const looksLikePhone = (field: string) => /^(phone|number1|phone_?number)$/i.test(field);

/**
 * The fields a campaign insert fills (spec 3 §3 "Mapping"): each a target (a messaging field, or a dialer field for
 * Core) from a scope value, typed Phone, Zip, City, State or Data. A target is chosen first and is not offered again.
 */
export function CampaignMappings({ field, value, issues, onChange }: WidgetProps) {
  const { recordSets, nodeType, ws } = useNodeFormContext();
  const targetKey = nodeType === 'CoreCampaignInsert' ? 'dialerField' : 'mapping';
  const dialerFields = useQuery({
    queryKey: ['dialerMappingFields', ws],
    queryFn: () => api(dialersRoutes.mappingFields, { params: { ws }, query: {} }),
    enabled: targetKey === 'dialerField' && Boolean(ws),
    retry: false,
  });
  const list = asList<Mapping>(value);
  const mapped = new Set(list.map((m) => String(m[targetKey] ?? '').toLowerCase()));
  const targets = (targetKey === 'dialerField' ? (dialerFields.data ?? []).map((f) => f.columnId) : [...MESSAGING_FIELDS]).filter((t) => !mapped.has(t.toLowerCase()));
  const scopes = scopeChoices(MAPPING_SCOPES, recordSets);
  const update = (i: number, patch: Partial<Mapping>) => onChange(list.map((m, k) => (k === i ? { ...m, ...patch } : m)));
  const at = (i: number, key: string) => issueAt(issues, field.name, `${i}.${key}`);

  return (
    <ListRows<Mapping>
      label={field.label}
      helperText={field.helperText}
      items={list}
      itemName="mapping"
      columns="1fr 1fr 1fr 0.8fr"
      error={issues.find((i) => i.path === field.name)?.message}
      empty="Nothing is mapped yet."
      onRemove={(i) => onChange(list.filter((_, k) => k !== i))}
      adder={<MappingAdder label={targetKey === 'dialerField' ? 'Dialer field' : 'Campaign field'} choices={targets} freeText taken={(t) => mapped.has(t.toLowerCase())}
        onAdd={(target) => onChange([...list, { id: itemId(), [targetKey]: target, scope: 'Interaction', property: looksLikePhone(target) ? 'To' : '', type: looksLikePhone(target) ? 'Phone' : 'Data' }])} />}
      row={(m, i) => (
        <>
          <TextField label={targetKey === 'dialerField' ? 'Dialer field' : 'Field'} value={String(m[targetKey] ?? '')} slotProps={{ input: { readOnly: true } }}
            error={Boolean(at(i, targetKey))} helperText={at(i, targetKey)} />
          <ScopeProperty scopes={scopes} scope={m.scope} property={m.property} onChange={(p) => update(i, p)} scopeError={at(i, 'scope')} propertyError={at(i, 'property')} />
          <TextField select label="Type" value={m.type ?? 'Data'} onChange={(e) => update(i, { type: e.target.value as Mapping['type'] })} slotProps={menu}>
            {MAPPING_TYPES.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
          </TextField>
        </>
      )}
    />
  );
}
