import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Fifty fictional numbers of 415 (555-0100 to 555-0149) with descriptions, and two bad rows. */
function protectCsv(): Buffer {
  const rows = Array.from({ length: 48 }, (_, i) => `41555501${String(i).padStart(2, '0')},E2E line ${i}`);
  return Buffer.from(['number,description', ...rows, '555-12,too short', `${rows[0]!.split(',')[0]},duplicate`].join('\n'));
}

async function tile(page: Page, label: string): Promise<number> {
  const name = (await page.getByRole('button', { name: new RegExp(`^${label}: \\d+`) }).getAttribute('aria-label')) ?? '';
  return Number(name.split(': ')[1]);
}

test('upload a UC Protect CSV, see the counts and the tiles, open a number', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/protect');
  await page.getByLabel('Workspace').click();
  await page.getByRole('option', { name: 'Sales Floor' }).click();
  await expect(page.getByRole('button', { name: /^Managed numbers: \d+/ })).toBeVisible();
  const before = await tile(page, 'Managed numbers');

  // The business record is required when adding, and so is a file.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Business record is required')).toBeVisible();
  await expect(page.getByText('Please select a CSV file to upload.')).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles({ name: 'e2e-numbers.csv', mimeType: 'text/csv', buffer: protectCsv() });
  await expect(page.getByText('e2e-numbers.csv')).toBeVisible();
  await page.getByLabel('Business record').click();
  await page.getByRole('option', { name: 'Acme Home Services LLC' }).click();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Add numbers' });
  await expect(confirm).toContainText('Add merges with existing records. Add the numbers in e2e-numbers.csv?');
  await confirm.getByRole('button', { name: 'Add' }).click();

  const message = 'Protect file processed.  48 records successfully added.  2 records failed to import.';
  await expect(page.getByTestId('protect-upload-result')).toContainText(message);
  await page.getByRole('button', { name: 'Show rows' }).click();
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected).toContainText('Not a 10-digit US or Canadian phone number');
  await expect(rejected).toContainText('Duplicate number in this file');

  await expect.poll(() => tile(page, 'Managed numbers')).toBe(before + 48);
  expect(await tile(page, 'Registration pending')).toBeGreaterThan(0);

  // A tile toggles its filter.
  const spamTile = page.getByRole('button', { name: /^SPAM activity alerts: \d+/ });
  await spamTile.click();
  await expect(spamTile).toHaveAttribute('aria-pressed', 'true');
  // Scans of the new numbers finish meanwhile and refresh both: compare them as they stand together.
  const paging = page.locator('.MuiTablePagination-displayedRows');
  await expect
    .poll(async () => ((await paging.textContent()) ?? '').endsWith(`of ${await tile(page, 'SPAM activity alerts')}`))
    .toBe(true);
  await spamTile.click();
  await expect(spamTile).toHaveAttribute('aria-pressed', 'false');

  await page.getByLabel('Phone number').fill('(415) 555-0107');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: 'Open (415) 555-0107' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Managed numbers' }).getByRole('row')).toHaveCount(2);
  await row.click();
  const detail = page.getByRole('dialog', { name: '(415) 555-0107' });
  await expect(detail).toContainText('E2E line 7');
  await expect(detail).toContainText('Acme Home Services LLC');
  await expect(detail).toContainText('TrueSpam score under 50 is OK.');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // A number the reputation service could not check says so, rather than showing a fresh scan.
  await page.getByLabel('Phone number').fill('201-555-0199');
  await page.getByRole('button', { name: 'Search' }).click();
  const failingRow = page.getByRole('row', { name: 'Open (201) 555-0199' });
  await expect(failingRow).toContainText('Scan failed');
  await failingRow.click();
  const failing = page.getByRole('dialog', { name: '(201) 555-0199' });
  await expect(failing).toContainText('The last scan could not check this number: The reputation service did not answer in time.');
  await expect(failing).toContainText('Not scanned yet');
});
