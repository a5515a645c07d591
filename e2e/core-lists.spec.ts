import { expect, test, type Locator, type Page } from '@playwright/test';
import { cnamIdentity, CORE, createCampaign, createMetroCampaign, csvOf, screenshot, signIn, uniqueName, workspaceApi } from './support';

const HEADERS = ['number1', 'first_name', 'last_name', 'zip'];
const MAPPING = HEADERS.map((columnId, columnIndex) => ({ columnIndex, columnId }));

/**
 * The README's documented sandbox numbers, one outcome each, plus a repeat and a malformed phone. With national and
 * state DNC, litigator, DataBoost (send only active leads) and duplicate prevention on, only 0100 (mobile) and 0104
 * (landline) reach the dialer.
 */
const DOCUMENTED = [
  ['5125550100', 'Avery', 'Clean', '78701'],
  ['5125550101', 'Blake', 'Dnc', '78701'],
  ['5125550102', 'Casey', 'StateDnc', '78701'],
  ['5125550103', 'Devon', 'Litigator', '78701'],
  ['5125550104', 'Emery', 'Landline', '78701'],
  ['5125550105', 'Finley', 'Inactive', '78701'],
  ['5125550107', 'Gray', 'NotValid', '78701'],
  ['(512) 555-0100', 'Avery', 'Again', '78701'],
  ['555-12', 'Harper', 'Malformed', '78701'],
];
const EXPECTED_METRICS: [string, string][] = [
  ['Supplied', '9'], ['Landline', '1'], ['Mobile', '2'], ['Inactive', '2'], ['Invalid', '1'], ['TCPA Risk', '1'], ['Do Not Call', '2'], ['Token Error', '0'], ['Duplicate check', '1'],
];

/** The value of a labelled figure (a MetricBlock's <dd> after its <dt>). */
const metric = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const listRow = (page: Page, name: string) => page.getByRole('table', { name: 'Lists' }).getByRole('row', { name: new RegExp(`(Show|Hide) details of ${name}$`) });

