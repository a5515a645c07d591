import { expect, test, type Page } from '@playwright/test';
import { chooseWorkspace, noSidewaysScroll, screenshot, signIn, uniqueName } from './support';

/**
 * Record sets (spec 3 §2.9): create a set with attributes, bulk-load it from a CSV chosen in the browser, search it,
 * remove a record, and delete the set by typing its name. With E2E_SCREENSHOTS=1 the screens at 1280 and 375 px go to
 * e2e/screenshots/record-sets-*.png (committed for review); otherwise only into the test's output.
 */
const ROWS = 240;
function customersCsv(): Buffer {
  const rows = Array.from({ length: ROWS }, (_, i) => `5125500${100 + i},Customer ${i},${i % 7},${i % 2 ? 'yes' : 'no'}`);
  return Buffer.from(['Phone,First Name,orders,vip', ...rows, '555-0199,Too short,1,no', '5125559999,Bad count,lots,no'].join('\n'));
}

async function shoot(page: Page, name: string, width: number) {
  await screenshot(page, `record-sets-${name}-${width}.png`);
}

/** Opens the demo's folder of compliance lists (folders remember being open; a fresh browser has it closed). */
async function openFolder(page: Page) {
  const folder = page.getByRole('button', { name: /^Folder Compliance lists/ });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await expect(page.getByRole('row', { name: 'Open record set EBR Customers' })).toBeVisible();
}


test('create a record set, bulk-load it from a CSV, search it, remove a record, delete the set', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/record-sets');
  await chooseWorkspace(page, 'Sales Floor');
  const table = page.getByRole('table', { name: 'Record sets' });
  await expect(table.getByRole('row', { name: 'Open record set Loyalty Accounts' })).toBeVisible();
  await openFolder(page);

  // TTL sorts by length, sets without TTL last; by name again from the Name header. Only the demo's sets are compared:
  // journeys running beside this one (ETL tasks) add sets of their own to Sales Floor.
  const DEMO_SETS = ['EBR Customers', 'Internal Do Not Call', 'Loyalty Accounts', 'Recent Inquiries'];
  const order = async () => (await table.locator('tbody tr.ft-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')?.replace('Open record set ', ''))))
    .filter((n) => DEMO_SETS.includes(n ?? ''));
  await expect.poll(order).toEqual(['EBR Customers', 'Internal Do Not Call', 'Loyalty Accounts', 'Recent Inquiries']);
  await table.getByRole('button', { name: 'TTL' }).click();
  await expect.poll(order).toEqual(['EBR Customers', 'Internal Do Not Call', 'Recent Inquiries', 'Loyalty Accounts']);
  await table.getByRole('button', { name: 'TTL' }).click();
  await expect.poll(order).toEqual(['EBR Customers', 'Internal Do Not Call', 'Loyalty Accounts', 'Recent Inquiries']);
  await expect(table.getByRole('row', { name: 'Open record set Internal Do Not Call' })).toContainText('Disabled');
  await expect(table.getByRole('row', { name: 'Open record set EBR Customers' })).toContainText('18 calendar months');
  await table.getByRole('button', { name: 'Name' }).click();

  const name = uniqueName('E2E Customers');
  await page.getByRole('button', { name: 'Create record set' }).click();
  const panel = page.getByRole('dialog', { name: 'Create record set' });
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await panel.getByRole('spinbutton', { name: 'Duration' }).fill('12');
  await panel.getByRole('combobox', { name: 'Time unit' }).click();
  await page.getByRole('option', { name: 'Calendar months' }).click();
  await expect(panel.getByText('Time zone is required for calendar units')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await panel.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Chicago' }).click();
  await panel.getByRole('button', { name: 'Add attribute' }).click();
  await panel.getByLabel('Attribute 1 name').fill('first name');
  await expect(panel.getByLabel('Attribute 1 name')).toHaveValue('firstname');
  await panel.getByRole('button', { name: 'Add attribute' }).click();
  await panel.getByLabel('Attribute 2 name').fill('orders');
  await panel.getByRole('combobox', { name: 'Attribute 2 type' }).click();
  await page.getByRole('option', { name: 'Number' }).click();
  await panel.getByRole('button', { name: 'Add attribute' }).click();
  await panel.getByLabel('Attribute 3 name').fill('vip');
  await panel.getByRole('combobox', { name: 'Attribute 3 type' }).click();
  await page.getByRole('option', { name: 'True / false' }).click();
  await panel.getByRole('button', { name: 'Save' }).click();

  // The new set stays open: upload its records from a CSV file.
  const edit = page.getByRole('dialog', { name: 'Edit record set' });
  await expect(edit.getByRole('region', { name: 'Upload records' })).toBeVisible();
  await edit.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: customersCsv() });
  await edit.getByRole('button', { name: 'Upload', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Add records' });
  await expect(confirm).toContainText('Add merges with existing records.');
  await confirm.getByRole('button', { name: 'Add' }).click();
  const result = edit.getByTestId('record-upload-result');
  await expect(result).toContainText(`Successfully processed ${ROWS} records`);
  await expect(result).toContainText('2 records failed to process.');
  await expect(result.getByRole('table', { name: 'Refused rows' })).toContainText('orders must be a number');
  // The count is the set's own, exact the moment the upload answers (not an estimate "counted every few hours").
  await expect(edit.getByTestId('record-count')).toHaveText(`${ROWS} records`);

  // Search from 3 characters.
  const search = edit.getByLabel('Search phone');
  await search.fill('51');
  await edit.getByRole('button', { name: 'Search' }).click();
  await expect(edit.getByText('Please enter at least 3 characters to search.')).toBeVisible();
  await search.fill('(512) 550-010');
  await edit.getByRole('button', { name: 'Search' }).click();
  const found = edit.getByRole('list', { name: 'Records found' });
  await expect(found.getByRole('listitem')).toHaveCount(10);
  await expect(found).toContainText('firstname: Customer 4');
  await expect(found).toContainText('vip: false');

  for (const { width, height } of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    await page.setViewportSize({ width, height });
    await shoot(page, 'panel', width);
    await noSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await found.getByRole('button', { name: 'Remove record 5125500105' }).click();
  await expect(page.getByText('Record has been removed')).toBeVisible();
  await expect(found.getByRole('listitem')).toHaveCount(9);
  await expect(edit.getByTestId('record-count')).toHaveText(`${ROWS - 1} records`);
  await search.fill('999');
  await edit.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No records found for 999.')).toBeVisible();

  // One record by hand: a bad phone is refused in the spec's words.
  await edit.getByRole('textbox', { name: 'Phone', exact: true }).fill('555-12');
  await edit.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByText('Record not saved.  Please ensure Phone/Id format.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Phone', exact: true }).fill('512-550-0105');
  await edit.getByRole('button', { name: 'Add record' }).click();
  await expect(edit.getByTestId('record-count')).toHaveText(`${ROWS} records`);

  // Delete by typing the name.
  await edit.getByRole('button', { name: 'Delete' }).click();
  const del = page.getByRole('dialog', { name: 'Delete record set' });
  await expect(del.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await del.getByLabel('Confirmation text').fill(name);
  await del.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row', { name: `Open record set ${name}` })).toHaveCount(0);
});

test('the record sets list at 1280 and 375 px', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/record-sets');
  await chooseWorkspace(page, 'Sales Floor');
  await openFolder(page);
  for (const { width, height } of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    await page.setViewportSize({ width, height });
    await shoot(page, 'list', width);
    await noSidewaysScroll(page);
  }
});
