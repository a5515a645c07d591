import { expect, test, type Page } from '@playwright/test';
import { CORE, chooseWorkspace, csvOf, noSidewaysScroll, screenshot, signIn, uniqueName, workspaceApi } from './support';

/**
 * Engage sending (spec 3 §2.1, §2.3 Lists and Leads, §2.4): an approved campaign is started, a list is uploaded,
 * mapped, processed and activated in the browser, and its messages go out through the sandbox carrier while the
 * list's counts follow. The sandbox's test numbers reply: STOP lands on /engage/opt-outs; a question opens a
 * conversation that an agent answers and dispositions through the signed agent link; the dashboard counts it all.
 * With E2E_SCREENSHOTS=1 the screens at 1280 and 375 px go to e2e/screenshots/engage-*.png.
 */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await noSidewaysScroll(page, name);
    await screenshot(page, `engage-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Sending hours the whole week, so the journey sends whatever hour CI runs at. */
const ALL_DAY = [{ start: 0, end: 1439 }];
const SCHEDULE = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, ALL_DAY]));

/**
 * The approved campaign the journey starts from, made through the API: its creation, texts and approval in the browser
 * are the journey of engage.spec.ts. It sends from the demo's 10DLC Core messaging campaign.
 */
async function approvedCampaign(page: Page, name: string): Promise<string> {
  const owner = await workspaceApi(page, CORE.ws.sales, 'owner@demo.test');
  const { id } = await owner.post<{ id: string }>('/messagingCampaigns', { name });
  await owner.post(`/messagingCampaigns/${id}`, {
    name, senderSourceType: 'LONG_CODE', senderSourceId: '00000000-0000-4000-8000-0000000ca004',
    dispositions: [{ disposition: 'Booked', success: true }, { disposition: 'Do not contact', doNotContact: true }],
    messages: {
      outgoingMessage: 'Hi {{FirstName|there}}, Acme Home Services here: your tune-up is due. Reply STOP to opt out.',
      responseMessage: 'Thanks! An agent will answer shortly.',
      helpMessage: 'Acme Home Services: call 512-555-0100. Msg & data rates may apply.',
      stopMessage: 'You are opted out of Acme Home Services texts.',
      startMessage: 'You are opted in to Acme Home Services texts again.',
    },
    schedule: { ...SCHEDULE, exceptions: [] },
  });
  await owner.post(`/messagingCampaigns/${id}/requestApproval`);
  const admin = await workspaceApi(page, CORE.ws.sales);
  await admin.post(`/messagingCampaigns/${id}/approve`);
  return id;
}

test('start a campaign, upload, map, process and activate a list, watch it send; STOP opts out, a question becomes a conversation an agent answers', async ({ page, context }) => {
  test.setTimeout(300_000);
  const name = uniqueName('E2E Tune-up');
  const id = await approvedCampaign(page, name);

  await signIn(page, 'owner@demo.test');
  await page.goto('/engage/campaigns');
  await chooseWorkspace(page, 'Sales Floor');
  await page.goto(`/engage/campaigns/${id}`);
  const status = page.getByLabel('Campaign status');
  await expect(status).toContainText('Ready');
  await status.getByRole('button', { name: 'Start campaign' }).click();
  const start = page.getByRole('dialog', { name: 'Start campaign' });
  if (await start.isVisible()) await start.getByRole('button', { name: 'Start campaign' }).click();
  await expect(status).toContainText('Active');

  // Upload a list: the sandbox's test numbers, a landline and a number that is not one.
  await page.getByRole('tab', { name: 'Lists' }).click();
  const csv = csvOf([
    ['Phone', 'FirstName', 'City'],
    ['5125550110', 'Ada', 'Austin'], // delivered, never replies
    ['5125550113', 'Bo', 'Austin'], // replies STOP
    ['5125550115', 'Cy', 'Austin'], // asks a question
    ['5125550104', 'Di', 'Austin'], // a landline
    ['12345', 'Ed', 'Austin'], // not a phone number
  ]);
  await page.locator('input[type=file]').setInputFiles({ name: 'tune-up.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const mapping = page.getByRole('dialog', { name: 'tune-up.csv' });
  await expect(mapping.getByRole('button', { name: 'Process list' })).toBeEnabled();
  await shoot(page, 'list-mapping');
  await mapping.getByRole('button', { name: 'Process list' }).click();

  const lists = page.getByRole('table', { name: 'Lists' });
  await expect(lists.getByRole('button', { name: 'Activate tune-up.csv' })).toBeVisible({ timeout: 60_000 });
  await lists.getByRole('row', { name: 'Show details of tune-up.csv' }).click();
  const metrics = page.getByRole('region', { name: 'List metrics' });
  const metric = (label: string) => metrics.getByText(label, { exact: true }).locator('..');
  await expect(metric('Supplied')).toHaveText(/^Supplied\s*5$/);
  await expect(metric('Loaded')).toHaveText(/^Loaded\s*3$/);
  await expect(metric('Invalid')).toHaveText(/^Invalid\s*1$/);
  await expect(metric('Landline')).toHaveText(/^Landline\s*1$/);

  await lists.getByRole('button', { name: 'Activate tune-up.csv' }).click();
  await page.getByRole('dialog', { name: 'Activate list' }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('List is now active')).toBeVisible();
  // The messages go out, and the counts follow without a reload.
  await expect(metric('Sent')).toHaveText(/^Sent\s*3$/, { timeout: 60_000 });
  await expect(metric('Delivered')).toHaveText(/^Delivered\s*[1-3]$/, { timeout: 60_000 });
  await shoot(page, 'list-sending');

  // The STOP reply (the sandbox answers within a minute) opts the number out of every campaign of the workspace.
  const optOuts = await context.newPage();
  await optOuts.goto('/engage/opt-outs');
  const stopRow = optOuts.getByRole('table', { name: 'Opt-outs' }).getByRole('row', { name: /\(512\) 555-0113/ });
  await expect(async () => {
    await optOuts.getByRole('button', { name: 'Search' }).click();
    await expect(stopRow).toContainText(name, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await optOuts.close();

  // The question opens a conversation: the lead panel shows it, and its agent link answers it.
  await page.getByRole('tab', { name: 'Leads' }).click();
  const leadSearch = page.getByRole('search', { name: 'Lead search' });
  await leadSearch.getByRole('searchbox', { name: 'Phone number' }).fill('5125550115');
  const lead = page.getByRole('row', { name: 'Open lead (512) 555-0115' });
  await expect(async () => {
    await leadSearch.getByRole('button', { name: 'Search' }).click();
    await expect(lead).toContainText(/conversation/i, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await lead.click();
  const panel = page.getByRole('dialog', { name: '(512) 555-0115' });
  await expect(panel.getByText('What time are you open?')).toBeVisible();
  await shoot(page, 'lead-panel');

  const [chat] = await Promise.all([context.waitForEvent('page'), panel.getByRole('button', { name: 'Continue the conversation' }).click()]);
  await expect(chat.getByText('What time are you open?')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Message' }).fill('We open at 8am, Monday to Saturday.');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('We open at 8am, Monday to Saturday.')).toBeVisible();
  await chat.getByRole('combobox', { name: 'Disposition' }).click();
  await chat.getByRole('option', { name: 'Booked' }).click();
  await expect(chat.getByRole('combobox', { name: 'Disposition' })).toHaveText('Booked');
  await shoot(chat, 'agent-chat');
  await chat.close();

  // The dashboard counts the campaign's messages.
  await page.goto('/engage/dashboard');
  const campaignRow = page.getByRole('row', { name: new RegExp(name) });
  await expect(campaignRow).toBeVisible();
  // Sent: the three initial texts, the engaged response, the opt-out confirmation and the agent's answer.
  await expect(campaignRow.getByRole('cell').nth(1)).toHaveText(/^[5-9]$/);
  await expect(campaignRow.getByRole('cell').nth(2)).toHaveText(/^[3-9]$/);
  await shoot(page, 'dashboard');
});
