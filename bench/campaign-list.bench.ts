// The campaign list with 5,000 campaigns in 200 folders: GET /campaigns answered by the API (against a bare SELECT of
// the same rows, the limit) and /campaigns rendered in Chromium with every folder open (against the same page for an
// empty workspace, the limit), measured in the same run. Runs on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, else on the embedded PGlite. Needs the built web app (`npm run build`).
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

  /** Loads /campaigns in a workspace and waits until `lastText` is on screen. */
  const render = (workspaceId: string, lastText: string) => timeIt(async () => {
    await page.evaluate(([key, id, openKey, open]) => {
      // Runs in the page, where the browser's storage exists.
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem(key!, id!);
      storage.setItem(openKey!, open!);
    }, [`trueline.workspace.${userId}`, workspaceId, `trueline.folders.open.${ws}.Campaign`, openAll]);
    await page.goto(`${base}/campaigns`);
    await page.getByText(lastText, { exact: true }).first().waitFor({ timeout: 120_000 });
  });
  const emptyMs = await render(emptyWs, 'Campaigns');
  const renderMs = await render(ws, rows[rows.length - 1]!.name);
  await browser.close();
  await t.close();

  console.log(`bare SELECT of ${CAMPAIGNS} campaigns (the API limit, ${t.database.sql.kind}): ${bareMs.toFixed(0)} ms`);
  console.log(`GET /campaigns with ${CAMPAIGNS} campaigns in ${FOLDERS} folders: ${apiMs.toFixed(0)} ms (ratio to limit ${(apiMs / bareMs).toFixed(2)})`);
  console.log(`/campaigns of an empty workspace in Chromium (the render limit): ${emptyMs.toFixed(0)} ms`);
  console.log(`/campaigns rendered with every folder open: ${renderMs.toFixed(0)} ms (ratio to limit ${(renderMs / emptyMs).toFixed(2)})`);
}
