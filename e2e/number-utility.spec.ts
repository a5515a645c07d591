import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('look up the CNAM and the SPAM score of a number', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/utilities');

  await page.getByLabel('Phone number').fill('123');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Phone number must be valid')).toBeVisible();

  await page.getByLabel('Phone number').fill('512 555 0123');
  await page.getByRole('button', { name: 'Search' }).click();
  const cnam = page.getByRole('table', { name: 'CNAM results' });
  await expect(cnam.getByRole('row')).toHaveCount(2);
  await expect(cnam).toContainText('+1 (512) 555-0123');
  await expect(cnam.getByRole('row').nth(1)).toContainText(/BUSINESS|CONSUMER|UNKNOWN/);

  await page.getByLabel('Search type').click();
  await page.getByRole('option', { name: 'SPAM' }).click();
  await page.getByLabel('Phone number').fill('201-555-0166');
  await page.getByRole('button', { name: 'Search' }).click();
  const spam = page.getByRole('table', { name: 'SPAM results' });
  await expect(spam.getByRole('row').nth(1)).toContainText('+1 (201) 555-0166');
  await expect(spam.getByRole('row').nth(1)).toContainText('HIGH');
});
