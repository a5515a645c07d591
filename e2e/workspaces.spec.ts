import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueName } from './support';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createWorkspace(page: Page, name: string) {
  await page.goto('/workspaces');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await page.getByRole('dialog', { name: 'Create workspace' }).getByLabel('Workspace name').fill(name);
  await page.getByRole('dialog', { name: 'Create workspace' }).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit workspace' })).toBeVisible();
  return page.getByRole('dialog', { name: 'Edit workspace' });
}

test('create a workspace and connect FIVE9: errors shown, then fixed', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const name = uniqueName('Five9 floor');
  const panel = await createWorkspace(page, name);
  await choose(page, 'Dialer', 'Five9');
  const five9 = panel.getByRole('form', { name: 'Five9 settings' });
  await five9.getByLabel('Username').fill('agent.lead@five9.sandbox');
  await five9.getByLabel('Password').fill('invalid');
  await five9.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Five9 rejected the username or password.')).toBeVisible();
  await expect(panel.getByText('Not connected')).toBeVisible();

  await five9.getByLabel('Password').fill('correct-horse');
  await five9.getByRole('button', { name: 'Connect' }).click();
  await expect(panel.getByText('Connected', { exact: true })).toBeVisible();

  // Once connected the mapping section appears, with its rules.
  await five9.getByRole('button', { name: 'Save dialer settings' }).click();
  await expect(five9.getByText('Reserved Caller ID mapping is required')).toBeVisible();
  await expect(five9.getByText('Reserved Unique ID mapping is required')).toBeVisible();
  await expect(five9.getByText('Default Lead Key mapping is required')).toBeVisible();
  await choose(page, 'Reserved Caller ID mapping', 'Caller ID');
  await choose(page, 'Reserved Unique ID mapping', 'Caller ID');
  await five9.getByRole('button', { name: 'Save dialer settings' }).click();
  await expect(five9.getByText('Caller ID and Unique ID cannot map to the same field')).toBeVisible();
  await choose(page, 'Reserved Unique ID mapping', 'Unique ID');
  await five9.getByRole('combobox', { name: 'Default Lead Key mapping' }).click();
  await page.getByRole('option', { name: 'number1', exact: true }).click();
  await page.keyboard.press('Escape');
  await five9.getByRole('button', { name: 'Save dialer settings' }).click();
  await expect(page.getByText('Workspace settings saved.')).toBeVisible();

  await page.reload();
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page.getByRole('dialog', { name: 'Edit workspace' }).getByText('Connected', { exact: true })).toBeVisible();
});

test('NICE CXone: authorise on the sandbox, come back to /oauth/cxone, land on the connected workspace', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const name = uniqueName('CXone floor');
  const panel = await createWorkspace(page, name);
  await choose(page, 'Dialer', 'NICE CXone');
  await panel.getByRole('button', { name: 'Connect CXOne' }).click();
  await expect(page).toHaveURL(/\/workspaces\?openWorkspace=|\/workspaces$/);
  await expect(page.getByText('Successfully connected CXOne')).toBeVisible();
  const reopened = page.getByRole('dialog', { name: 'Edit workspace' });
  await expect(reopened.getByLabel('Workspace name')).toHaveValue(name);
  await expect(reopened.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces$/);
});

test('a failed CXOne connection shows the server message', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.evaluate(() => localStorage.setItem('trueline.cxone.workspace', '00000000-0000-4000-8000-00000000c003'));
  await page.goto('/oauth/cxone?code=cxone_denied');
  await expect(page.getByText(/There was an error connecting your CXOne account:/)).toBeVisible();
});

test('a CXOne callback this browser did not start never picks the workspace from the address', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const connects: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/nice/connect')) connects.push(req.url());
  });
  await page.evaluate(() => localStorage.removeItem('trueline.cxone.workspace'));
  await page.goto('/oauth/cxone?code=sandbox-code&state=00000000-0000-4000-8000-00000000c003');
  await expect(page.getByText(/There was an error connecting your CXOne account: This browser did not start a CXOne connection\./)).toBeVisible();
  expect(connects).toEqual([]);
});

test('create an API key, use it, delete it', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const name = uniqueName('Key floor');
  const panel = await createWorkspace(page, name);
  const create = panel.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await panel.getByLabel('API key name').fill('Dialer connector');
  await create.click();
  const shown = page.getByRole('dialog', { name: 'API key created' });
  const key = await shown.getByLabel('API key "Dialer connector"').inputValue();
  expect(key).toMatch(/^tl_/);
  await shown.getByRole('button', { name: /Done|Close/ }).click();
  await expect(panel.getByRole('list', { name: 'API keys' })).toContainText(`${key.slice(0, 8)}…`);
  await expect(panel.getByRole('list', { name: 'API keys' })).not.toContainText(key);

  const me = await page.request.get('/api/v1/me', { headers: { 'x-api-key': key } });
  expect(me.status()).toBe(200);
  expect((await me.json()).data).toMatchObject({ workspaceName: name, keyName: 'Dialer connector' });

  await panel.getByRole('button', { name: 'Delete API key Dialer connector' }).click();
  await page.getByRole('dialog', { name: 'Delete API key' }).getByRole('button', { name: /Delete/ }).click();
  await expect(panel.getByText('Dialer connector')).toHaveCount(0);
  const after = await page.request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } });
  expect(after.status()).toBe(401);
});

test('a workspace deactivated in another tab leaves this tab\'s list at once', async ({ page, context }) => {
  await signIn(page, 'owner@demo.test');
  const name = uniqueName('Short-lived floor');
  await createWorkspace(page, name);
  await page.goto('/workspaces');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/workspaces');
  await other.getByRole('row', { name: new RegExp(name) }).click();
  await other.getByRole('dialog', { name: 'Edit workspace' }).getByRole('button', { name: 'Deactivate' }).click();
  const confirm = other.getByRole('dialog', { name: 'Deactivate workspace' });
  await confirm.getByLabel('Confirmation text').fill(name);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(other.getByText('Workspace has been deactivated')).toBeVisible();

  // No reload here: the Workspace event on the organisation's channel refreshes the list.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
