import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authRoutes, MESSAGES, publicConfigRoutes } from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { SignInPage } from './sign-in.page';

const { apiMock, establish } = vi.hoisted(() => ({ apiMock: vi.fn(), establish: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useSession: () => ({ establish }) }));

const fake = screenTestApi(apiMock, { afterEach: () => establish.mockReset() });

const USER = { id: 'u1', orgId: 'org', firstName: 'Sam', lastName: 'Super', email: 'superadmin@demo.test', userType: 'SuperAdmin', accessToken: 'token' } as const;
/** The public settings as a fresh install has them: no support link. */
const CONFIG = { recaptchaSiteKey: null, outboxEnabled: false, supportUrl: '', demo: false };

/** The sign-in page at /sign-in (with `state` as the guard leaves it), and every other address saying where it is. */
function signInPage(state?: { from: string }) {
  const router = createMemoryRouter(
    [{ path: '/sign-in', element: <SignInPage /> }, { path: '*', element: <p>the console</p> }],
    { initialEntries: [{ pathname: '/sign-in', state }] },
  );
  render(withProviders(<RouterProvider router={router} />));
  return router;
}

async function submit(password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'superadmin@demo.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in page', () => {
  it('lands a fresh sign-in on Home (the Core dashboard does not exist yet), and leaves no earlier error on screen', async () => {
    fake.on(publicConfigRoutes.get, () => CONFIG).on(authRoutes.credentials, ({ body }) => {
      if ((body as { password: string }).password !== 'Right#Pass2026') throw new ApiError(401, MESSAGES.invalidCredentials, 'UNAUTHENTICATED');
      return { type: 'Authenticated' as const, authorizedUser: USER };
    });
    establish.mockResolvedValue(true);
    const router = signInPage();
    await submit('Wrong#Pass2026');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(router.state.location.pathname).toBe('/sign-in');

    await submit('Right#Pass2026');
    expect(await screen.findByText('the console')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByText(MESSAGES.invalidCredentials)).toBeNull();
  });

  it('goes back to the address the guard sent the user from, when there was one', async () => {
    fake.on(publicConfigRoutes.get, () => CONFIG).on(authRoutes.credentials, () => ({ type: 'Authenticated' as const, authorizedUser: USER }));
    establish.mockResolvedValue(true);
    const router = signInPage({ from: '/campaigns?folder=f1' });
    await submit('Right#Pass2026');
    expect(await screen.findByText('the console')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/campaigns?folder=f1');
  });
});
