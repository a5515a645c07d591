import { expect, test, type Page } from '@playwright/test';
import { signIn, superAdminToken, uniqueName } from './support';

/** Opens Watchtower in a workspace and on a tab. */
async function openWatchtower(page: Page, workspace: string, tab: string) {
  await page.goto('/watch-tower');
  await page.getByLabel('Workspace').click();
  await page.getByRole('option', { name: workspace }).click();
  await page.getByRole('tab', { name: tab }).click();
}

const panel = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('a SuperAdmin adds an FTC SAN and an RND connection', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test');
  await openWatchtower(page, 'Sales Floor', 'National DNC');
  await expect(page.getByRole('table', { name: 'FTC SANs' })).toContainText('Lone Star Lending');

  const san = uniqueName('SAN').replace(/\W/g, '').toUpperCase().slice(0, 12);
  await page.getByRole('button', { name: 'Add new' }).click();
  const sanPanel = panel(page, 'Edit or Create FTC SAN');
  const save = sanPanel.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await sanPanel.getByLabel('Org name').fill('Acme Holdings');
  await sanPanel.getByLabel('Org Id').fill('7700123');
  await sanPanel.getByLabel('SAN').fill(san);
  await sanPanel.getByLabel('Expires').fill('2027-12-31');
  await sanPanel.getByLabel('Full coverage (every area code)').uncheck();
  await sanPanel.getByLabel('Area codes').fill('212, 999');
  await sanPanel.getByLabel('Area codes').blur();
  await expect(sanPanel.getByText('Not a North American area code: 999')).toBeVisible();
  await expect(save).toBeDisabled();
  await sanPanel.getByLabel('Area codes').fill(' 212 , 646 ');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
  const row = page.getByRole('row', { name: `Edit FTC SAN ${san}` });
  await expect(row).toContainText('Acme Holdings');
  await expect(row).toContainText('2 area codes');
  await expect(row).toContainText('Dec 31, 2027');

  await page.getByRole('tab', { name: 'RND' }).click();
  await page.getByRole('button', { name: 'Add new' }).click();
  const rndPanel = panel(page, 'Edit or Create RND Connection');
  await expect(rndPanel.getByRole('button', { name: 'Save' })).toBeDisabled();
  const company = uniqueName('Acme Lending');
  await rndPanel.getByLabel('Company Id').fill(`RND-${Date.now().toString(36)}`);
  await rndPanel.getByLabel('Company name').fill(company);
  await expect(rndPanel.getByRole('button', { name: 'Save' })).toBeDisabled();
  // The sandbox RND reads a token starting with "invalid" as refused, refresh token included.
  await rndPanel.getByLabel('API token').fill('invalid-e2e-token');
  await rndPanel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
  const rndRow = page.getByRole('row', { name: `Edit RND connection ${company}` });
  await expect(rndRow).toContainText('Active');
  await expect(rndRow.getByText('Expired!')).toHaveCount(2);

  // A new token brings the status back to OK; the saved token is never shown.
  await rndRow.click();
  await expect(rndPanel.getByLabel('API token')).toHaveValue('');
  await rndPanel.getByLabel('API token').fill('fresh-e2e-token');
  await rndPanel.getByRole('button', { name: 'Save' }).click();
  await expect(rndRow.getByText('OK')).toHaveCount(2);
});

test('an Admin sees FTC SANs read-only', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await openWatchtower(page, 'Sales Floor', 'National DNC');
  await expect(page.getByRole('button', { name: 'Add new' })).toHaveCount(0);
  await page.getByRole('row', { name: 'View FTC SAN A7K2M9Q4TX' }).click();
  const sanPanel = panel(page, 'Edit or Create FTC SAN');
  await expect(sanPanel.getByText('Only a SuperAdmin can change these settings.')).toBeVisible();
  await expect(sanPanel.getByLabel('Org name')).toBeDisabled();
  await expect(sanPanel.getByLabel('Org name')).toHaveValue('Demo Co');
  await expect(sanPanel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(sanPanel.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await sanPanel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sanPanel).toBeHidden();

  // RND is open to every role.
  await page.getByRole('tab', { name: 'RND' }).click();
  await expect(page.getByRole('button', { name: 'Add new' })).toBeVisible();
});

test('a user asks support to activate a feature that is off', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await openWatchtower(page, 'Collections', 'Active Prospect');
  // The whole sentence is the button (spec 2 §2).
  const request = page.getByRole('button', { name: 'This feature is not active on your account. Click here to request activation.' });
  await request.click();
  await expect(page.getByRole('status')).toHaveText('Your request was sent to support.');
  await expect(request).toHaveCount(0);
  await expect(page.getByText('This feature is not active on your account.')).toBeVisible();

  const token = await superAdminToken(page);
  const res = await page.request.get(`/api/outbox?to=${encodeURIComponent('support@trueline.test')}`, { headers: { authorization: `Bearer ${token}` } });
  const mails = (await res.json()).data as { subject: string; text: string }[];
  expect(mails.some((m) => m.subject === 'Feature activation request: Active Prospect for Demo Co' && m.text.includes('owner@demo.test'))).toBeTruthy();
});
