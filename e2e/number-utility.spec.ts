import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './support';

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
  await expect(cnam).toContainText('(512) 555-0123');
  await expect(cnam.getByRole('row').nth(1)).toContainText(/BUSINESS|CONSUMER|UNKNOWN/);

  await page.getByLabel('Search type').click();
  await page.getByRole('option', { name: 'SPAM' }).click();
  await page.getByLabel('Phone number').fill('201-555-0166');
  await page.getByRole('button', { name: 'Search' }).click();
  const spam = page.getByRole('table', { name: 'SPAM results' });
  await expect(spam.getByRole('row').nth(1)).toContainText('(201) 555-0166');
  await expect(spam.getByRole('row').nth(1)).toContainText('HIGH');

  // A look-up that fails clears the last number's result: HIGH must not stand beside the next number.
  await page.getByLabel('Phone number').fill('201-555-0199');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/The SPAM look-up of (\+1 )?\(201\) 555-0199 failed: /)).toBeVisible();
  await expect(spam).not.toContainText('HIGH');
  await expect(spam).not.toContainText('555-0166');
  for (const { width, height } of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `number-utility-failed-${width}.png`);
  }
});
