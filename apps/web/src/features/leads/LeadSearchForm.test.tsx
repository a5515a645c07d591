import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@trueline/contract';
import { LeadSearchForm } from './LeadSearchForm';
import { formatLeadPhone, leadsFileName } from './format';

afterEach(cleanup);

function search(text: string) {
  const onSearch = vi.fn();
  render(<LeadSearchForm onSearch={onSearch} />);
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  return onSearch;
}

describe('LeadSearchForm', { timeout: 30_000 }, () => {
  it('searches with three or more digits', () => {
    expect(search(' 201 ')).toHaveBeenCalledWith('201');
  });

  it.each(['20', '201-555', 'abc', ''])('refuses %j with the spec text', (text) => {
    const onSearch = search(text);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.leadSearchMinDigits)).toBeTruthy();
  });

  it('clears the error when the text changes', () => {
    search('2');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '20' } });
    expect(screen.queryByText(MESSAGES.leadSearchMinDigits)).toBeNull();
  });
});

describe('lead formatting', () => {
  it('formats ten digits and leaves others alone', () => {
    expect(formatLeadPhone('2015550100')).toBe('(201) 555-0100');
    expect(formatLeadPhone('+12015550100')).toBe('(201) 555-0100');
    expect(formatLeadPhone('12345')).toBe('12345');
    expect(formatLeadPhone(null)).toBe('—');
  });

  it('names the download after the campaign', () => {
    expect(leadsFileName('Acme: Spring / 2026')).toBe('Acme-Spring-2026-leads.csv');
  });
});