test('a list is mapped with a saved template, processed, and its row\'s metrics arrive live', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await workspaceApi(page, CORE.ws.sales, 'owner@demo.test');
  const campaign = await createMetroCampaign(api, uniqueName('Scrubbed Lists'));
  await api.post(`/campaigns/${campaign.id}`, {
    name: campaign.name, forwardingNumber: '+15125550199',
    features: { dncScrubEnabled: true, ftcSanId: CORE.ftcSanFull, stateDncScrubEnabled: true, knownLitigatorScrubEnabled: true, duplicatePrevention: true, dataBoostEnabled: true },
    validationDataMapping: { line_type: 'Lead Source', sendOnlyActiveLeads: true },
  });
  const template = uniqueName('Four columns');
  await signIn(page, 'owner@demo.test');
  await page.goto(`/campaigns/${campaign.id}?tab=lists`);
  await expect(page.getByRole('heading', { name: campaign.name })).toBeVisible();
  await expect(page.getByText('No lists yet.')).toBeVisible();

  // First list: headers as people write them; a phone column and the other obvious names auto-match the dialer's fields
  // (Five9's number1…); processing it saves the mapping as a template, which becomes the campaign's default.
  const first = 'first-batch.csv';
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name: first, mimeType: 'text/csv', buffer: Buffer.from(csvOf([['Phone', 'First Name', 'Last Name', 'Zip'], ['7135550142', 'Jo', 'Tan', '77002'], ['3055550178', 'Kim', 'Fox', '33101']])),
  });
  let editor = page.getByRole('dialog', { name: first });
  await expect(editor.getByRole('combobox', { name: 'Dialer field for Phone' })).toHaveValue('number1');
  await expect(editor.getByRole('combobox', { name: 'Dialer field for First Name' })).toHaveValue('first_name');
  await expect(editor.getByRole('combobox', { name: 'Dialer field for Last Name' })).toHaveValue('last_name');
  await expect(editor.getByRole('combobox', { name: 'Dialer field for Zip' })).toHaveValue('zip');
  // Replace all records says what it does before anything is sent.
  const replaceWarning = editor.getByText('Replace all records empties the dialer list first');
  await expect(replaceWarning).toHaveCount(0);
  await editor.getByRole('combobox', { name: 'Dialer processing mode' }).click();
  await page.getByRole('option', { name: 'Replace all records' }).click();
  await expect(replaceWarning).toBeVisible();
  await screenshot(page, 'list-editor-replace-1280.png');
  await page.setViewportSize({ width: 375, height: 740 });
  await replaceWarning.scrollIntoViewIfNeeded();
  await screenshot(page, 'list-editor-replace-375.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await editor.getByRole('combobox', { name: 'Dialer processing mode' }).click();
  await page.getByRole('option', { name: 'Append to list' }).click();
  await expect(replaceWarning).toHaveCount(0);
  await editor.getByRole('button', { name: 'Process list' }).click();
  await expect(editor.getByText('Select a list.')).toBeVisible();
  await editor.getByRole('combobox', { name: 'Send to dialer list' }).click();
  await page.getByRole('option', { name: 'Appointment Setting North list 2' }).click();
  await editor.getByRole('button', { name: 'Process list' }).click();
  const save = page.getByRole('dialog', { name: 'Save mapping as a template?' });
  await save.getByLabel('Template name').fill(template);
  await save.getByRole('button', { name: 'Save and process' }).click();
  await expect(editor).toBeHidden();
  await expect(listRow(page, first)).toContainText('Processed', { timeout: 60_000 });

  // Second list: headers the dialer does not know; the template saved with the first list, now the campaign's default,
  // is chosen already and maps its columns.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText(template)).toBeVisible();
  await page.getByRole('tab', { name: 'Lists' }).click();
  const second = 'documented-numbers.csv';
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name: second, mimeType: 'text/csv', buffer: Buffer.from(csvOf([['Cell', 'Given', 'Family', 'Postal'], ...DOCUMENTED])),
  });
  editor = page.getByRole('dialog', { name: second });
  await expect(editor.getByRole('table', { name: 'File preview and column mapping' })).toContainText('5125550100');
  await expect(editor.getByRole('combobox', { name: 'Mapping template' })).toHaveValue(template);
  await expect(editor.getByRole('combobox', { name: 'Dialer field for Cell' })).toHaveValue('number1');
  await expect(editor.getByRole('combobox', { name: 'Dialer field for Postal' })).toHaveValue('zip');
  await editor.getByRole('combobox', { name: 'Send to dialer list' }).click();
  await page.getByRole('option', { name: 'Appointment Setting North list 2' }).click();

  // From here on the page never asks for the lists again: the row changes only through CampaignList events.
  let listReads = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith(`/campaigns/${campaign.id}/lists`)) listReads++;
  });
  await editor.getByRole('button', { name: 'Process list' }).click();
  await expect(page.getByRole('dialog', { name: 'Save mapping as a template?' })).toHaveCount(0);
  await expect(editor).toBeHidden();
  const row = listRow(page, second);
  await expect(row).toContainText('Processed', { timeout: 60_000 });
  await expect(row).toContainText('2/9');
  expect(listReads).toBe(0);

  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const metrics = page.getByRole('region', { name: 'List metrics' });
  for (const [label, value] of EXPECTED_METRICS) await expect(metric(metrics, label), label).toHaveText(value);
  const details = page.getByRole('table', { name: 'Lists' }).getByRole('row').filter({ has: metrics });
  await expect(metric(details, 'Processed by')).toHaveText('Olivia Owner');
  await expect(details.getByRole('button', { name: 'Download processed file' })).toBeVisible();
  await expect(details).toContainText(/Records added: \d+, updated: \d+, deleted: 0, not updated: 0, not added: 0, errors: 0/);
});

