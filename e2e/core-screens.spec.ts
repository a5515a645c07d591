import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseWorkspace, noSidewaysScroll, CORE, csvOf, screenshot, signIn, workspaceApi } from './support';

/**
 * The Core screens at 1280 and 375 px with the demo data and one processed list. With E2E_SCREENSHOTS=1 the images go
 * to e2e/screenshots/core-*.png (committed for review); otherwise only into the test's output.
 */
const WIDTHS = [{ width: 1280, height: 800 }, { width: 375, height: 812 }];
const LIST = `q4-leads-${Date.now().toString(36)}.csv`;
const LEADS = [
  ['number1', 'first_name', 'last_name', 'city', 'state', 'zip'],
  ['5125550100', 'Avery', 'Nguyen', 'Austin', 'TX', '78701'],
  ['5125550101', 'Blake', 'Ortiz', 'Austin', 'TX', '78702'],
  ['5125550103', 'Devon', 'Price', 'Austin', 'TX', '78704'],
  ['5125550104', 'Emery', 'Quinn', 'Austin', 'TX', '78705'],
  ['5125550105', 'Finley', 'Reyes', 'Austin', 'TX', '78723'],
  ['2145550188', 'Gray', 'Silva', 'Dallas', 'TX', '75201'],
  ['6025550147', 'Harper', 'Tran', 'Phoenix', 'AZ', '85004'],
  ['5205550163', 'Indigo', 'Usher', 'Tucson', 'AZ', '85701'],
  ['7135550129', 'Jordan', 'Vega', 'Houston', 'TX', '77002'],
  ['555-0199', 'Kai', 'Walsh', 'Houston', 'TX', '77003'],
];

async function shoot(page: Page, name: string, width: number) {
  // From the top: a full-page picture of a scrolled page draws the fixed app bar mid-page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, `core-${name}-${width}.png`, { fullPage: true });
}


