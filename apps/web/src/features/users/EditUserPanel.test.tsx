import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { usersRoutes, type User } from '@trueline/contract';
import { withProviders as wrap } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { EditUserPanel } from './EditUserPanel';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useUser: () => ({ id: 'me', orgId: 'org', userType: 'Owner' }) }));

const fake = screenTestApi(apiMock);

const member: User = {
  id: 'u2', orgId: 'org', firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', phone: '+15555550123',
  userType: 'Admin', created: '2026-01-01T00:00:00.000Z', lastSeen: null, activated: true,
};

describe('EditUserPanel', () => {
  it('lets an Owner make another member an Owner, sending their name unchanged and leaving the phone alone', async () => {
    fake.on(usersRoutes.update, () => ({ ...member, userType: 'Owner' as const }));
    const onClose = vi.fn();
    render(wrap(<EditUserPanel user={member} me={{ id: 'me', userType: 'Owner' }} onClose={onClose} />));
    expect(screen.getByText('You can only edit your own name and phone.')).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Last name')).toHaveProperty('readOnly', true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'User type' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Owner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(apiMock).toHaveBeenCalled());
    expect(apiMock).toHaveBeenCalledWith(usersRoutes.update, {
      params: { id: 'u2' },
      body: { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', userType: 'Owner' },
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('is read-only for an Admin looking at another member', () => {
    render(wrap(<EditUserPanel user={member} me={{ id: 'me', userType: 'Admin' }} onClose={() => undefined} />));
    expect(screen.getByRole('combobox', { name: 'User type' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('never offers a member a change of their own type', () => {
    render(wrap(<EditUserPanel user={{ ...member, id: 'me', userType: 'Owner' }} me={{ id: 'me', userType: 'Owner' }} onClose={() => undefined} />));
    expect(screen.getByRole('combobox', { name: 'User type' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('You cannot change your own user type.')).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('readOnly', false);
  });
});