test('/bulk: two files, one failing validation; the other is uploaded and processed all the same', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await workspaceApi(page, CORE.ws.sales, 'owner@demo.test');
  const name = uniqueName('Bulk Target');
  const campaign = await createCampaign(api, { name, businessIdentityId: await cnamIdentity(api, 'ACME HOME'), provisioningType: 'BringYourOwnPool', dialerCampaignId: CORE.dialerCampaign });
  // A template of four columns, saved with a first list of the campaign.
  const template = uniqueName('Bulk four columns');
  await api.uploadAndProcess(campaign.id, { name: 'seed.csv', csv: csvOf([HEADERS, ['4155550163', 'Lee', 'Ng', '94103']]) }, {
    dialerListId: `${CORE.dialerCampaign}-L1`, dialerListName: `${CORE.dialerCampaign} list 1`, mappedCols: MAPPING, templateName: template, saveAsTemplate: true,
  });

  // The first file's name holds no campaign name and has two columns only; the second's names the campaign.
  const stray = `stray-${Date.now().toString(36)}.csv`;
  const matched = `${name.replace(/\s+/g, '_')}_june.csv`;
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/lists/uploadAndProcess')) uploads.push(r.url());
  });
  await signIn(page, 'owner@demo.test');
  await page.goto('/bulk');
  await expect(page.getByRole('heading', { name: 'Bulk upload' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Workspace' }).click();
  await page.getByRole('option', { name: 'Sales Floor' }).click();
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveText('Sales Floor');
  await page.getByLabel('CSV files').setInputFiles([
    { name: stray, mimeType: 'text/csv', buffer: Buffer.from(csvOf([['number1', 'first_name'], ['2125550175', 'Ray']])) },
    { name: matched, mimeType: 'text/csv', buffer: Buffer.from(csvOf([HEADERS, ['2125550176', 'Sam', 'Ode', '10001'], ['3125550177', 'Tia', 'Ruiz', '60601'], ['not a phone', 'Uma', 'Vale', '60601']])) },
  ]);
  const strayCard = page.getByRole('region', { name: stray });
  const matchedCard = page.getByRole('region', { name: matched });
  await expect(matchedCard.getByRole('combobox', { name: 'Campaign' })).toHaveText(name);
  await expect(matchedCard.getByRole('combobox', { name: 'Dialer list' })).toHaveText(`${CORE.dialerCampaign} list 1`);
  await expect(strayCard.getByRole('combobox', { name: 'Campaign' })).toHaveText(/^\W*$/);
  // The template saved with the campaign's first list is its default: the matched file has it already.
  await expect(matchedCard.getByRole('combobox', { name: 'Mapping template' })).toHaveText(template);
  // Five9's Replace all records, bulk upload's default, says that it empties each dialer list first.
  await expect(page.getByRole('region', { name: 'Five9 options' }).getByRole('status')).toContainText('Replace all records empties the dialer list first');
  await screenshot(page, 'bulk-replace-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'bulk-replace-375.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The stray file fails validation and shows every message in order; the matched one is uploaded and processed.
  await page.getByRole('button', { name: 'Process files' }).click();
  await expect(strayCard.getByRole('alert').locator('.MuiAlert-message > div')).toHaveText([
    `Mapping template is required for ${stray}`,
    `Campaign is required for ${stray}`,
    `Dialer list is required for ${stray}`,
  ]);
  await expect(matchedCard.getByRole('alert')).toHaveCount(0);
  const result = matchedCard.getByRole('definition').first();
  await expect(result).toHaveText('Processed', { timeout: 60_000 });
  const figures = matchedCard.locator(`dl[aria-label="Result of ${matched}"]`);
  await expect(metric(figures, 'Supplied')).toHaveText('3');
  await expect(metric(figures, 'Loaded')).toHaveText('2');
  await expect(metric(figures, 'Invalid')).toHaveText('1');
  expect(uploads).toHaveLength(1);

  // The stray file stays to be fixed; sent, it fails in processing (the template maps four columns) and says why.
  await strayCard.getByRole('combobox', { name: 'Mapping template' }).click();
  await page.getByRole('option', { name: template }).click();
  await expect(strayCard.getByRole('alert')).toHaveCount(0);
  await strayCard.getByRole('combobox', { name: 'Campaign' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(strayCard.getByRole('combobox', { name: 'Dialer list' })).toHaveText(`${CORE.dialerCampaign} list 1`);
  await page.getByRole('button', { name: 'Process files' }).click();
  await expect(strayCard.getByRole('alert')).toHaveText('Error Processing File: Column 3 is not in the file.', { timeout: 30_000 });
  await expect(strayCard.getByRole('combobox', { name: 'Campaign' })).toBeEnabled();
  await expect(result).toHaveText('Processed');
  expect(uploads).toHaveLength(2);
});
