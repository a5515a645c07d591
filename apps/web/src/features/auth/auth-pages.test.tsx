import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authRoutes, MESSAGES, publicConfigRoutes } from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { withProviders as wrap } from '../../testing/with-providers';
import { fakeApi } from '../../testing/fake-api';
import { ActivateAccountPage } from './activate-account.page';
import { SignInPage } from './sign-in.page';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useSession: () => ({ establish: vi.fn() }) }));

fakeApi(apiMock)
  .on(publicConfigRoutes.get, () => ({ recaptchaSiteKey: null, outboxEnabled: false, supportUrl: 'https://help.example.test', demo: false }))
  .on(authRoutes.activationTokenVerify, () => {
    throw new ApiError(400, MESSAGES.activationLinkInvalid, 'VALIDATION');
  });

function at(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [{ path: path.split('?')[0], element }, { path: '/sign-in', element: <p>the sign-in page</p> }],
    { initialEntries: [path] },
  );
  render(wrap(<RouterProvider router={router} />));
  return router;
}

/** The keyboard's stops in document order: what Tab visits (nothing here sets a positive tabindex). */
function tabStops(): string[] {
  const focusable = document.body.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])');
  return [...focusable].filter((el) => el.tabIndex >= 0).map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || (el as HTMLInputElement).name);
}

afterEach(cleanup);

describe('sign-in page', () => {
  it('visits every place once with Tab: the footer leaves out the page itself and the card’s Password Reset', async () => {
    at('/sign-in', <SignInPage />);
    await screen.findByRole('link', { name: 'Support center' });
    const stops = tabStops();
    expect(stops).toEqual(['email', 'password', 'Login', 'Password Reset', 'Support center', 'API Documentation', 'Terms of service', 'Privacy policy']);
    expect(new Set(stops).size).toBe(stops.length);
  });
});

describe('activate-account page', () => {
  it('offers a way forward from an invalid link: what to do, and a button to sign in', async () => {
    const router = at('/activate-account?token=used', <ActivateAccountPage />);
    expect(await screen.findByText(MESSAGES.activationLinkInvalid)).toBeTruthy();
    expect(screen.getByText(/ask your administrator to invite you again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(await screen.findByText('the sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('says the same without any token at all', async () => {
    at('/activate-account', <ActivateAccountPage />);
    expect(await screen.findByText(MESSAGES.activationLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'Sign in' })).toHaveLength(0);
  });
});
