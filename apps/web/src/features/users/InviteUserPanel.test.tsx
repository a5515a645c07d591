import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { usersRoutes } from '@trueline/contract';
import { withProviders as wrap } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { InviteUserPanel } from './InviteUserPanel';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useUser: () => ({ id: 'me', orgId: 'org', userType: 'Owner' }) }));

const fake = screenTestApi(apiMock);

describe('InviteUserPanel', () => {
  it('keeps Invite disabled until the form is valid, with the spec messages', async () => {
    render(wrap(<InviteUserPanel open onClose={() => undefined} me={{ id: 'me', userType: 'Owner' }} />));
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toHaveProperty('disabled', true);

    const first = screen.getByLabelText(/First name/);
    fireEvent.focus(first);
    fireEvent.blur(first);
    expect(await screen.findByText('Field is required')).toBeTruthy();

    fireEvent.change(first, { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'New' } });
    const email = screen.getByLabelText(/Email/);
    // An address without a top-level domain is refused; a long one (.info, .agency) is a real address.
    fireEvent.change(email, { target: { value: 'nina@example' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Email must be valid')).toBeTruthy();
    expect(invite).toHaveProperty('disabled', true);

    fireEvent.change(email, { target: { value: 'nina@example.agency' } });
    await waitFor(() => expect(invite).toHaveProperty('disabled', false));
  });

  it('invites as Admin by default and reports success', async () => {
    fake.on(usersRoutes.invite, ({ body }) => ({
      ...(body as { firstName: string; lastName: string; email: string; userType: 'Admin' }), id: 'u9', orgId: 'org', phone: null,
      created: '2026-01-01T00:00:00.000Z', lastSeen: null, activated: false,
    }));
    const onClose = vi.fn();
    render(wrap(<InviteUserPanel open onClose={onClose} me={{ id: 'me', userType: 'Owner' }} />));
    expect(screen.getByRole('combobox', { name: 'User type' }).textContent).toBe('Admin');
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'New' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'Nina@Example.com' } });
    const invite = screen.getByRole('button', { name: 'Invite' });
    await waitFor(() => expect(invite).toHaveProperty('disabled', false));
    fireEvent.click(invite);
    expect(await screen.findByText('User has been successfully invited.')).toBeTruthy();
    expect(apiMock.mock.calls[0]?.[1]).toEqual({ body: { firstName: 'Nina', lastName: 'New', email: 'nina@example.com', userType: 'Admin' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the single possible user type disabled for an Admin', () => {
    render(wrap(<InviteUserPanel open onClose={() => undefined} me={{ id: 'me', userType: 'Admin' }} />));
    const select = screen.getByRole('combobox', { name: 'User type' });
    expect(select.textContent).toBe('Admin');
    expect(select.getAttribute('aria-disabled')).toBe('true');
  });
});
