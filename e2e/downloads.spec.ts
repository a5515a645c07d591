import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { chooseWorkspace, noSidewaysScroll, screenshot, signIn } from './support';

/**
 * Downloads: the demo's ready file (db/seed/21-reports.ts; no feature registers an export writer yet, so no screen can
 * ask for a new one) downloads through its signed link in a new tab, then is deleted. Screens at 1280 and 375 px
 * (E2E_SCREENSHOTS=1 writes them to e2e/screenshots/).
 */
async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-${page.viewportSize()!.width}.png`, { fullPage: true });
}

test('a ready report downloads in a new tab without the bearer header, and is deleted', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', exact: true })).toBeVisible();
  await chooseWorkspace(page, 'Sales Floor');
  const table = page.getByRole('table', { name: 'Reports' });
  const row = table.getByRole('row').filter({ hasText: 'Leads - Q4 Home Services Outreach' });
  await expect(row).toContainText('Ready');
  await expect(row).toContainText('Adam Admin');
  await shoot(page, 'downloads');

  // The tab opens at once and is pointed at the signed link; the browser saves the file from it.
  const downloaded = new Promise<Download>((resolveDownload) => context.on('page', (tab) => tab.on('download', resolveDownload)));
  await row.getByRole('button', { name: 'Download Leads - Q4 Home Services Outreach' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('Leads - Q4 Home Services Outreach.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Phone,Status,State,Zip,Caller ID,Loaded');
  expect(csv.split('\r\n').length).toBeGreaterThan(2);
  // The link was for this file only, and it was asked for by this user: the same address works once more, then not after delete.
  const url = download.url();
  expect(url).toMatch(/\/api\/reports\/file\?token=/);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await noSidewaysScroll(page);
  await shoot(page, 'downloads');

  await row.getByRole('button', { name: 'Delete Leads - Q4 Home Services Outreach' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete report' });
  await expect(confirm).toContainText('Are you sure you want to delete this report?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page.getByText('No reports ready to download.')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
  await page.setViewportSize({ width: 1280, height: 800 });
});
