import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider, useSnackbar } from './snackbar';

function Trigger({ text, severity }: { text: string; severity: 'error' | 'warning' | 'info' | 'success' }) {
  const notify = useSnackbar();
  return <button onClick={() => notify(text, severity)}>show</button>;
}

describe('snackbar auto-dismiss (spec 1 §2.3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const show = (severity: 'error' | 'warning' | 'info' | 'success') => {
    render(
      <SnackbarProvider>
        <Trigger text={`a ${severity}`} severity={severity} />
      </SnackbarProvider>,
    );
    act(() => screen.getByText('show').click());
    expect(screen.getByText(`a ${severity}`)).toBeTruthy();
  };

  it.each([
    ['success', 7_000],
    ['info', 7_000],
    ['warning', 10_000],
  ] as const)('closes a %s after %i ms', (severity, ms) => {
    show(severity);
    act(() => vi.advanceTimersByTime(ms - 500));
    expect(screen.queryByText(`a ${severity}`)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_500));
    // The transition out has started: MUI hides the snackbar (it leaves the DOM after the exit animation).
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(`a ${severity}`)).toBeNull();
  });

  it('keeps an error until it is closed', () => {
    show('error');
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByText('a error')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('a error')).toBeNull();
  });
});
