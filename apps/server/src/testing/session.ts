import type { TestApp } from './test-app';

export const DEMO_PASSWORD = 'Demo#Pass2026';
export const DEMO = {
  orgId: '00000000-0000-4000-8000-000000000001',
  otherOrgId: '00000000-0000-4000-8000-000000000002',
  superadmin: 'superadmin@demo.test',
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  otherOwner: 'owner@other.test',
  ws: {
    sales: '00000000-0000-4000-8000-00000000c001',
    collections: '00000000-0000-4000-8000-00000000c002',
    trial: '00000000-0000-4000-8000-00000000c003',
    legacy: '00000000-0000-4000-8000-00000000c004',
    other: '00000000-0000-4000-8000-00000000c101',
  },
} as const;

/** Signs in through the real endpoint and answers the bearer header and the user. */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST', url: '/api/auth/credentials',
    payload: { email, password, reCaptchaToken: 'test' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.body}`);
  const data = res.json().data;
  if (data.type !== 'Authenticated') throw new Error(`sign-in of ${email} needs a second factor`);
  const cookie = res.cookies.find((c) => c.name === 'tl_refresh');
  return {
    user: data.authorizedUser as { id: string; orgId: string; accessToken: string },
    headers: { authorization: `Bearer ${data.authorizedUser.accessToken}` },
    refreshCookie: cookie?.value ?? '',
  };
}

export type Session = Awaited<ReturnType<typeof signIn>>;

/** The four demo people every permission test needs: Demo Co's SuperAdmin, Owner and Admin, and Other Co's Owner. */
export async function signInDemoTeam(t: TestApp) {
  const [superadmin, owner, admin, otherOwner] = await Promise.all([DEMO.superadmin, DEMO.owner, DEMO.admin, DEMO.otherOwner].map((e) => signIn(t, e)));
  return { superadmin: superadmin!, owner: owner!, admin: admin!, otherOwner: otherOwner! };
}

/** One API call as `s` (or anonymously), with an optional JSON body. */
export const call = (t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: s?.headers, ...(payload ? { payload } : {}) });
