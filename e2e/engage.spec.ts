import { expect, test, type Page } from '@playwright/test';
import { chooseWorkspace, noSidewaysScroll, screenshot, signIn, uniqueName } from './support';

/**
 * Engage (spec 3 §2.2–2.4, §4): an Owner creates a messaging campaign, writes its texts while the segment counter
 * follows (an emoji switches the whole text to UCS-2), sends it to a sending source and requests approval; a SuperAdmin
 * approves it; the Owner then opts a number out of it on /engage/opt-outs. With E2E_SCREENSHOTS=1 the screens at 1280
 * and 375 px go to e2e/screenshots/engage-*.png.
 */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await noSidewaysScroll(page, name);
    await screenshot(page, `engage-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('create a messaging campaign, write its texts, request approval, approve it as SuperAdmin, opt a number out', async ({ page, browser }) => {
  const name = uniqueName('E2E Reminders');
  await signIn(page, 'owner@demo.test');
  await page.goto('/engage/campaigns');
  await chooseWorkspace(page, 'Sales Floor');
  await expect(page.getByRole('table').getByText('Appointment reminders')).toBeVisible();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/engage\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Campaign name')).toHaveValue('New campaign');
  await page.getByLabel('Campaign name').fill(name);

  // The sending source: the demo's 10DLC Core messaging campaign.
  await page.getByRole('combobox', { name: 'Sending source' }).click();
  await page.getByRole('option', { name: /Appointment Alerts SMS/ }).click();

  // The counter follows the text: GSM-7 until an emoji makes the whole message UCS-2.
  const initial = page.getByRole('textbox', { name: 'Initial message' });
  await initial.fill('Hi {{FirstName}}, your tune-up is due. Reply STOP to opt out.');
  const counter = page.getByTestId('segment-counter').first();
  await expect(counter).toHaveText('61 characters · 1 segment · GSM-7');
  await initial.fill('Hi {{FirstName}}, your tune-up is due 🔧 Reply STOP to opt out.');
  await expect(counter).toHaveText('62 characters · 1 segment · UCS-2');
  await initial.fill(`${'Your tune-up is due. '.repeat(8)}Reply STOP to opt out.`);
  await expect(counter).toHaveText('190 characters · 2 segments · GSM-7');
  await expect(page.getByRole('button', { name: 'Request approval' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Engaged response message' }).fill('Thanks {{FirstName}}! We will call you to book.');
  await page.getByRole('textbox', { name: 'Help message' }).fill('Acme Home Services: call 512-555-0100. Msg & data rates may apply.');
  await page.getByRole('textbox', { name: 'Opt-out message' }).fill('You are opted out of Acme Home Services texts.');
  await page.getByRole('textbox', { name: 'Opt-in message' }).fill('You are opted in to Acme Home Services texts again.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Campaign successfully saved')).toBeVisible();
  // The seven tabs fit at 1280 px: no scroll arrows there (a border once made MUI show them at every width); a phone scrolls them.
  const arrows = page.locator('.MuiTabScrollButton-root');
  await expect(arrows).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(arrows).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(arrows).toHaveCount(0);
  await shoot(page, 'campaign-draft');

  await page.getByRole('button', { name: 'Request approval' }).click();
  const confirm = page.getByRole('dialog', { name: 'Request approval' });
  await confirm.getByRole('button', { name: 'Request approval' }).click();
  const status = page.getByLabel('Campaign status');
  await expect(status).toContainText('Pending approval');
  // The Owner may not approve.
  await expect(status.getByRole('button', { name: 'Approve campaign' })).toHaveCount(0);
  const url = page.url();

  // A SuperAdmin approves it.
  const admin = await browser.newPage();
  await signIn(admin, 'superadmin@demo.test');
  await admin.goto(url);
  await admin.getByLabel('Campaign status').getByRole('button', { name: 'Approve campaign' }).click();
  await admin.getByRole('dialog', { name: 'Approve campaign' }).getByRole('button', { name: 'Approve campaign' }).click();
  await expect(admin.getByLabel('Campaign status')).toContainText('Ready');
  await admin.getByRole('tab', { name: 'Events' }).click();
  await expect(admin.getByRole('table').getByText(/approv/i).first()).toBeVisible();
  await admin.close();

  // The Owner's screen follows live.
  await expect(status).toContainText('Ready', { timeout: 15_000 });

  // Opt a number out of the new campaign.
  await page.goto('/engage/opt-outs');
  await page.getByRole('button', { name: 'Add opt-out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add opt-out' });
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('5125550181');
  await dialog.getByRole('combobox', { name: 'Campaign' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked by phone');
  await dialog.getByRole('button', { name: 'Save Record' }).click();
  await expect(page.getByText('Record added successfully')).toBeVisible();
  const row = page.getByRole('table', { name: 'Opt-outs' }).getByRole('row', { name: /\(512\) 555-0181/ });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Asked by phone');
  await shoot(page, 'opt-outs');
});
