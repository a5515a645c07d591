import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { withProviders } from '../testing/with-providers';
import { ApiError } from '../lib/api';
import * as snackbar from '../lib/snackbar';

// Counts what the mutation cache sends to the snackbar, still showing it.
vi.mock('../lib/snackbar', async (original) => {
  const actual = await original<typeof snackbar>();
  return { ...actual, notifyFromCache: vi.fn(actual.notifyFromCache) };
});

afterEach(() => {
  cleanup();
  vi.mocked(snackbar.notifyFromCache).mockClear();
});

const failing = () => Promise.reject(new ApiError(409, 'That name is already taken.', 'CONFLICT'));

function Save({ handlesErrors, onError }: { handlesErrors?: boolean; onError?: () => void }) {
  const save = useMutation({ mutationFn: failing, onError, ...(handlesErrors ? { meta: { handlesErrors } } : {}) });
  return (
    <>
      <button onClick={() => save.mutate()}>Save</button>
      {save.isError ? <p>failed</p> : undefined}
    </>
  );
}

describe('one error path for mutations', () => {
  it('shows a failed mutation\'s error in the snackbar, once', async () => {
    render(withProviders(<Save />));
    fireEvent.click(screen.getByText('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('That name is already taken.');
    expect(snackbar.notifyFromCache).toHaveBeenCalledTimes(1);
    expect(snackbar.notifyFromCache).toHaveBeenCalledWith('That name is already taken.', 'error');
  });

  it('leaves a mutation whose screen handles its errors to that screen', async () => {
    const onError = vi.fn();
    render(withProviders(<Save handlesErrors onError={onError} />));
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('failed');
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(snackbar.notifyFromCache).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
