import { FormControlLabel, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext, type Control, type ControllerFieldState, type ControllerProps, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { NANP_COUNTRIES } from '@trueline/contract';
import { PhoneField } from '../PhoneField';

/**
 * The form kit's inputs, each bound to one field of a react-hook-form form: given `control`, or the surrounding
 * `FormProvider` without it. The field's first error replaces its helper text.
 */
interface Bound<V extends FieldValues, O> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type does not matter to an input
  control?: Control<V, any, O>;
  name: FieldPath<V>;
  label: string;
  helperText?: string;
}

/** The form's control: the one given, or that of the surrounding FormProvider. */
function useBoundControl<V extends FieldValues, O>(control: Bound<V, O>['control']) {
  const context = useFormContext<V, unknown, O>();
  return control ?? context.control;
}

/** What every input of the kit takes from its field: name, ref and blur, its label, and the error in place of the helper text. */
function boundInputProps(field: Pick<ControllerRenderProps, 'name' | 'ref' | 'onBlur'>, fieldState: ControllerFieldState, label: string, helperText?: string) {
  return { name: field.name, inputRef: field.ref, onBlur: field.onBlur, label, error: Boolean(fieldState.error), helperText: fieldState.error?.message ?? helperText };
}

/** The kit's Controller: bound to the given control, or to the surrounding FormProvider's. */
function BoundController<V extends FieldValues, O>({ control, name, render }: Pick<Bound<V, O>, 'control' | 'name'> & Pick<ControllerProps<V, FieldPath<V>, O>, 'render'>) {
  return <Controller name={name} control={useBoundControl(control)} render={render} />;
}

export interface SelectOption<T = string> {
  value: T;
  label: string;
}

interface SelectProps<V extends FieldValues, O, T> extends Bound<V, O> {
  options: readonly SelectOption<T>[];
  /** Offers a blank choice with this text (an optional picker). */
  noneLabel?: string;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** Lifts the menu above the side panel (or dialog) the select sits in. */
  inPanel?: boolean;
  /** Runs after the value changed (e.g. a brand change clears the campaign). */
  onPicked?(value: string): void;
  /** Map non-string values (booleans) to the select's strings and back. */
  toText?(value: T): string;
  fromText?(text: string): T;
}

/**
 * A labelled single choice. A saved value the options no longer hold stays visible; a select with nothing to offer
 * says so instead of opening empty.
 */
export function FormSelect<V extends FieldValues, O = V, T = string>(props: SelectProps<V, O, T>) {
  const { name, label, options, noneLabel, required, disabled, loading, helperText, inPanel, onPicked } = props;
  const toText = props.toText ?? String;
  const fromText = props.fromText ?? ((t: string) => t as T);
  const control = useBoundControl(props.control);
  const texts = options.map((o) => ({ value: toText(o.value), label: o.label }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value === null || field.value === undefined ? '' : toText(field.value as T);
        const list = value && !texts.some((o) => o.value === value) ? [{ value, label: loading ? '…' : value }, ...texts] : texts;
        const empty = list.length === 0 && !noneLabel;
        return (
          <TextField
            select
            {...boundInputProps(field, fieldState, label, loading ? 'Loading…' : empty ? 'Nothing to choose from' : helperText)}
            value={value}
            required={required}
            disabled={disabled}
            onChange={(e) => {
              field.onChange(fromText(e.target.value));
              onPicked?.(e.target.value);
            }}
            slotProps={{
              // An optional picker shows its blank choice ('No folder', 'Not sent') rather than an empty box.
              ...(noneLabel !== undefined ? { inputLabel: { shrink: true } } : {}),
              select: {
                ...(noneLabel !== undefined ? { displayEmpty: true } : {}),
                ...(inPanel ? { MenuProps: { sx: { zIndex: (t) => t.zIndex.modal + 2 } } } : {}),
              },
            }}
          >
            {noneLabel !== undefined ? <MenuItem value=""><em>{noneLabel}</em></MenuItem> : null}
            {list.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
            {empty ? <MenuItem value="" disabled>Nothing to choose from</MenuItem> : null}
          </TextField>
        );
      }}
    />
  );
}

/** A labelled switch bound to a boolean. */
export function SwitchField<V extends FieldValues, O = V>({ control, name, label, disabled }: Omit<Bound<V, O>, 'helperText'> & { disabled?: boolean }) {
  const bound = useBoundControl(control);
  return (
    <Controller
      control={bound}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />}
        />
      )}
    />
  );
}

type TextProps<V extends FieldValues, O> = Bound<V, O> & Pick<TextFieldProps, 'multiline' | 'minRows' | 'placeholder' | 'autoFocus'> & {
  readOnly?: boolean;
  maxLength?: number;
};

/** A text input. */
export function FormTextField<V extends FieldValues, O = V>({ control, name, label, readOnly, helperText, maxLength, ...props }: TextProps<V, O>) {
  return (
    <BoundController control={control} name={name} render={({ field, fieldState }) => (
      <TextField
        {...props}
        {...boundInputProps(field, fieldState, label, helperText)}
        value={field.value ?? ''}
        onChange={field.onChange}
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength }, ...(props.placeholder ? { inputLabel: { shrink: true } } : {}) }}
      />
    )} />
  );
}

/** A whole-number input; blank is held as NaN so validation names it. */
export function FormNumberField<V extends FieldValues, O = V>({ control, name, label, readOnly, helperText }: Bound<V, O> & { readOnly?: boolean }) {
  return (
    <BoundController control={control} name={name} render={({ field, fieldState }) => (
      <TextField
        {...boundInputProps(field, fieldState, label, helperText)}
        type="number"
        value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
        onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        disabled={readOnly}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
    )} />
  );
}

/** A US or Canadian phone number, handed to the form as E.164. */
export function FormPhoneField<V extends FieldValues, O = V>({ control, name, label, readOnly }: Omit<Bound<V, O>, 'helperText'> & { readOnly?: boolean }) {
  return (
    <BoundController control={control} name={name} render={({ field, fieldState }) => (
      <PhoneField
        {...boundInputProps(field, fieldState, label)}
        value={field.value as string}
        onChange={field.onChange}
        countries={NANP_COUNTRIES}
        disabled={readOnly}
      />
    )} />
  );
}
