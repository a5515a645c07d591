import { MenuItem, TextField } from '@mui/material';
import { useNodeFormContext } from '../form/form-context';
import { itemId } from '../form/form-values';
import { ListRows } from './ListRows';
import { ScopeProperty } from './ScopeProperty';
import { asList, issueAt, type WidgetProps } from './widget-props';
import { PLACE_PROPERTY_TYPES, PLACE_SCOPES, interactionPropertyType, scopeChoices, type PlacePropertyType } from './vocabulary';

interface PlaceScope {
  id?: string;
  scope: string;
  property: string;
  propertyType: PlacePropertyType;
}

const menu = { select: { MenuProps: { sx: { zIndex: 1400 } } } };

/**
 * Where Time of day and State dialing read the callee's place, tried in order (spec 3 §3). For the Interaction scope
 * the property type follows from the property and cannot be changed (Timezone, To → Phone, State, else Zip), and a
 * new entry reads the Interaction's Timezone (spec 3 §5).
 */
export function PropertyScopes({ field, value, issues, onChange }: WidgetProps) {
  const { recordSets } = useNodeFormContext();
  const list = asList<PlaceScope>(value);
  const scopes = scopeChoices(PLACE_SCOPES, recordSets);
  const update = (i: number, next: PlaceScope) => onChange(list.map((s, k) => (k === i ? next : s)));
  const forced = (s: PlaceScope): PlaceScope => (s.scope === 'Interaction' ? { ...s, propertyType: interactionPropertyType(s.property) } : s);
  const at = (i: number, key: string) => issueAt(issues, field.name, `${i}.${key}`);

  return (
    <ListRows<PlaceScope>
      label={field.label}
      helperText={field.helperText}
      items={list}
      itemName="scope"
      columns="1fr 1fr 0.8fr"
      empty="None: the interaction's ZIP or area code is used."
      onRemove={(i) => onChange(list.filter((_, k) => k !== i))}
      onAdd={() => onChange([...list, { id: itemId(), scope: 'Interaction', property: 'Timezone', propertyType: 'Timezone' }])}
      addLabel="Add scope"
      row={(s, i) => (
        <>
          <ScopeProperty scopes={scopes} scope={s.scope} property={s.property} scopeError={at(i, 'scope')} propertyError={at(i, 'property')}
            onChange={(p) => update(i, forced({ ...s, ...p, ...(p.scope === 'Interaction' && s.scope !== 'Interaction' ? { property: 'Timezone' } : {}) }))} />
          <TextField select label="Property type" value={s.scope === 'Interaction' ? interactionPropertyType(s.property) : s.propertyType}
            disabled={s.scope === 'Interaction'} onChange={(e) => update(i, { ...s, propertyType: e.target.value as PlacePropertyType })} slotProps={menu}>
            {PLACE_PROPERTY_TYPES.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
          </TextField>
        </>
      )}
    />
  );
}
