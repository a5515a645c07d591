import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FIVE9_DEFAULTS, FIVE9_OPTION_LABELS, type Five9Options } from '@trueline/contract';
import { Five9OptionFields } from './Five9OptionFields';

afterEach(cleanup);

function Harness({ start }: { start: Five9Options }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <Five9OptionFields value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const current = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Five9Options;

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function optionDisabled(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const disabled = within(screen.getByRole('listbox')).getByRole('option', { name: option }).getAttribute('aria-disabled') === 'true';
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return disabled;
}

// MUI selects render slowly in jsdom on a busy machine.
describe('Five9 CRM and list options', { timeout: 30_000 }, () => {
  it('starts from the defaults with every choice open', () => {
    render(<Harness start={{ ...FIVE9_DEFAULTS }} />);
    expect(current()).toEqual({ crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST' });
    expect(optionDisabled('CRM update mode', FIVE9_OPTION_LABELS.UPDATE_ALL)).toBe(false);
    expect(optionDisabled('List add mode', FIVE9_OPTION_LABELS.ADD_ALL)).toBe(false);
  });

  it("disables Update all and Add all with Don't add, and reverts them when chosen", () => {
    render(<Harness start={{ crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_ALL' }} />);
    choose('CRM add mode', FIVE9_OPTION_LABELS.DONT_ADD);
    expect(current()).toEqual({ crmAddMode: 'DONT_ADD', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST' });
    expect(optionDisabled('CRM update mode', FIVE9_OPTION_LABELS.UPDATE_ALL)).toBe(true);
    expect(optionDisabled('List add mode', FIVE9_OPTION_LABELS.ADD_ALL)).toBe(true);
    expect(optionDisabled('CRM update mode', FIVE9_OPTION_LABELS.UPDATE_SOLE_MATCHES)).toBe(false);

    choose('CRM add mode', FIVE9_OPTION_LABELS.ADD_NEW);
    choose('CRM update mode', FIVE9_OPTION_LABELS.UPDATE_ALL);
    expect(current().crmUpdateMode).toBe('UPDATE_ALL');
  });
});
