import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueName } from './support';

async function openInSalesFloor(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('combobox', { name: 'Workspace' }).click();
  await page.getByRole('option', { name: 'Sales Floor' }).click();
}

const rowOf = (page: Page, grid: string, name: string) => page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: name });

test('an Admin creates a provisioning profile: only the allowed values are kept, for each profile type; then deletes it', async ({ page }) => {
  const name = uniqueName('Tri-state');
  await signIn(page, 'admin@demo.test');
  await openInSalesFloor(page, '/profiles', 'Provision profiles');
  const grid = page.getByRole('grid', { name: 'Provisioning profiles' });
  await expect(rowOf(page, 'Provisioning profiles', 'Northeast states')).toContainText('State/Province');
  await expect(rowOf(page, 'Provisioning profiles', 'Metro area codes')).toContainText('Area codes');

  await page.getByRole('button', { name: 'Create profile' }).click();
  const panel = page.getByRole('dialog', { name: 'Create profile' });
  await expect(panel.getByLabel('States and provinces')).toHaveAttribute('placeholder', 'NY, NJ, CA');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Field is required')).toBeVisible();

  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('States and provinces').fill('ny, nj xx ct\nzz pr ny');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(panel).toBeHidden();
  const row = rowOf(page, 'Provisioning profiles', name);
  await expect(row).toContainText('State/Province');
  await expect(row.getByRole('gridcell').nth(2)).toHaveText('4');

  await row.click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(edit.getByLabel('States and provinces')).toHaveValue('NY\nNJ\nCT\nPR');
  await edit.getByRole('combobox', { name: 'Profile type' }).click();
  await page.getByRole('option', { name: 'Area code', exact: true }).click();
  await expect(edit.getByLabel('Area codes')).toHaveAttribute('placeholder', '518, 201, 954');
  await edit.getByLabel('Area codes').fill('518 999, 201 954 800 12 NY');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Area codes');
  await expect(row.getByRole('gridcell').nth(2)).toHaveText('3');

  await row.click();
  await expect(edit.getByLabel('Area codes')).toHaveValue('518\n201\n954');
  await edit.getByRole('button', { name: 'Delete profile' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete profile' });
  await expect(confirm).toContainText('Are you sure you want to delete this Profile?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(rowOf(page, 'Provisioning profiles', name)).toHaveCount(0);

  await page.getByLabel('Filter by name').fill('metro');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Provisioning profiles', 'Metro area codes')).toBeVisible();
});

test('the identities list shows the CNAMs of the demo business profiles, with their status, and links to a support request', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await openInSalesFloor(page, '/identities', 'Business identities');
  for (const cnam of ['ACME HOME', 'ACME SERVICE', 'CEDAR RIDGE']) await expect(rowOf(page, 'Identities', cnam)).toContainText('Active');
  await expect(rowOf(page, 'Identities', 'BRIGHTLINE INS')).toContainText('Disabled');
  const request = page.getByRole('link', { name: 'Request identity' });
  await expect(request).toHaveAttribute('href', 'https://help.e2e.test');
  await expect(request).toHaveAttribute('target', '_blank');

  await page.getByLabel('Filter by name').fill('cedar');
  await expect(page.getByRole('grid', { name: 'Identities' }).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Identities', 'CEDAR RIDGE')).toBeVisible();

  await page.getByRole('combobox', { name: 'Workspace' }).click();
  await page.getByRole('option', { name: 'Collections' }).click();
  // Collections shows its own business profile's CNAM, none of Sales Floor's.
  await expect(rowOf(page, 'Identities', 'NORTHSTAR')).toContainText('Active');
  await expect(page.getByRole('grid', { name: 'Identities' }).getByRole('row')).toHaveCount(2);
});
