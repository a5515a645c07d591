import { MenuItem, TextField } from '@mui/material';
import { useNodeFormContext } from '../form/form-context';
import { propertiesOf, type Choice } from './vocabulary';

interface Props {
  scopes: readonly Choice[];
  scope: string;
  property: string;
  onChange(next: { scope: string; property: string }): void;
  scopeError?: string;
  propertyError?: string;
  /** Labels, when a row has several pairs. */
  scopeLabel?: string;
  propertyLabel?: string;
  disabledProperty?: boolean;
}

const menu = { select: { MenuProps: { sx: { zIndex: 1400 } } } };

/**
 * A scope and one of its properties: a choice for fixed scopes and record sets (their attribute names), free text for
 * Meta data and Custom. Changing the scope clears a property the new scope does not have.
 */
export function ScopeProperty({ scopes, scope, property, onChange, scopeError, propertyError, scopeLabel = 'Scope', propertyLabel = 'Property', disabledProperty }: Props) {
  const { recordSets } = useNodeFormContext();
  const props = scope ? propertiesOf(scope, recordSets) : [];
  const pickScope = (next: string) => {
    const nextProps = propertiesOf(next, recordSets);
    // Free text carries over between free-text scopes only; a fixed list keeps the property when it has it.
    const kept = nextProps === null ? (props === null ? property : '') : nextProps.includes(property) ? property : (nextProps[0] ?? '');
    onChange({ scope: next, property: kept });
  };
  return (
    <>
      <TextField select label={scopeLabel} value={scopes.some((s) => s.value === scope) ? scope : ''} onChange={(e) => pickScope(e.target.value)}
        error={Boolean(scopeError)} helperText={scopeError} slotProps={menu} sx={{ minWidth: 0 }}>
        {scopes.map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
      </TextField>
      {props === null ? (
        <TextField label={propertyLabel} value={property} onChange={(e) => onChange({ scope, property: e.target.value })} disabled={disabledProperty}
          error={Boolean(propertyError)} helperText={propertyError} sx={{ minWidth: 0 }} />
      ) : (
        <TextField select label={propertyLabel} value={props.includes(property) ? property : ''} onChange={(e) => onChange({ scope, property: e.target.value })}
          disabled={disabledProperty || !scope} error={Boolean(propertyError)} helperText={propertyError} slotProps={menu} sx={{ minWidth: 0 }}>
          {props.map((p) => <MenuItem key={p} value={p}>{p}</MenuItem>)}
        </TextField>
      )}
    </>
  );
}
