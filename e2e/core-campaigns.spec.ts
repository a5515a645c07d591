import { expect, test, type Page } from '@playwright/test';
import { chooseWorkspace, cnamIdentity, CORE, createCampaign, signIn, uniqueName, workspaceApi } from './support';

const campaignRow = (page: Page, name: string) => page.getByRole('row', { name: `Open campaign ${name}` });

/** A Sales Floor campaign that brings its own pool: no carrier work, so it is ready at once. */
async function ownPoolCampaign(page: Page, prefix: string) {
  const api = await workspaceApi(page, CORE.ws.sales, 'owner@demo.test');
  const name = uniqueName(prefix);
  await createCampaign(api, { name, businessIdentityId: await cnamIdentity(api, 'ACME SERVICE'), provisioningType: 'BringYourOwnPool', dialerCampaignId: CORE.dialerCampaign });
  return name;
}

test('an Owner creates a FullCoverage campaign in the create modal and sees its pool numbers arrive on the Pool tab', async ({ page }) => {
  test.setTimeout(120_000);
  const name = uniqueName('Ontario Coverage');
  await signIn(page, 'owner@demo.test');
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  // Collections allows Texas, Florida and Ontario only: the modal offers those as coverage states.
  await chooseWorkspace(page, 'Collections');
  await expect(campaignRow(page, 'Collections Managed Dialing')).toBeVisible();

  await page.getByRole('button', { name: 'Create campaign' }).click();
  const modal = page.getByRole('dialog', { name: 'Create campaign' });
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('Campaign name is required')).toBeVisible();
  await expect(modal.getByText('CNAM identity is required')).toBeVisible();
  await expect(modal.getByText('Associated dialer mapping is required')).toBeVisible();

  await modal.getByLabel('Campaign name').fill(name);
  await modal.getByRole('combobox', { name: 'CNAM identity' }).click();
  await page.getByRole('option', { name: 'NORTHSTAR' }).click();
  await expect(modal.getByRole('combobox', { name: 'Provisioning type' })).toHaveText('Full coverage');
  await expect(modal.getByRole('combobox', { name: 'Numbers per location' })).toHaveText('1');
  await modal.getByRole('combobox', { name: 'Coverage states' }).click();
  await expect(page.getByRole('option')).toHaveText(['Texas', 'Florida', 'Ontario']);
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.keyboard.press('Escape');
  await expect(modal.getByRole('button', { name: 'Ontario' })).toBeVisible();
  await modal.getByRole('combobox', { name: 'Dialer campaign' }).click();
  await page.getByRole('option', { name: 'Collections South' }).click();
  await modal.getByRole('button', { name: 'Create' }).click();

  // The modal lands on the new campaign; its pool is provisioned in the background and shows up live.
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Pool' }).click();
  const pool = page.getByRole('grid', { name: 'Pool numbers' });
  const numbers = pool.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'ON', exact: true }) });
  await expect(numbers.first()).toBeVisible({ timeout: 60_000 });
  // Every number is in one of Ontario's locations.
  await expect(pool.getByRole('row')).toHaveCount((await numbers.count()) + 1);
  await expect(page.getByText('Coverage states: Ontario')).toBeVisible();
});

test('an Owner deactivates a campaign by typing its name; back on /campaigns it is gone from the Active filter', async ({ page }) => {
  const name = await ownPoolCampaign(page, 'Retire Me');
  await signIn(page, 'owner@demo.test');
  await page.goto('/campaigns');
  await chooseWorkspace(page, 'Sales Floor');
  await page.getByLabel('Filter...').fill(name);
  await campaignRow(page, name).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate campaign' });
  await expect(confirm).toContainText('every number of its pool is released at once');
  const button = confirm.getByRole('button', { name: 'Deactivate' });
  await expect(button).toBeDisabled();
  await confirm.getByLabel('Confirmation text').fill(name.toLowerCase());
  await expect(button).toBeDisabled();
  await confirm.getByLabel('Confirmation text').fill(name);
  await button.click();

  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await page.getByLabel('Filter...').fill(name);
  await expect(page.getByText('No campaigns match these filters.')).toBeVisible();
  await expect(campaignRow(page, name)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(campaignRow(page, name)).toContainText('Deactivated');
});

test('folders on /campaigns: create one, drag a campaign into it, and it cannot be deleted while it holds the campaign', async ({ page }) => {
  // Sorted first among the campaigns in no folder, so campaigns other journeys add meanwhile do not shift it while it is dragged.
  const name = await ownPoolCampaign(page, 'A1 Folder Move');
  const folder = uniqueName('E2E Folder');
  await signIn(page, 'owner@demo.test');
  await page.goto('/campaigns');
  await chooseWorkspace(page, 'Sales Floor');
  await expect(campaignRow(page, name)).toBeVisible();

  await page.getByRole('button', { name: 'Add folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add folder' });
  await dialog.getByLabel('Folder name').fill(folder);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const folderButton = page.getByRole('button', { name: new RegExp(`^Folder ${folder}, \\d+ campaigns?$`) });
  await expect(folderButton).toHaveAccessibleName(`Folder ${folder}, 0 campaigns`);

  await campaignRow(page, name).dragTo(folderButton);
  await expect(folderButton).toHaveAccessibleName(`Folder ${folder}, 1 campaign`);
  await expect(folderButton).toHaveAttribute('aria-expanded', 'true');
  // The folder row comes right before the campaign it holds.
  const rows = page.getByRole('table', { name: 'Campaigns' }).getByRole('row');
  const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('aria-label') ?? tr.textContent ?? ''));
  const at = names.findIndex((n) => n.includes(folder));
  expect(names[at + 1]).toBe(`Open campaign ${name}`);

  await page.getByRole('button', { name: `Folder actions for ${folder}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Folder' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Folder' });
  await expect(confirm).toContainText(`Are you sure you want to delete folder: ${folder}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot delete folder that contains items.' }))
    .toHaveText('Cannot delete folder that contains items.  Please move items to out of this folder before deleting.');
  await expect(folderButton).toHaveAccessibleName(`Folder ${folder}, 1 campaign`);

  // Once empty, it goes.
  await page.getByRole('button', { name: `Move ${name} to folder` }).click();
  await page.getByRole('menuitem', { name: 'Out of folder' }).click();
  await expect(folderButton).toHaveAccessibleName(`Folder ${folder}, 0 campaigns`);
  await page.getByRole('button', { name: `Folder actions for ${folder}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Folder' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(folderButton).toHaveCount(0);
  await expect(campaignRow(page, name)).toBeVisible();
});
