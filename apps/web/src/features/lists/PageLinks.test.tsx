import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PageLinks, pageWindow } from './PageLinks';

afterEach(cleanup);

describe('pageWindow', () => {
  it('links every page when there are few', () => expect(pageWindow(0, 3)).toEqual([0, 1, 2]));
  it('links at most 10 pages around the current one', () => {
    expect(pageWindow(0, 40)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(20, 40)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(39, 40)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
  });
});

describe('PageLinks', { timeout: 30_000 }, () => {
  it('moves between pages and marks the current one', () => {
    const onPage = vi.fn();
    render(<PageLinks page={1} totalPages={30} onPage={onPage} label="Pages" />);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onPage.mock.calls).toEqual([[2], [6]]);
  });
  it('hides itself on a single page', () => {
    const { container } = render(<PageLinks page={0} totalPages={1} onPage={() => undefined} label="Pages" />);
    expect(container.textContent).toBe('');
  });
});
