import { expect, test } from '@playwright/test';
import { createActivatedUser, secretFromQr, signIn, totp } from './support';

test('enable a second factor on My Profile, then sign in with it: the code step submits itself at six digits', async ({ page }) => {
  const { email, password } = await createActivatedUser(page, 'mfa');
  await signIn(page, email, password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Enable Two Factor Device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable Two Factor Device' });
  const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('width', '300');
  // On a phone the dialog takes the whole screen, so the code stays 300 by 300 (spec 3 §2.17).
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(async () => (await qr.boundingBox())?.width).toBe(300);
  expect((await qr.boundingBox())?.height).toBe(300);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Scan the QR code as an authenticator app would: from the screen (the page's content policy lets no script fetch
  // the blob: address it is shown from, and the app needs none to).
  const secret = await secretFromQr(await qr.screenshot());
  await dialog.getByLabel('Six-digit code').pressSequentially('000000');
  await expect(page.getByText(/^MFA Code Is Not Valid:/)).toBeVisible();
  await dialog.getByLabel('Six-digit code').fill('');
  await dialog.getByLabel('Six-digit code').pressSequentially(await totp(secret));
  await expect(page.getByText('Two factor authentication enabled with MFA Device')).toBeVisible();
  await expect(page.getByText('Two Factor Device Active')).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // A wrong code is only logged and the field cleared (spec 1 §8).
  await code.pressSequentially('000000');
  await expect(code).toHaveValue('');
  await expect(page).toHaveURL(/\/sign-in/);

  // After the fifth wrong code the challenge is dead: the next answer returns the user to step 1, silently.
  for (let i = 0; i < 5; i++) {
    await expect(code).toHaveValue('');
    await code.pressSequentially('000000');
  }
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(code).toBeVisible();

  await code.pressSequentially(await totp(secret));
  // A fresh sign-in lands on Home until the Core dashboard exists (apps/web/src/app/landing.ts).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
