import { useEffect, useRef, useState, type Ref } from 'react';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { readOnlyFieldSx, readOnlySlotProps } from './read-only';
import { composePhone, formatNational, formatPhone, phoneCountry, splitPhone, type PhoneCountryCode, type PhoneCountryCodes } from './phone';

/** A stored number as the input shows it when not being typed: the country and the national number in the console's format. */
function shown(value: string | null | undefined, countries: PhoneCountryCodes) {
  const split = splitPhone(value, countries);
  return { country: split.country, national: formatNational(split.country, split.national) };
}

interface Props {
  /** E.164 (or '' / null for none); what the form stores. */
  value: string | null | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  /** The countries offered, first is the default (users: US, CA, EC). */
  countries: PhoneCountryCodes;
  label?: string;
  name?: string;
  error?: boolean;
  helperText?: string;
  readOnly?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A phone number limited to a few countries: a country choice and the national number, handed on as E.164. The digits
 * stay as typed while the input has the focus; loaded or left, a valid number reads as everywhere else: (512) 555-0142.
 */
export function PhoneField({ value, onChange, onBlur, countries, label = 'Phone', name, error, helperText, readOnly, disabled, inputRef }: Props) {
  const [state, setState] = useState(() => shown(value, countries));
  const emitted = useRef(value ?? '');

  // A new value from outside (a form reset, another record) replaces what is shown.
  useEffect(() => {
    if ((value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    setState(shown(value, countries));
  }, [value, countries]);

  const update = (picked: PhoneCountryCode, national: string, typed: boolean) => {
    const next = composePhone(picked, national);
    // Typing a number of another offered country with the same calling code (US and CA share +1) selects that country.
    const detected = typed && next ? splitPhone(next, countries).country : picked;
    const country = phoneCountry(detected).dial === phoneCountry(picked).dial ? detected : picked;
    setState({ country, national });
    emitted.current = next;
    onChange(next);
  };

  if (readOnly) {
    return (
      <TextField label={label} name={name} value={formatPhone(value)} helperText={helperText} sx={readOnlyFieldSx} slotProps={readOnlySlotProps()} />
    );
  }

  const dial = phoneCountry(state.country).dial;
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        select
        label="Country"
        value={state.country}
        disabled={disabled}
        onChange={(e) => update(e.target.value as PhoneCountryCode, state.national, false)}
        sx={{ width: 112, flexShrink: 0 }}
        slotProps={{ select: { renderValue: (c) => c as string } }}
      >
        {countries.map((c) => (
          <MenuItem key={c} value={c}>
            {phoneCountry(c).name} (+{phoneCountry(c).dial})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={label}
        name={name}
        value={state.national}
        disabled={disabled}
        error={error}
        helperText={helperText}
        inputRef={inputRef}
        onBlur={() => {
          setState((s) => ({ ...s, national: formatNational(s.country, s.national) }));
          onBlur?.();
        }}
        onChange={(e) => update(state.country, e.target.value.replace(/[^\d\s().-]/g, ''), true)}
        slotProps={{
          htmlInput: { inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 },
          input: { startAdornment: <InputAdornment position="start">+{dial}</InputAdornment> },
        }}
      />
    </Stack>
  );
}
