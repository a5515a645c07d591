import { expect, test, type Locator, type Page } from '@playwright/test';
import { CORE, cnamIdentity, createCampaign, createMetroCampaign, screenshot, signIn, uniqueName, workspaceApi } from './support';

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');
const poolGrid = (page: Page) => page.getByRole('grid', { name: 'Pool numbers' });
/** The pool's rows showing a number (header left out). */
const numberRows = (grid: Locator) => grid.locator('[role="row"][data-id]');

/** A SuperAdmin on the Pool tab of a new metro campaign, once its pool is in; answers the campaign and its numbers. */
async function campaignWithPool(page: Page, prefix: string) {
  const api = await workspaceApi(page, CORE.ws.sales);
  const campaign = await createMetroCampaign(api, uniqueName(prefix));
  await signIn(page, 'superadmin@demo.test');
  await page.goto(`/campaigns/${campaign.id}?tab=pool`);
  await expect(page.getByRole('heading', { name: campaign.name })).toBeVisible();
  const grid = poolGrid(page);
  await expect(numberRows(grid).first()).toBeVisible({ timeout: 60_000 });
  const rowCount = Number(await grid.getAttribute('aria-rowcount')) - 1;
  const numbers = (await numberRows(grid).locator('[data-field="number"]').allTextContents()).map(digits);
  expect(numbers).toHaveLength(rowCount);
  return { campaign, numbers };
}

/** The status a number shows, found through the Pool tab's filter. */
async function statusOf(page: Page, number: string) {
  await page.getByRole('searchbox', { name: 'Filter' }).fill(number);
  return numberRows(poolGrid(page)).locator('[data-field="status"]');
}

test('a SuperAdmin updates the CNAM with "Replace pool": every number is flagged and new ones are cycled in', async ({ page }) => {
  test.setTimeout(120_000);
  const { numbers } = await campaignWithPool(page, 'CNAM Swap');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Update CNAM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update CNAM' });
  const update = dialog.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'CNAM identity' }).click();
  await page.getByRole('option', { name: 'ACME SERVICE' }).click();
  await dialog.getByLabel('Replace pool').check();
  await expect(dialog).toContainText('Every current number is flagged and replaced by new numbers registered with the new name.');
  await update.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Campaign CNAM updated' })).toHaveText('Campaign CNAM updated, pool updates in progress');
  await expect(dialog).toBeHidden();

  // The Pool tab follows live: the old numbers leave rotation, replacements in the same places arrive.
  await page.getByRole('tab', { name: 'Pool' }).click();
  const grid = poolGrid(page);
  await expect.poll(async () => Number(await grid.getAttribute('aria-rowcount')) - 1, { timeout: 60_000 }).toBeGreaterThan(numbers.length);
  for (const n of numbers.slice(0, 3)) await expect(await statusOf(page, n)).toHaveText(/^(Flagged|Aging)$/);
  await page.getByRole('searchbox', { name: 'Filter' }).fill('');
  const fresh = (await numberRows(grid).locator('[data-field="number"]').allTextContents()).map(digits).filter((n) => !numbers.includes(n));
  expect(fresh.length).toBeGreaterThan(0);
  await expect(await statusOf(page, fresh[0]!)).toHaveText(/^(Pending|Active)$/);
});

test('a SuperAdmin replaces two selected pool numbers after confirming', async ({ page }) => {
  test.setTimeout(120_000);
  const { numbers } = await campaignWithPool(page, 'Replace Two');
  const grid = poolGrid(page);
  const replaceAll = page.getByRole('button', { name: 'Replace All Pool Numbers' });
  await expect(replaceAll).toBeVisible();

  const picked = numberRows(grid).filter({ hasText: /Pending|Active/ });
  const chosen = [digits(await picked.nth(0).locator('[data-field="number"]').textContent()), digits(await picked.nth(1).locator('[data-field="number"]').textContent())];
  await picked.nth(0).getByRole('checkbox').check();
  await picked.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Replace 2 Pool Numbers' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace 2 Pool Numbers' });
  await expect(confirm).toContainText('Are you sure you want to replace 2 numbers?');
  await confirm.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Pool replacement' })).toHaveText('Pool replacement request received and in progress');
  await expect(replaceAll).toBeVisible();

  // The two leave rotation, the others stay, and replacements come in.
  await expect.poll(async () => Number(await grid.getAttribute('aria-rowcount')) - 1, { timeout: 60_000 }).toBeGreaterThan(numbers.length);
  for (const n of chosen) await expect(await statusOf(page, n)).toHaveText(/^(Flagged|Aging)$/);
  const kept = numbers.find((n) => !chosen.includes(n))!;
  await expect(await statusOf(page, kept)).toHaveText(/^(Pending|Active)$/);
});

test('a new campaign\'s pool says how far its ordering has got, never "No numbers in this pool yet", until its numbers are in', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await workspaceApi(page, CORE.ws.sales, 'owner@demo.test');
  const campaign = await createCampaign(api, {
    name: uniqueName('Ordering Texas'), businessIdentityId: await cnamIdentity(api, 'ACME HOME'), provisioningType: 'FullCoverage',
    fullCoverageNumberCount: 2, coverageStates: [{ stateName: 'Texas', country: 'US' }, { stateName: 'Alaska', country: 'US' }], dialerCampaignId: CORE.dialerCampaign,
  });
  // Just created: its numbers are on order. Texas's come within seconds; Anchorage has no inventory in the sandbox
  // (README), so its order keeps being retried and the pool stays "ordering" however fast Texas's numbers arrived.
  const progress = await api.get<{ ordering: boolean; ordered: number; target: number }>(`/campaigns/${campaign.id}/pool/progress`);
  expect(progress.ordering).toBe(true);
  expect(progress.target).toBeGreaterThan(progress.ordered);

  await signIn(page, 'owner@demo.test');
  await page.goto(`/campaigns/${campaign.id}?tab=pool`);
  await expect(page.getByRole('heading', { name: campaign.name })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /^Ordering numbers: \d+ of \d+$/ });
  const empty = page.getByText('No numbers in this pool yet.');
  let shot = false;
  await expect.poll(async () => {
    expect(await empty.count(), 'the empty-pool text while numbers are on order').toBe(0);
    if (!shot && (await status.count()) > 0) {
      shot = true;
      await screenshot(page, 'pool-ordering-1280.png');
      await page.setViewportSize({ width: 375, height: 740 });
      await screenshot(page, 'pool-ordering-375.png');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    return numberRows(poolGrid(page)).count();
  }, { timeout: 90_000, intervals: [250] }).toBeGreaterThan(0);
  expect(shot, 'the ordering progress was shown').toBe(true);
  // The status follows the pool (the sandbox carrier sometimes comes back short: its retry keeps the pool "ordering").
  const now = await api.get<{ ordering: boolean; ordered: number; target: number }>(`/campaigns/${campaign.id}/pool/progress`);
  if (now.ordering) await expect(status).toHaveText(`Ordering numbers: ${now.ordered} of ${now.target}`, { timeout: 5_000 }).catch(() => expect(status).toBeVisible());
  else await expect(status).toHaveCount(0);
});
