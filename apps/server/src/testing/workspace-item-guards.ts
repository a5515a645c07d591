import { expect } from 'vitest';
import type { DemoTeam } from './demo-team';
import { DEMO, call } from './session';

/** The URL of a workspace item route: the list for `ws` (Sales by default), or one item with `id`. */
export type ItemUrl = (ws?: string, id?: string) => string;

type Response = Awaited<ReturnType<typeof call>>;

/**
 * The read guards every workspace item route shares, for `id` (an item of Sales): 401 without a token; 404 for another
 * organisation, on the list and on the item; 404 for the item asked in another workspace (Collections) by its own Owner.
 */
export async function expectWorkspaceItemGuards(team: DemoTeam, url: ItemUrl, id: string): Promise<void> {
  expect((await call(team.t, 'GET', url())).statusCode).toBe(401);
  expect((await call(team.t, 'GET', url(), team.otherOwner)).statusCode).toBe(404);
  expect((await call(team.t, 'GET', url(DEMO.ws.sales, id), team.otherOwner)).statusCode).toBe(404);
  expect((await call(team.t, 'GET', url(DEMO.ws.collections, id), team.owner)).statusCode).toBe(404);
}

/** A refusal: the status and the message the caller reads. */
export function expectRefusal(res: Response, status: number, message: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
}

/**
 * A create that a SuperAdmin alone may make (POST to `url()`): Owner and Admin each get 403 with `message` for `memberBody`,
 * no token 401 for `validBody`, another organisation 404 for `strangerBody`.
 */
export async function expectSuperAdminOnlyCreate(
  team: DemoTeam,
  url: ItemUrl,
  bodies: { member: object; valid: object; stranger: object },
  message: string,
): Promise<void> {
  for (const s of [team.owner, team.admin]) expectRefusal(await call(team.t, 'POST', url(), s, bodies.member), 403, message);
  expect((await call(team.t, 'POST', url(), undefined, bodies.valid)).statusCode).toBe(401);
  expect((await call(team.t, 'POST', url(), team.otherOwner, bodies.stranger)).statusCode).toBe(404);
}

/** A create refused as invalid (400, `message` on the field at `path`) that leaves the list as it was. */
export async function expectInvalidCreate<T>(team: DemoTeam, url: ItemUrl, list: () => Promise<T[]>, body: object, path: string, message: string): Promise<void> {
  const before = await list();
  const res = await call(team.t, 'POST', url(), team.superadmin, body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message, errors: [{ path, message }] });
  expect(await list()).toEqual(before);
}
