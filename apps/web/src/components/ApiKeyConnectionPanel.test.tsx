import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyConnection } from '@trueline/contract';
import { SnackbarProvider } from '../lib/snackbar';
import { ApiError } from '../lib/api';
import { ApiKeyConnectionPanel } from './ApiKeyConnectionPanel';

afterEach(cleanup);

const saved: ApiKeyConnection = { id: 'c1', companyName: 'Demo Co', resourceStatus: 'ACTIVE', timestamp: '2026-01-01T00:00:00Z', dateUpdated: '2026-01-01T00:00:00Z' };

function renderPanel(target: ApiKeyConnection | 'new', save = vi.fn(async () => undefined), remove = vi.fn(async () => undefined)) {
  const onClose = vi.fn();
  render(
    <SnackbarProvider>
      <ApiKeyConnectionPanel noun="Verisk Connection" confirmDelete="Are you sure you want to delete this Verisk connection?" apiKeyHint="Your LeadiD key."
        target={target} save={save} remove={remove} onClose={onClose} />
    </SnackbarProvider>,
  );
  return { panel: screen.getByRole('dialog', { name: 'Edit or Create Verisk Connection' }), save, remove, onClose };
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ApiKeyConnectionPanel', () => {
  it('adds a connection: Save waits for company name and key, then saves, says so and closes', async () => {
    const { panel, save, onClose } = renderPanel('new');
    const saveButton = within(panel).getByRole('button', { name: 'Save' });
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(panel).getByText('Your LeadiD key.')).toBeTruthy();
    type(within(panel).getByLabelText(/Company name/), 'Acme');
    await waitFor(() => expect(saveButton).toHaveProperty('disabled', true));
    type(within(panel).getByLabelText(/API key/), 'secret-key');
    await waitFor(() => expect(saveButton).toHaveProperty('disabled', false));
    fireEvent.click(saveButton);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ id: null, query: { companyName: 'Acme', apiKey: 'secret-key', resourceStatus: 'ACTIVE' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Saved');
  });

  it('puts a server field error on its input and stays open', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'Taken', 'CONFLICT', [{ path: 'companyName', message: 'A connection for this company already exists.' }]);
    });
    const { panel, onClose } = renderPanel(saved, save);
    expect(within(panel).getByText('Leave blank to keep the saved key.')).toBeTruthy();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('A connection for this company already exists.')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ id: 'c1', query: { companyName: 'Demo Co', apiKey: undefined, resourceStatus: 'ACTIVE' } });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes a saved connection after confirmation', async () => {
    const { panel, remove, onClose } = renderPanel(saved);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Verisk Connection' });
    expect(confirm.textContent).toContain('Are you sure you want to delete this Verisk connection?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('c1');
    expect((await screen.findByRole('alert')).textContent).toBe('Deleted successfully');
  });
});
