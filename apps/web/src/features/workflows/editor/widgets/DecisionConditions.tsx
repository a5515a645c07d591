import { MenuItem, TextField } from '@mui/material';
import type { DecisionOperation } from '@trueline/contract';
import { useNodeFormContext } from '../form/form-context';
import { itemId } from '../form/form-values';
import { ListRows } from './ListRows';
import { ScopeProperty } from './ScopeProperty';
import { asList, issueAt, type WidgetProps } from './widget-props';
import { FIXED_SCOPES, OPERATIONS, OPERATION_LABELS, VALUELESS_OPERATIONS, scopeChoices } from './vocabulary';

interface Condition {
  id?: string;
  scope: string;
  property: string;
  operation: DecisionOperation;
  value: string;
}

const menu = { select: { MenuProps: { sx: { zIndex: 1400 } } } };

/**
 * The Decision's conditions (spec 3 §3, §9): each a scope, a property, an operation and a value; the value is hidden
 * for IS_SET and IS_NOT_SET (spec 3 §5). All of them (AND) or any (OR) is the node's Match field.
 */
export function DecisionConditions({ field, value, issues, onChange }: WidgetProps) {
  const { recordSets } = useNodeFormContext();
  const list = asList<Condition>(value);
  const scopes = scopeChoices(FIXED_SCOPES, recordSets);
  const update = (i: number, patch: Partial<Condition>) => onChange(list.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  const at = (i: number, key: string) => issueAt(issues, field.name, `${i}.${key}`);

  return (
    <ListRows<Condition>
      label={field.label}
      helperText={field.helperText}
      items={list}
      itemName="condition"
      columns="1.1fr 1.1fr 1fr 1.2fr"
      error={issues.find((i) => i.path === field.name)?.message}
      empty="No conditions yet."
      onRemove={(i) => onChange(list.filter((_, k) => k !== i))}
      onAdd={() => onChange([...list, { id: itemId(), scope: 'Interaction', property: 'State', operation: 'EQUALS', value: '' }])}
      addLabel="Add condition"
      row={(c, i) => (
        <>
          <ScopeProperty scopes={scopes} scope={c.scope} property={c.property} onChange={(p) => update(i, p)} scopeError={at(i, 'scope')} propertyError={at(i, 'property')} />
          <TextField select label="Operation" value={c.operation} slotProps={menu}
            onChange={(e) => {
              const operation = e.target.value as DecisionOperation;
              update(i, VALUELESS_OPERATIONS.includes(operation) ? { operation, value: '' } : { operation });
            }}>
            {OPERATIONS.map((o) => <MenuItem key={o} value={o}>{OPERATION_LABELS[o]}</MenuItem>)}
          </TextField>
          {VALUELESS_OPERATIONS.includes(c.operation) ? <span /> : (
            <TextField label="Value" value={c.value ?? ''} onChange={(e) => update(i, { value: e.target.value })} error={Boolean(at(i, 'value'))} helperText={at(i, 'value')} />
          )}
        </>
      )}
    />
  );
}
