import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PasswordChecklist } from './PasswordChecklist';

afterEach(cleanup);

describe('PasswordChecklist', () => {
  it('says in words which rules are met, not only by icon and colour', () => {
    render(<PasswordChecklist password="abc" confirm="" />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'At least 8 characters: not met',
      'At least one uppercase letter: not met',
      'At least one lowercase letter: met',
      'At least one digit: not met',
      'At least one special character: not met',
      'Both passwords match: not met',
    ]);
  });

  it('keeps a polite live region with the count of rules met', () => {
    const { rerender } = render(<PasswordChecklist password="abc" confirm="" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('1 of 6 password rules met');
    rerender(<PasswordChecklist password="Abcdef1!" confirm="Abcdef1!" />);
    expect(status.textContent).toBe('6 of 6 password rules met');
  });
});
