import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot } from './support';

/**
 * A newcomer's first minute, from where the README starts them: http://localhost:3000 itself, in a fresh browser.
 * The sign-in page, a mistyped password, then the right one: the Core dashboard, with the demo's busiest workspace open
 * and no error left over from the first try.
 */
test("the README's address: sign-in page, a wrong password then the right one, the dashboard of Sales Floor", async ({ page }) => {
  const root = await page.goto('/');
  expect(root?.status()).toBe(200);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'first-minute-sign-in-1280.png');

  await page.getByLabel('Email').fill('superadmin@demo.test');
  await page.getByLabel('Password').fill('Trueline#2025');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // A fresh browser opens the workspace where the demo's life is, not the first by name, and reads its week.
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveText('Sales Floor');
  const totals = page.getByRole('definition');
  await expect(page.getByText('Calls with local caller IDs')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pool health' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aegis One' })).toContainText('Calls screened');
  await expect(totals.first()).not.toBeEmpty();
  // The failed attempt's error does not follow the user into the console.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'first-minute-dashboard-1280.png', { fullPage: true });

  // Its headline links to the Aegis One dashboard, in the same workspace.
  await page.getByRole('region', { name: 'Aegis One' }).getByRole('link', { name: 'Call dashboard' }).click();
  await expect(page).toHaveURL(/\/aegis-one$/);
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveText('Sales Floor');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // `/` when signed in is the console's landing page too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByText('Calls with local caller IDs')).toBeVisible();
  await screenshot(page, 'first-minute-dashboard-375.png', { fullPage: true });
});

test('at 375 px too: the sign-in page from the root address, then the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await screenshot(page, 'first-minute-sign-in-375.png');
  await page.getByLabel('Email').fill('superadmin@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
