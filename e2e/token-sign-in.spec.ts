import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

test('a bad sign-in token lands on /sign-in', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(msg.text());
  });
  await page.goto('/auth/token?token=not-a-real-token');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The failure is logged, not shown.
  expect(logged.some((text) => text.includes('Token sign-in failed'))).toBe(true);
});

test('a token issued for a signed-in user signs in once and lands on /dashboard', async ({ page, request }) => {
  // The link is made outside the browser, so the browser has no session of its own.
  const signedIn = await request.post('/api/auth/credentials', { form: { email: 'admin@demo.test', password: DEMO_PASSWORD, reCaptchaToken: 'e2e' } });
  expect(signedIn.ok()).toBeTruthy();
  const accessToken = (await signedIn.json()).data.authorizedUser.accessToken as string;
  const issued = await request.post('/api/auth/token/issue', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(issued.ok()).toBeTruthy();
  const { url } = (await issued.json()).data as { token: string; url: string };
  const link = new URL(url);
  expect(link.pathname).toBe('/auth/token');

  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // The link works once: used again in a fresh browser it lands on /sign-in.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/sign-in$/);
});
