import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { USER_PHONE_COUNTRIES } from '@trueline/contract';
import { PhoneField } from './PhoneField';

afterEach(cleanup);

function Harness({ initial, onValue }: { initial: string; onValue(v: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
      value={value}
      countries={USER_PHONE_COUNTRIES}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('shows a stored number split into country and national number', () => {
    render(<Harness initial="+14165550123" onValue={() => undefined} />);
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '(416) 555-0123');
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toContain('CA');
  });

  it('hands on E.164 as the user types, and re-reads the number when the country changes', () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(212) 555-0123' } });
    expect(onValue).toHaveBeenLastCalledWith('+12125550123');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['United States (+1)', 'Canada (+1)', 'Ecuador (+593)']);
    fireEvent.click(screen.getByRole('option', { name: 'Ecuador (+593)' }));
    expect(onValue).toHaveBeenLastCalledWith('+5932125550123');
  });

  it('selects Canada when a Canadian number is typed under United States, but lets the user choose', () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416 555 0123' } });
    expect(onValue).toHaveBeenLastCalledWith('+14165550123');
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toContain('CA');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.click(screen.getByRole('option', { name: 'United States (+1)' }));
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toContain('US');
  });

  it('keeps the digits as typed while typing, and shows the console\'s format on blur', () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Phone');
    fireEvent.change(input, { target: { value: '5125550142' } });
    expect(input).toHaveProperty('value', '5125550142');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '(512) 555-0142');
    expect(onValue).toHaveBeenLastCalledWith('+15125550142');
    fireEvent.change(input, { target: { value: '51255' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '51255');
  });

  it('drops letters and clears to an empty value', () => {
    const onValue = vi.fn();
    render(<Harness initial="+12125550123" onValue={onValue} />);
    const input = screen.getByLabelText('Phone');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input).toHaveProperty('value', '');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('is a single formatted read-only field when read-only', () => {
    render(<PhoneField value="+593991234567" countries={USER_PHONE_COUNTRIES} onChange={() => undefined} readOnly />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveProperty('value', '+593 99 123 4567');
    expect(input).toHaveProperty('readOnly', true);
    cleanup();
    render(<PhoneField value="+15125550142" countries={USER_PHONE_COUNTRIES} onChange={() => undefined} readOnly />);
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '(512) 555-0142');
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
  });
});
