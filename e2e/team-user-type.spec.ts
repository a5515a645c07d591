import { expect, test } from '@playwright/test';
import { createActivatedUser, signIn } from './support';

test('an Owner makes another member an Owner, without touching their name; an Admin only looks', async ({ page }) => {
  const { email } = await createActivatedUser(page, 'promote');
  await signIn(page, 'owner@demo.test');
  await page.goto('/team');
  await page.getByRole('row', { name: 'Edit Erin Example' }).filter({ hasText: email }).click();
  const panel = page.getByRole('dialog', { name: 'Edit user' });
  await expect(panel.getByText('You can only edit your own name and phone.')).toBeVisible();
  await expect(panel.getByLabel('First name')).toHaveAttribute('readonly', '');
  await panel.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Edit Erin Example' }).filter({ hasText: email })).toContainText('Owner');

  await signIn(page, 'admin@demo.test');
  await page.goto('/team');
  await page.getByRole('row', { name: 'Edit Olivia Owner' }).click();
  const readOnly = page.getByRole('dialog', { name: 'Edit user' });
  await expect(readOnly.getByRole('combobox', { name: 'User type' })).toHaveAttribute('aria-disabled', 'true');
  await expect(readOnly.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
