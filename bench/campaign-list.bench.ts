// The campaign list with 5,000 campaigns in 200 folders: GET /campaigns answered by the API (against a bare SELECT of
// the same rows, the limit) and /campaigns rendered in Chromium with every folder open (against the same page for an
// empty workspace, the limit), measured in the same run. The table is virtualised: rendered means its first rows are on
// screen and it counts every row (aria-rowcount); then the bench jumps to the last row, and scrolls through the list
// screen by screen, timing each step until the rows are painted (a smooth scroll keeps it within a frame or two). Runs on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, else on the embedded PGlite. Needs the built web app (`npm run build`).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { testApp } from '../apps/server/src/testing/test-app';
import { DEMO, DEMO_PASSWORD, signIn } from '../apps/server/src/testing/session';
import { campaigns } from '../apps/server/src/features/campaigns/campaigns.tables';
import { folders } from '../apps/server/src/features/folders/folders.tables';
import { workspaces } from '../apps/server/src/features/workspaces/workspaces.tables';
import { defaultAegisFeatures } from '../apps/server/src/features/workspaces/workspaces.service';
import { campaignFeatures, elasticConfig, messagingConfig, validationDataMapping } from '@trueline/contract';
import { newId } from '../apps/server/src/platform/crypto';
import { report } from './report';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 5000);
const FOLDERS = Number(process.env.BENCH_FOLDERS ?? 200);
const REPEAT = 5;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function run() {
  if (!fs.existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
    throw new Error('the console is not built: run `npm run build` first');
  }
  if (!process.env.TEST_DATABASE_URL && process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const t = await testApp();
  const { db } = t.deps;
  const ws = DEMO.ws.sales;
  const emptyWs = newId();
  await db.insert(workspaces).values({ id: emptyWs, orgId: DEMO.orgId, name: 'Bench empty', dialerProviderType: 'PREM', dialerSettings: { connected: true }, aegisFeatures: defaultAegisFeatures() });
  const folderRows = Array.from({ length: FOLDERS }, (_, i) => ({ id: newId(), orgId: DEMO.orgId, workspaceId: ws, scope: 'Campaign', name: `Bench folder ${String(i).padStart(3, '0')}` }));
  await db.insert(folders).values(folderRows);
  const rows = Array.from({ length: CAMPAIGNS }, (_, i) => ({
    id: newId(), orgId: DEMO.orgId, workspaceId: ws, name: `Bench campaign ${String(i).padStart(4, '0')}`, provisioningType: 'FullCoverage' as const,
    businessIdentityId: null, dialerCampaignId: 'Renewals East', dialerCampaignName: 'Renewals East', folderId: folderRows[i % FOLDERS]!.id,
    forwardingNumber: '+15125550100', messagingConfig: messagingConfig.parse({}), validationDataMapping: validationDataMapping.parse({}),
    features: campaignFeatures.parse({}), elasticConfig: elasticConfig.parse({}),
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(campaigns).values(rows.slice(i, i + 1000));

  const owner = await signIn(t, DEMO.owner);
  const url = `/api/orgs/${DEMO.orgId}/workspaces/${ws}/campaigns`;
  const bareMs = await timeIt(() => db.execute(sql`select * from campaigns where workspace_id = ${ws} order by name`));
  let count = 0;
  const apiMs = await timeIt(async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    if (res.statusCode !== 200) throw new Error(`GET /campaigns answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    count = (res.json().data as unknown[]).length;
  });
  if (count < CAMPAIGNS) throw new Error(`GET /campaigns answered ${count} campaigns`);

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(DEMO.owner);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  const userId = owner.user.id;
  const openAll = JSON.stringify(folderRows.map((f) => f.id));

  const table = page.getByRole('table', { name: 'Campaigns' });
  /** Loads /campaigns in a workspace and waits until `ready` says it is shown. */
  const render = (workspaceId: string, ready: () => Promise<unknown>) => timeIt(async () => {
    await page.evaluate(([key, id, openKey, open]) => {
      // Runs in the page, where the browser's storage exists.
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem(key!, id!);
      storage.setItem(openKey!, open!);
    }, [`trueline.workspace.${userId}`, workspaceId, `trueline.folders.open.${ws}.Campaign`, openAll]);
    await page.goto(`${base}/campaigns`);
    await ready();
  });
  const emptyMs = await render(emptyWs, () => page.getByText('No campaigns match these filters.').waitFor({ timeout: 120_000 }));
  const firstRow = table.locator('tbody tr[aria-rowindex="2"]');
  // Also inside the page: from the moment the campaigns' answer has arrived to the frame that shows the first rows.
  const afterAnswer: number[] = [];
  const renderMs = await render(ws, async () => {
    const shown = await page.waitForFunction(
      `document.querySelector('table[aria-label="Campaigns"] tbody tr[aria-rowindex="2"]') ? performance.now() : 0`,
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    const shownAt = (await shown.jsonValue()) as number;
    const answeredAt = await page.evaluate(() => performance.getEntriesByType('resource')
      .filter((e) => /\/workspaces\/[^/]+\/campaigns$/.test(e.name))
      .map((e) => (e as unknown as { responseEnd: number }).responseEnd)
      .pop() ?? Number.NaN);
    afterAnswer.push(shownAt - answeredAt);
  });
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  if (rowCount < CAMPAIGNS + FOLDERS + 1) throw new Error(`the table counts ${rowCount} rows`);

  // From the top to the last row in one jump (the scroll area is the table's container).
  const scroller = table.locator('xpath=ancestor::div[contains(@class, "MuiTableContainer-root")]');
  const toEnd = async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await firstRow.waitFor();
    const start = performance.now();
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await table.locator(`tbody tr[aria-rowindex="${rowCount}"]`).waitFor({ timeout: 60_000 });
    return performance.now() - start;
  };
  const endMs = await timeIt(toEnd);

  // Screen by screen from the top: each step scrolls one screen and waits for two animation frames (the rows of the new
  // screen laid out and painted).
  // (No named functions inside: the page has no helpers of the bundler that runs this file.)
  const steps = await scroller.evaluate(async (el) => {
    const win = globalThis as unknown as { requestAnimationFrame(cb: () => void): void };
    el.scrollTo({ top: 0 });
    for (let f = 0; f < 2; f++) await new Promise<void>((resolve) => win.requestAnimationFrame(() => resolve()));
    const times: number[] = [];
    while (el.scrollTop + el.clientHeight < el.scrollHeight - 1 && times.length < 300) {
      const start = performance.now();
      el.scrollTop += el.clientHeight;
      for (let f = 0; f < 2; f++) await new Promise<void>((resolve) => win.requestAnimationFrame(() => resolve()));
      times.push(performance.now() - start);
    }
    return times;
  });
  const sorted = [...steps].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
  await browser.close();
  await t.close();

  console.log(`bare SELECT of ${CAMPAIGNS} campaigns (the API limit, ${t.database.sql.kind}): ${bareMs.toFixed(0)} ms`);
  console.log(`GET /campaigns with ${CAMPAIGNS} campaigns in ${FOLDERS} folders: ${apiMs.toFixed(0)} ms (ratio to limit ${(apiMs / bareMs).toFixed(2)})`);
  console.log(`/campaigns of an empty workspace in Chromium (the render limit): ${emptyMs.toFixed(0)} ms`);
  console.log(`/campaigns rendered with every folder open (${rowCount} rows): ${renderMs.toFixed(0)} ms (ratio to limit ${(renderMs / emptyMs).toFixed(2)})`);
  console.log(`  of which from the API answer's arrival to the first rows on screen: ${median(afterAnswer).toFixed(0)} ms`);
  console.log(`jump from the first row to the last: ${endMs.toFixed(0)} ms`);
  console.log(`scrolling screen by screen: ${steps.length} screens, median ${median(steps).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms per screen (two frames are 33 ms at 60 Hz)`);
  report({ bench: 'campaign-list', figure: `GET /campaigns, ${CAMPAIGNS.toLocaleString('en-US')} campaigns`, value: Math.round(apiMs), unit: 'ms', target: null, higherIsBetter: false });
  report({ bench: 'campaign-list', figure: 'rendered, every folder open', value: Math.round(renderMs), unit: 'ms', target: null, higherIsBetter: false });
  report({ bench: 'campaign-list', figure: 'scroll step, p95', value: Number(p95.toFixed(1)), unit: 'ms', target: null, higherIsBetter: false });
}
