import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueName } from './support';

async function openBusinessProfiles(page: Page) {
  await page.goto('/watch-tower?tab=kyc');
  await expect(page.getByRole('heading', { name: 'Watchtower' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Business Profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: 'Workspace' }).click();
  await page.getByRole('option', { name: 'Sales Floor' }).click();
  await expect(page.getByRole('row', { name: 'Open business profile Acme Home Services LLC' })).toBeVisible();
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a SuperAdmin creates a business profile with a CNAM and an SMS campaign and files it; an Admin sees it read-only', async ({ page, browser }) => {
  const legalName = uniqueName('Harbor Freight Lines');
  const folderName = uniqueName('Logistics');
  await signIn(page, 'superadmin@demo.test');
  await openBusinessProfiles(page);

  await page.getByRole('button', { name: 'Add folder' }).click();
  await page.getByLabel('Folder name').fill(folderName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `Folder ${folderName}, 0 profiles` })).toBeVisible();

  await page.getByRole('button', { name: 'Add new' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit or Create Business Profile' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Field is required').first()).toBeVisible();

  await panel.getByLabel('Legal name').fill(legalName);
  await panel.getByLabel('EIN').fill('36-4172205');
  await panel.getByLabel('Website').fill('harborfreightlines.example');
  await panel.getByLabel('Corporate phone').fill('312 555 0166');
  await panel.getByLabel('Address line 1').fill('233 South Wacker Drive');
  await panel.getByLabel('City').fill('Chicago');
  await choose(page, panel, 'State', 'Illinois (IL)');
  await panel.getByLabel('Zip').fill('60606');
  await panel.getByLabel('First name').fill('Grace');
  await panel.getByLabel('Last name').fill('Lindqvist');
  await panel.getByLabel('Title').fill('Head of Compliance');
  await panel.getByLabel('Email').fill('grace@harborfreightlines.example');
  await panel.getByLabel('Contact phone').fill('312 555 0167');
  await panel.getByRole('button', { name: 'Add CNAM' }).click();
  await panel.getByRole('textbox', { name: 'CNAM 1' }).fill('HARBOR FREIGHT');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(panel.getByLabel('Record ID')).not.toHaveValue('');

  await panel.getByRole('tab', { name: 'Messaging settings' }).click();
  await panel.getByLabel('ATT per minute').fill('240');
  await panel.getByRole('button', { name: 'Add SMS campaign' }).click();
  const sms = page.getByRole('dialog', { name: 'Edit or Create SMS Campaign' });
  await sms.getByLabel('Campaign name').fill('Delivery notices');
  await choose(page, sms, 'Campaign type', '10DLC');
  await choose(page, sms, 'MMS enabled', 'No');
  await sms.getByLabel('Opt-in message').fill('Harbor Freight: delivery notices on. Reply STOP to cancel.');
  await sms.getByLabel('Opt-out message').fill('Harbor Freight: you will get no more texts.');
  await sms.getByLabel('Help message').fill('Harbor Freight: call (312) 555-0166 for help.');
  await sms.getByLabel('Vendor campaign id').fill('CHF42Q7');
  await sms.getByRole('button', { name: 'Save' }).click();
  await expect(sms).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Open SMS campaign Delivery notices' })).toContainText('Pending approval');
  await panel.getByRole('button', { name: 'Close panel' }).click();

  const row = page.getByRole('row', { name: `Open business profile ${legalName}` });
  await expect(row).toContainText('HARBOR FREIGHT');
  await expect(row).toContainText('Grace Lindqvist');
  await row.getByRole('button', { name: `Move ${legalName} to folder` }).click();
  await page.getByRole('menuitem', { name: folderName }).click();
  await expect(page.getByRole('button', { name: `Folder ${folderName}, 1 profile` })).toBeVisible();
  await expect(row).toBeVisible();

  // A folder that holds a profile is not deleted; the server says why.
  await page.getByRole('button', { name: `Folder actions for ${folderName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Folder' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete folder: ${folderName}?`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot delete folder that contains items.' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@demo.test');
  await openBusinessProfiles(admin);
  await expect(admin.getByRole('button', { name: 'Add new' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Add folder' })).toHaveCount(0);
  const folder = admin.getByRole('button', { name: `Folder ${folderName}, 1 profile` });
  if ((await folder.getAttribute('aria-expanded')) === 'false') await folder.click();
  await admin.getByRole('row', { name: `Open business profile ${legalName}` }).click();
  const readOnly = admin.getByRole('dialog', { name: 'Edit or Create Business Profile' });
  await expect(readOnly.getByLabel('Legal name')).toHaveValue(legalName);
  await expect(readOnly.getByLabel('Legal name')).toBeDisabled();
  await expect(readOnly.getByRole('textbox', { name: 'CNAM 1' })).toHaveValue('HARBOR FREIGHT');
  await expect(readOnly.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Add CNAM' })).toHaveCount(0);
  await readOnly.getByRole('tab', { name: 'Messaging settings' }).click();
  await expect(readOnly.getByLabel('ATT per minute')).toHaveValue('240');
  await readOnly.getByRole('button', { name: 'Open SMS campaign Delivery notices' }).click();
  const readOnlySms = admin.getByRole('dialog', { name: 'Edit or Create SMS Campaign' });
  await expect(readOnlySms.getByLabel('Campaign name')).toBeDisabled();
  await expect(readOnlySms.getByLabel('Vendor campaign id')).toHaveCount(0);
  await expect(readOnlySms.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await adminContext.close();
});
