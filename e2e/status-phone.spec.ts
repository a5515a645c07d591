import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseWorkspace, CORE, noSidewaysScroll, screenshot, signIn } from './support';

/** A US or Canadian number as the console shows it everywhere. */
const US_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
/** Status values as the API sends them; the console never shows them in capitals. */
const RAW_STATUS = /^(ACTIVE|AGING|PENDING|FLAGGED|ERROR|DELETED|SENTRY|DEACTIVATED|DISABLED|INITIALIZING|PROCESSED|PROCESSING)$/;

const metric = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Every status chip on the page reads in sentence case, and none shows a raw capitalised value. */
async function statusChipsReadable(page: Page) {
  const labels = await page.locator('.MuiChip-root').allInnerTexts();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label.trim()).not.toMatch(RAW_STATUS);
}

async function shootBoth(page: Page, name: string, fullPage = false) {
  for (const { width, height } of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `status-phone-${name}-${width}.png`, { fullPage });
    await noSidewaysScroll(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('statuses and phone numbers read one way on every screen', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test');

  // The campaigns list: one status chip per row.
  await page.goto('/campaigns');
  await chooseWorkspace(page, 'Sales Floor');
  const row = page.getByRole('row').filter({ hasText: 'Northeast Renewals' });
  await expect(row.locator('.MuiChip-root')).toHaveText('Active');
  await expect(row).toContainText('(212) 555-0148');
  await statusChipsReadable(page);
  await shootBoth(page, 'campaigns');

  // A campaign's form and the card beside it show its forwarding number the same way.
  await page.goto(`/campaigns/${CORE.campaigns.q4HomeServices}`);
  const input = page.getByRole('textbox', { name: 'Forwarding number' });
  await expect(input).toHaveValue(US_PHONE);
  const shown = await input.inputValue();
  await expect(metric(page.locator('main'), 'Forward to')).toHaveText(new RegExp(`^${shown.replace(/[()]/g, '\\$&')} · `));
  // Typed as digits, it reads the same once the field is left.
  await input.fill('5125550142');
  await expect(input).toHaveValue('5125550142');
  await input.blur();
  await expect(input).toHaveValue('(512) 555-0142');
  await shootBoth(page, 'campaign-overview');

  // Its pool: numbers formatted, statuses in chips.
  await page.goto(`/campaigns/${CORE.campaigns.q4HomeServices}?tab=pool`);
  const grid = page.getByRole('grid', { name: 'Pool numbers' });
  const rows = grid.locator('[role="row"][data-id]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(rows.first().locator('[data-field="number"]')).toHaveText(US_PHONE);
  await expect(rows.first().locator('[data-field="status"] .MuiChip-root')).toHaveText(/^(Active|Pending|Aging|Flagged|Error|Deleted)$/);
  await shootBoth(page, 'pool');

  // UC Protect: the same number format and status chip.
  await page.goto('/protect');
  await expect(page.getByRole('button', { name: /^Managed numbers: \d+/ })).toBeVisible();
  const first = page.getByRole('row', { name: /^Open \(\d{3}\) \d{3}-\d{4}$/ }).first();
  await expect(first).toBeVisible();
  await expect(first.locator('td').first()).toHaveText(US_PHONE);
  await expect(first.locator('.MuiChip-root').first()).toHaveText(/^(Active|Error|Registration Pending)$/);
  await shootBoth(page, 'protect', true);

  // The team.
  await page.goto('/team');
  await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible();
  await shootBoth(page, 'team');
});
