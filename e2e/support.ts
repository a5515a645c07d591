import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Trueline#2026';

/** Signs in through the sign-in screen and waits for the console. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** A SuperAdmin access token, for reading the outbox the way the Outbox screen does. */
export async function superAdminToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/credentials', {
    form: { email: 'superadmin@demo.test', password: DEMO_PASSWORD, reCaptchaToken: 'e2e' },
  });
  const body = await res.json();
  return body.data.authorizedUser.accessToken as string;
}

/** The newest link to `path` mailed to `to`, read from the outbox. */
export async function linkFromOutbox(page: Page, to: string, path: string): Promise<string> {
  const token = await superAdminToken(page);
  for (let i = 0; i < 20; i++) {
    const res = await page.request.get(`/api/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${token}` } });
    const mails = (await res.json()).data as { text: string }[];
    const link = mails.map((m) => m.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0]).find(Boolean);
    if (link) return new URL(link).pathname + new URL(link).search;
    await page.waitForTimeout(250);
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
