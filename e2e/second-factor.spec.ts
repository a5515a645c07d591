import { expect, test } from '@playwright/test';
import { createActivatedUser, secretFromQr, tokenFor, totp } from './support';

test('sign in with a second factor: the code step submits itself at six digits', async ({ page }) => {
  const { email, password } = await createActivatedUser(page, 'mfa');
  // Set up the authenticator through the API, scanning the QR code image as an app would.
  const token = await tokenFor(page, email, password);
  const qr = await page.request.get('/api/auth/mfa', { headers: { authorization: `Bearer ${token}` } });
  expect(qr.headers()['content-type']).toBe('image/png');
  const secret = await secretFromQr(await qr.body());
  const verified = await page.request.post(`/api/auth/mfa/verify?code=${await totp(secret)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(verified.ok()).toBeTruthy();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // A wrong code is only logged and the field cleared (spec 1 §8).
  await code.fill('000000');
  await expect(code).toHaveValue('');
  await expect(page).toHaveURL(/\/sign-in/);

  await code.pressSequentially(await totp(secret));
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
