import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { chooseWorkspace, noSidewaysScroll, CORE, screenshot, signIn, tokenFor, uniqueName } from './support';

/**
 * Webhooks end to end: a receiver started here, a webhook made in the browser pointing at it (the e2e server allows
 * private addresses: ALLOW_PRIVATE_WEBHOOKS in playwright.config.ts), a real RealTimeListLoad event from the public API
 * reaching it signed, its last response on the screen, a test event, and the delete. Screens at 1280 and 375 px
 * (E2E_SCREENSHOTS=1 writes them to e2e/screenshots/).
 */
interface Hit { headers: http.IncomingHttpHeaders; raw: string }

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-${page.viewportSize()!.width}.png`, { fullPage: true });
}


test('a webhook made in the browser receives a signed delivery of a real event, shows its answer, and is deleted', async ({ page }) => {
  const hits: Hit[] = [];
  const receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      hits.push({ headers: req.headers, raw });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/trueline`;
  const name = uniqueName('Lead loads');

  try {
    await signIn(page, 'owner@demo.test');
    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
    await chooseWorkspace(page, 'Sales Floor');
    const table = page.getByRole('table', { name: 'Webhooks' });
    // The demo's webhooks (their last response depends on what other journeys did meanwhile).
    await expect(table.getByRole('row', { name: 'Edit webhook CRM list results' })).toContainText('CampaignList');
    await shoot(page, 'webhooks');

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit or Create Webhook' });
    await expect(panel.getByRole('combobox', { name: /^Type/ })).toHaveText('CampaignList');
    await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
    await panel.getByLabel('Name').fill(name);
    await panel.getByLabel('URL').fill('ftp://nowhere');
    await panel.getByLabel('URL').blur();
    await expect(panel.getByText('Must be a valid HTTPS URL with a domain and TLD.')).toBeVisible();
    await panel.getByLabel('URL').fill(url);
    await panel.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'RealTimeListLoad' }).click();
    await panel.getByRole('combobox', { name: 'Auth type' }).click();
    await page.getByRole('option', { name: 'Bearer' }).click();
    await panel.getByLabel('Token').fill('e2e-token');
    await panel.getByRole('combobox', { name: 'Campaign filter' }).click();
    await page.getByRole('option', { name: 'Win-back Metro' }).click();
    await expect(panel.getByRole('button', { name: 'Win-back Metro' })).toBeVisible();
    await shoot(page, 'webhooks-panel');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const row = table.getByRole('row', { name: `Edit webhook ${name}` });
    await expect(row).toContainText('RealTimeListLoad');

    // A real event: a lead loaded through the public API with a workspace key.
    const owner = await tokenFor(page, 'owner@demo.test');
    const key = await page.request.post(`/api/orgs/${CORE.org}/workspaces/${CORE.ws.sales}/apiKeys?name=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${owner}` } });
    const loaded = await page.request.post('/api/v1/leads/load', {
      headers: { 'x-api-key': (await key.json()).data.key },
      data: { campaignId: '00000000-0000-4000-8000-0000000ca005', phone: '(212) 555-0488', state: 'NY', dialerListId: 'Win-back East list 1' },
    });
    expect(loaded.ok(), await loaded.text()).toBeTruthy();
    await expect.poll(() => hits.length, { timeout: 30_000 }).toBe(1);
    const [hit] = hits;
    expect(hit!.headers['x-trueline-event']).toBe('RealTimeListLoad');
    expect(hit!.headers.authorization).toBe('Bearer e2e-token');
    expect(JSON.parse(hit!.raw)).toMatchObject({ type: 'RealTimeListLoad', workspaceId: CORE.ws.sales, payload: { source: 'leads/load', phone: '(212) 555-0488' } });
    // The row follows the delivery live.
    await expect(row).toContainText('200 OK');

    // The signature checks out with the secret the panel reveals.
    await row.click();
    const edit = page.getByRole('dialog', { name: 'Edit or Create Webhook' });
    await edit.getByRole('button', { name: 'Reveal secret' }).click();
    const secret = await edit.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(hit!.headers['x-trueline-signature']).toBe(`sha256=${crypto.createHmac('sha256', secret).update(hit!.raw).digest('hex')}`);
    await expect(edit.getByRole('list', { name: 'Recent deliveries' })).toContainText('Delivered');
    await edit.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event sent to the delivery queue')).toBeVisible();
    await expect.poll(() => hits.length, { timeout: 30_000 }).toBe(2);
    expect(JSON.parse(hits[1]!.raw)).toMatchObject({ type: 'RealTimeListLoad', test: true });
    await expect(edit.getByRole('list', { name: 'Recent deliveries' }).getByText('Test')).toBeVisible();
    await shoot(page, 'webhooks-edit');

    await page.setViewportSize({ width: 375, height: 812 });
    await edit.getByRole('button', { name: 'Close panel' }).click();
    await expect(row).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, 'webhooks');
    await row.click();
    await expect(edit.getByRole('list', { name: 'Recent deliveries' })).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, 'webhooks-edit');

    await edit.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Webhook' });
    await expect(confirm).toContainText('Are you sure you want to delete this webhook?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Webhook has been deleted')).toBeVisible();
    await expect(table.getByRole('row', { name: `Edit webhook ${name}` })).toHaveCount(0);
  } finally {
    receiver.close();
  }
});
