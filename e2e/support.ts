import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Trueline#2026';

/**
 * Saves a screenshot once every transition has run its course (a dialog fading in, a menu closing): into
 * e2e/screenshots with E2E_SCREENSHOTS=1 (to look at and commit), otherwise into the test's own output.
 */
export async function screenshot(page: Page, file: string, opts: { fullPage?: boolean } = {}) {
  const dir = process.env.E2E_SCREENSHOTS ? resolve('e2e/screenshots') : test.info().outputPath();
  mkdirSync(dir, { recursive: true });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: resolve(dir, file), ...opts });
}

/** Signs in through the sign-in screen and waits for the console. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** A SuperAdmin access token, for reading the outbox the way the Outbox screen does. */
export async function superAdminToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/credentials', {
    form: { email: 'superadmin@demo.test', password: DEMO_PASSWORD, reCaptchaToken: 'e2e' },
  });
  const body = await res.json();
  return body.data.authorizedUser.accessToken as string;
}

/** The newest link to `path` mailed to `to`, read from the outbox. */
export async function linkFromOutbox(page: Page, to: string, path: string): Promise<string> {
  const token = await superAdminToken(page);
  for (let i = 0; i < 20; i++) {
    const res = await page.request.get(`/api/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${token}` } });
    const mails = (await res.json()).data as { text: string }[];
    const link = mails.map((m) => m.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0]).find(Boolean);
    if (link) return new URL(link).pathname + new URL(link).search;
    await page.waitForTimeout(250);
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Reads the otpauth secret out of a QR code PNG, as an authenticator app scanning it would. */
export async function secretFromQr(png: Buffer): Promise<string> {
  const { PNG } = await import('pngjs');
  const jsQR = (await import('jsqr')).default;
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found');
  const secret = new URL(code.data).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${code.data}`);
  return secret;
}

/** The current six-digit code for a TOTP secret. */
export async function totp(secret: string): Promise<string> {
  const { generate } = await import('otplib');
  return generate({ secret });
}

/** An access token for `email`, straight from the sign-in endpoint. */
export async function tokenFor(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await page.request.post('/api/auth/credentials', { form: { email, password, reCaptchaToken: 'e2e' } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.authorizedUser.accessToken as string;
}

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';

/** A new Admin of Demo Co with its own password, invited by the Owner and activated through the mailed link's token. */
export async function createActivatedUser(page: Page, prefix: string, password = 'Fresh#Pass2026') {
  const owner = await tokenFor(page, 'owner@demo.test');
  const email = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  const res = await page.request.post(`/api/orgs/${DEMO_ORG}/users`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { firstName: 'Erin', lastName: 'Example', email, userType: 'Admin' },
  });
  expect(res.ok()).toBeTruthy();
  const link = await linkFromOutbox(page, email, '/activate-account');
  const token = new URLSearchParams(link.split('?')[1]).get('token')!;
  const activated = await page.request.post('/api/auth/activateAccount', { form: { token, password } });
  expect(activated.ok()).toBeTruthy();
  return { email, password };
}

/** Demo data the Core journeys build on (db/seed 02, 06 and 07). */
export const CORE = {
  org: DEMO_ORG,
  ws: { sales: '00000000-0000-4000-8000-00000000c001', collections: '00000000-0000-4000-8000-00000000c002' },
  campaigns: { q4HomeServices: '00000000-0000-4000-8000-0000000ca001' },
  profiles: { metroAreaCodes: '00000000-0000-4000-8000-0000000d0003' },
  /** The demo FTC SAN with full coverage (db/seed/04-compliance). */
  ftcSanFull: '00000000-0000-4000-8000-00000000d001',
  /** Sales Floor's FIVE9 dialer campaign whose lists the journeys send leads to. */
  dialerCampaign: 'Appointment Setting North',
} as const;

/** The workspace-scoped API as `email` (SuperAdmin unless told), for the set-up a journey does not show. */
export async function workspaceApi(page: Page, ws: string, email = 'superadmin@demo.test') {
  const headers = { authorization: `Bearer ${await tokenFor(page, email)}` };
  const base = `/api/orgs/${DEMO_ORG}/workspaces/${ws}`;
  const answer = async <T>(res: Awaited<ReturnType<Page['request']['get']>>): Promise<T> => {
    if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    get: async <T>(path: string) => answer<T>(await page.request.get(base + path, { headers })),
    post: async <T>(path: string, data?: unknown) => answer<T>(await page.request.post(base + path, { headers, data: data ?? {} })),
    /** A CSV uploaded with its process request in one call (`uploadAndProcess`). */
    uploadAndProcess: async <T>(campaignId: string, file: { name: string; csv: string }, request: object) =>
      answer<T>(await page.request.post(`${base}/campaigns/${campaignId}/lists/uploadAndProcess`, {
        headers,
        multipart: { file: { name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.csv) }, request: JSON.stringify(request) },
      })),
  };
}
export type WorkspaceApi = Awaited<ReturnType<typeof workspaceApi>>;

export interface CoreCampaign {
  id: string;
  name: string;
  status: string;
  activePoolCount: number;
}

/** A campaign created through the API (the create modal has its own journey). */
export const createCampaign = (api: WorkspaceApi, body: Record<string, unknown>) => api.post<CoreCampaign>('/campaigns', body);

/** A Sales Floor campaign with one number in each of the metro profile's nine area codes (a small pool, provisioned in seconds). */
export const createMetroCampaign = async (api: WorkspaceApi, name: string, cnam = 'ACME HOME') =>
  createCampaign(api, {
    name, businessIdentityId: await cnamIdentity(api, cnam), provisioningType: 'ProvisioningProfile', provisioningProfileId: CORE.profiles.metroAreaCodes,
    fullCoverageNumberCount: 1, dialerCampaignId: CORE.dialerCampaign,
  });

/** The id of a workspace's active CNAM identity by its name. */
export async function cnamIdentity(api: WorkspaceApi, name: string): Promise<string> {
  const all = await api.get<{ id: string; name: string }[]>('/identities');
  const found = all.find((i) => i.name === name);
  if (!found) throw new Error(`no identity ${name}`);
  return found.id;
}

/** A lead file: a header and one line a row. */
export const csvOf = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n') + '\n';

/** Chooses a workspace in the page's workspace selector. */
export async function chooseWorkspace(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Workspace' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/**
 * The page does not scroll sideways: nothing is wider than the window. Polled, since the layout of a new viewport
 * size (a phone after a desktop) settles a frame or more after the resize.
 */
export async function noSidewaysScroll(page: Page, screen = 'the page') {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: `${screen} scrolls sideways` }).toBeLessThanOrEqual(0);
}
