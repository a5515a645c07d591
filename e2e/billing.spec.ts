import { expect, test, type Locator, type Page } from '@playwright/test';
import { noSidewaysScroll, screenshot, signIn } from './support';

/** A dollar text of the screen ('$1,234.50', '-$20.00') as whole cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,\s]/g, '')) * 100);
const cellOf = (row: Locator, n: number) => row.getByRole('cell').nth(n);
/** A line of the month by its description (a usage line's name starts with its expand button's). */
const lineOf = (table: Locator, description: string) => {
  const d = description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return table.getByRole('row', { name: new RegExp(`^((Show|Hide) workspaces of ${d} )?${d} `) });
};

async function openReports(page: Page) {
  await page.getByRole('button', { name: 'Switch application' }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/usage\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing usage', level: 1 })).toBeVisible();
}

test('read this month’s billing usage by workspace, adjust it, and see it re-rated when a tier changes', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test');
  await openReports(page);
  await expect(page.getByText(/Estimate to date/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Billing usage' });
  const aegis = lineOf(table, 'Aegis One calls screened');
  await expect(aegis).toBeVisible();

  // A usage line opens on its workspaces, whose parts add up to it.
  await page.getByRole('button', { name: 'Show workspaces of Aegis One calls screened' }).click();
  const sales = table.getByRole('row', { name: /^Sales Floor/ });
  const collections = table.getByRole('row', { name: /^Collections/ });
  await expect(sales).toBeVisible();
  expect(cents(await cellOf(sales, 3).textContent()) + cents(await cellOf(collections, 3).textContent())).toBe(cents(await cellOf(aegis, 3).textContent()));

  // A credit: the adjustment is a line of the month and lowers its total.
  const totalRow = table.getByRole('row', { name: /^Total/ });
  const before = cents(await cellOf(totalRow, 2).textContent());
  await page.getByRole('button', { name: 'Add adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add adjustment' });
  await dialog.getByLabel('Description').fill('Credit: carrier outage');
  await dialog.getByLabel('Units').fill('2');
  await dialog.getByLabel('Rate').fill('-10');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Adjustment added')).toBeVisible();
  const credit = table.getByRole('row', { name: /^Credit: carrier outage/ });
  await expect(cellOf(credit, 3)).toHaveText('-$20.00');
  await expect.poll(async () => cents(await cellOf(totalRow, 2).textContent())).toBeLessThan(before);
  for (const { width, height } of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
    await page.setViewportSize({ width, height });
    await noSidewaysScroll(page, 'Billing usage');
    await screenshot(page, `billing-usage-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Delete adjustment Credit: carrier outage' }).click();
  await page.getByRole('dialog', { name: 'Delete adjustment' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Adjustment deleted')).toBeVisible();
  await expect(credit).toHaveCount(0);

  // One workspace: only its parts.
  await page.getByRole('combobox', { name: 'Workspace' }).click();
  await page.getByRole('option', { name: 'Collections', exact: true }).click();
  await expect(lineOf(table, 'Platform fee')).toHaveCount(0);
  await expect(aegis).toBeVisible();

  // The billing profile prices Aegis One at $0.004 a call; at $0.005 this month is re-rated at once.
  await page.getByRole('button', { name: 'Switch application' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Billing profile' }).click();
  await page.getByRole('tab', { name: 'Aegis' }).click();
  const rate = page.getByRole('textbox', { name: 'Aegis One tier 1 rate' });
  await expect(rate).toHaveValue('0.004');
  await rate.fill('0.005');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  try {
    await openReports(page);
    await expect(cellOf(aegis, 2)).toHaveText('$0.005');
    const qty = cents(await cellOf(aegis, 1).textContent()) / 100;
    expect(cents(await cellOf(aegis, 3).textContent())).toBe(Math.round(qty * 0.5));
  } finally {
    // The demo's price again, for the journeys after this one.
    await page.getByRole('button', { name: 'Switch application' }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Billing profile' }).click();
    await page.getByRole('tab', { name: 'Aegis' }).click();
    await page.getByRole('textbox', { name: 'Aegis One tier 1 rate' }).fill('0.004');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  }
});

test('an Owner reads a closed month’s statement and downloads it, and cannot adjust it', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await openReports(page);
  await expect(page.getByRole('button', { name: 'Add adjustment' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Period' }).click();
  // Two months back: closed (the month just ended takes late usage for three days first).
  await page.getByRole('option').nth(2).click();
  await expect(page.getByText('Closed statement')).toBeVisible();
  await expect(lineOf(page.getByRole('table', { name: 'Billing usage' }), 'Campaigns')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^billing-usage-\d{4}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.split('\r\n')[0]).toBe('Description,Workspace,Type,Quantity,Rate,Total,Detail');
  expect(text).toMatch(/Total \(closed statement\)/);
});

test('an Owner sets a usage alert the month has already crossed and is told at once, in the notifications', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await openReports(page);
  const card = page.getByRole('region', { name: 'Usage alerts' });
  await card.getByLabel('Over ($)').fill('1');
  await card.getByRole('button', { name: 'Add alert' }).click();
  await expect(page.getByText('Alert added: already crossed this month, so it was sent now.')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Whole bill: spend over $1.00' })).toContainText('Crossed');
  await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread/ }).click();
  await expect(page.getByRole('list', { name: 'Notification list' })).toContainText(/Spend on the whole bill crossed \$1\.00 in \w+ \d{4}/);
  await screenshot(page, 'usage-alert-fired-1280.png');
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Delete alert Whole bill: spend over $1.00' }).click();
  await expect(page.getByText('Alert deleted')).toBeVisible();
});