/** A grid shows all its columns without scrolling inside its own container (phones get a column set that fits). */
async function expectAllColumnsShown(scroller: Locator, what: string) {
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** A workspace screen is shown, in Sales Floor (its form starts over when the workspace changes), before it is used. */
async function salesFloorScreen(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveText('Sales Floor');
}

test('the Core screens at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(240_000);
  const q4 = CORE.campaigns.q4HomeServices;
  const api = await workspaceApi(page, CORE.ws.sales, 'owner@demo.test');
  const list = await api.uploadAndProcess<{ id: string }>(q4, { name: LIST, csv: csvOf(LEADS) }, {
    dialerListId: `${CORE.dialerCampaign}-L1`, dialerListName: `${CORE.dialerCampaign} list 1`,
    mappedCols: [0, 1, 2, 3, 4, 5].map((columnIndex) => ({ columnIndex, columnId: LEADS[0]![columnIndex]! })),
  });
  await expect.poll(async () => (await api.get<{ status: string }>(`/campaigns/${q4}/lists/${list.id}`)).status, { timeout: 60_000 }).toBe('PROCESSED');
  const pool = await api.get<{ number: string }[]>(`/campaigns/${q4}/pool`);
  const prefix = pool[0]!.number.slice(0, 3);

  await signIn(page, 'owner@demo.test');
  for (const size of WIDTHS) {
    const w = size.width;
    await page.setViewportSize(size);

    await page.goto('/campaigns');
    await chooseWorkspace(page, 'Sales Floor');
    await expect(page.getByRole('row', { name: 'Open campaign Northeast Renewals' })).toBeVisible();
    await shoot(page, 'campaigns', w);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const modal = page.getByRole('dialog', { name: 'Create campaign' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Campaign name is required')).toBeVisible();
    await shoot(page, 'create-campaign', w);
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/campaigns/${q4}?tab=overview`);
    await expect(page.getByRole('img', { name: /^List activity/ })).toBeVisible();
    await shoot(page, 'campaign-overview', w);

    await page.getByRole('tab', { name: 'Lists' }).click();
    const row = page.getByRole('row', { name: `Show details of ${LIST}` });
    await row.click();
    await expect(page.getByRole('region', { name: 'List metrics' })).toBeVisible();
    await shoot(page, 'campaign-lists', w);
    await noSidewaysScroll(page, 'The Lists tab');
    // Every cell, the Leads figures and an uploaded list's delete button included, ends inside the window.
    const rights = await page.getByRole('table', { name: 'Lists' }).locator('th, td').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
    expect(Math.max(...rights), 'The Lists table is wider than the window').toBeLessThanOrEqual(w);

    await page.getByRole('tab', { name: 'Pool' }).click();
    await expect(page.getByRole('grid', { name: 'Pool numbers' }).locator('[role="row"][data-id]').first()).toBeVisible();
    await shoot(page, 'campaign-pool', w);
    await noSidewaysScroll(page, 'The Pool tab');
    if (w === 375) await expectAllColumnsShown(page.getByRole('grid', { name: 'Pool numbers' }).locator('.MuiDataGrid-virtualScroller'), 'The pool grid');

    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByRole('search', { name: 'Lead search' }).getByLabel('Phone number').fill('512');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('grid', { name: 'Leads' }).getByRole('row').nth(1)).toBeVisible();
    await shoot(page, 'campaign-leads', w);
    await noSidewaysScroll(page, 'The Leads tab');
    if (w === 375) await expectAllColumnsShown(page.getByRole('grid', { name: 'Leads' }).locator('.MuiDataGrid-virtualScroller'), 'The leads grid');

    await page.getByRole('tab', { name: 'Event log' }).click();
    await expect(page.getByRole('grid', { name: 'Event log' }).getByRole('row').nth(1)).toBeVisible();
    await shoot(page, 'campaign-events', w);
    // Opened by its address, the last tab is scrolled into view, clear of the strip's scroll buttons on a phone.
    await page.goto(`/campaigns/${q4}?tab=events`);
    await expect(page.getByRole('grid', { name: 'Event log' })).toBeVisible();
    await expect.poll(async () => page.getByRole('tab', { name: 'Event log' }).evaluate((tab) => {
      const strip = tab.closest('.MuiTabs-scroller')!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return [Math.round(box.left) >= Math.floor(strip.left), Math.round(box.right) <= Math.ceil(strip.right)];
    })).toEqual([true, true]);

    await page.goto('/bulk');
    await salesFloorScreen(page, 'Bulk upload');
    await page.getByLabel('CSV files').setInputFiles([
      { name: 'q4_home_services_outreach_december.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(LEADS)) },
      { name: 'unsorted-leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(LEADS.slice(0, 3))) },
    ]);
    await expect(page.getByRole('region', { name: 'q4_home_services_outreach_december.csv' }).getByRole('combobox', { name: 'Campaign' })).toHaveText('Q4 Home Services Outreach');
    await page.getByRole('button', { name: 'Process files' }).click();
    await expect(page.getByText('Mapping template is required for unsorted-leads.csv')).toBeVisible();
    await shoot(page, 'bulk', w);
    await noSidewaysScroll(page, '/bulk');

    await page.goto('/lists');
    await expect(page.getByRole('table', { name: 'Processed lists' }).getByText(LIST)).toBeVisible();
    await shoot(page, 'lists', w);
    await noSidewaysScroll(page, '/lists');

    await page.goto('/pools');
    await salesFloorScreen(page, 'Pool numbers');
    await page.getByRole('search', { name: 'Pool number search' }).getByLabel('Phone number').fill(prefix);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('grid', { name: 'Pool numbers' }).locator('[role="row"][data-id]').first()).toBeVisible();
    await shoot(page, 'pools', w);
    await noSidewaysScroll(page, '/pools');
    if (w === 375) await expectAllColumnsShown(page.getByRole('grid', { name: 'Pool numbers' }).locator('.MuiDataGrid-virtualScroller'), 'The /pools grid');

    await page.goto('/leads');
    await salesFloorScreen(page, 'Leads');
    await page.getByRole('search', { name: 'Lead search' }).getByLabel('Phone number').fill('512');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('grid', { name: 'Leads' }).getByRole('row').nth(1)).toBeVisible();
    await shoot(page, 'leads', w);
    await noSidewaysScroll(page, '/leads');
    if (w === 375) await expectAllColumnsShown(page.getByRole('grid', { name: 'Leads' }).locator('.MuiDataGrid-virtualScroller'), 'The /leads grid');
  }
});
