import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn } from './support';

test('sign in, see the console, log out after confirming', async ({ page }) => {
  await page.goto('/team');
  // The guard sends an unknown session through the loader to sign-in.
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');

  // The footer's support links come from the server's SUPPORT_URL.
  await expect(page.getByRole('link', { name: 'Support center' })).toHaveAttribute('href', 'https://help.e2e.test');
  await expect(page.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', 'https://help.e2e.test/terms');

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // Signing in returns to the address that was asked for before.
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByTestId('application-name')).toHaveText('Admin');

  // A reload restores the session through /loader and comes back to the same address.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('application-name')).toHaveText('Core');

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Support center' })).toHaveAttribute('href', 'https://help.e2e.test');
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/team');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the shell switches applications to their default routes', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  for (const [app, path] of [['Aegis One', '/aegis-one'], ['Engage', '/engage/dashboard'], ['UC Protect', '/protect'], ['Reports', '/usage/billing'], ['Admin', '/workspaces'], ['Core', '/campaigns']] as const) {
    await page.getByRole('button', { name: 'Switch application' }).click();
    await page.getByRole('menuitem', { name: app }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('application-name')).toHaveText(app);
  }
  await expect(page.getByRole('navigation', { name: 'Core navigation' }).getByRole('link')).toHaveText([
    'Dashboard', 'Campaigns', 'Bulk upload', 'Lists', 'Identities', 'Provision profiles', 'Pool numbers', 'Leads', 'Callbacks',
  ]);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
});

test('the workspace selector is shared by the screens, remembered, and refreshes them', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/protect');
  const selector = page.getByRole('combobox', { name: /^Workspace/ });
  // Other journeys add workspaces to the same organisation, so choose explicitly rather than rely on the default.
  await selector.click();
  await page.getByRole('option', { name: 'Collections' }).click();
  await expect(selector).toHaveText('Collections');
  await expect(page.getByRole('button', { name: 'Managed numbers: 0' })).toBeVisible();

  await selector.click();
  await page.getByRole('option', { name: 'Sales Floor' }).click();
  await expect(selector).toHaveText('Sales Floor');
  await expect(page.getByRole('button', { name: /^Managed numbers: [1-9]/ })).toBeVisible();

  await page.goto('/watch-tower');
  await expect(page.getByRole('combobox', { name: /^Workspace/ })).toHaveText('Sales Floor');
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Workspace/ })).toHaveText('Sales Floor');
  // Normal users never see ERROR workspaces in the choice.
  await page.getByRole('combobox', { name: /^Workspace/ }).click();
  await expect(page.getByRole('option', { name: 'Legacy Import' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Trial Workspace' })).toBeVisible();
});

test('the Outbox entry shows for a SuperAdmin while mail stays in the local outbox', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test');
  await page.goto('/workspaces');
  await expect(page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Outbox' })).toBeVisible();
});

test('keyboard and titles: the sign-in page visits each place once, buttons show a focus ring, every page has its title', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page).toHaveTitle('Sign in · Trueline');
  await expect(page.getByLabel('Email')).toBeFocused();
  const focused = () => page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return el.getAttribute('aria-label') || (el instanceof HTMLInputElement ? el.name : el.textContent?.trim() ?? '');
  });
  const stops = [await focused()];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused());
  }
  expect(stops).toEqual(['email', 'password', 'Login', 'Password Reset', 'Support center', 'API Documentation', 'Terms of service', 'Privacy policy']);

  // Back to Login by keyboard: a visible ring around the primary button.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeFocused();
  const ring = (el: Element) => { const s = getComputedStyle(el); return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`; };
  expect(await login.evaluate(ring)).toBe('solid 2px rgb(11, 61, 145)');
  await screenshot(page, 'sign-in-focus-1280.png');
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'sign-in-focus-375.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  // A click gives no ring (the ring is for the keyboard).
  await page.getByLabel('Email').click();
  await login.hover();
  await page.mouse.down();
  expect(await login.evaluate(ring)).not.toContain('solid');
  await page.mouse.up();

  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  for (const [path, title] of [['/campaigns', 'Campaigns · Trueline'], ['/aegis-one', 'Dashboard · Aegis One · Trueline'], ['/team', 'Team · Trueline'], ['/profile', 'Profile · Trueline']] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // In the console too, a keyboard focus on Create campaign shows the ring.
  await page.goto('/campaigns');
  const create = page.getByRole('button', { name: 'Create campaign' });
  await expect(create).toBeVisible();
  await page.keyboard.press('Tab');
  await create.focus();
  expect(await create.evaluate(ring)).toBe('solid 2px rgb(11, 61, 145)');
  await screenshot(page, 'create-campaign-focus-1280.png');
});
