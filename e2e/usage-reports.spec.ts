import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { chooseWorkspace, noSidewaysScroll, screenshot, signIn } from './support';

test('find the calls back from one number and download the report', async ({ page, context }) => {
  await signIn(page, 'owner@demo.test');
  await page.getByRole('button', { name: 'Switch application' }).click();
  await page.getByRole('menuitem', { name: 'Core' }).click();
  await page.getByRole('navigation', { name: 'Core navigation' }).getByRole('link', { name: 'Callbacks' }).click();
  await expect(page.getByRole('heading', { name: 'Callbacks', level: 1 })).toBeVisible();
  await chooseWorkspace(page, 'Sales Floor');
  const table = page.getByRole('table', { name: 'Callbacks' });
  // The demo's week of callbacks arrives once the pool jobs have provisioned the campaigns' numbers.
  await expect(async () => {
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row').nth(1)).not.toContainText('No calls match', { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });

  const first = table.getByRole('row').nth(1);
  const caller = (await first.getByRole('cell').nth(1).textContent())!.trim();
  await page.getByRole('textbox', { name: 'From' }).fill(caller);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(async () => {
    const callers = await table.getByRole('row').locator('td:nth-child(2)').allTextContents();
    expect(callers.length).toBeGreaterThan(0);
    expect(new Set(callers)).toEqual(new Set([caller]));
  }).toPass({ timeout: 15_000 });
  for (const { width, height } of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
    await page.setViewportSize({ width, height });
    await noSidewaysScroll(page, 'Callbacks');
    await screenshot(page, `callbacks-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Your request is processing. You will be notified when the file is ready to download.')).toBeVisible();
  await page.goto('/downloads');
  await chooseWorkspace(page, 'Sales Floor');
  const row = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: 'Callbacks' }).first();
  await expect(row).toContainText('Ready', { timeout: 30_000 });
  const name = (await row.getByRole('cell').first().textContent())!.trim();
  const downloaded = new Promise<Download>((resolve) => context.on('page', (tab) => tab.on('download', resolve)));
  await row.getByRole('button', { name: `Download ${name}` }).click();
  const csv = readFileSync((await (await downloaded).path())!, 'utf8').trim().split('\r\n');
  expect(csv[0]).toBe('Time,Caller,Called,Forwarded to,Routing,Campaign,Status,Billable seconds');
  expect(csv.length).toBeGreaterThan(1);
  expect(csv.slice(1).every((line) => line.split(',')[1] === caller.replace(/\D/g, ''))).toBe(true);
});
