import { asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { UserType } from '@trueline/contract';
import { newId } from '../platform/crypto';
import { mailOutbox } from '../platform/platform.tables';
import { users } from '../features/users/users.tables';
import { hashPassword, PASSWORD_RESET_JOB } from '../features/auth/auth.service';
import { MAIL_SEND_JOB } from '../providers/mail/mail-queue';
import type { TestApp } from './test-app';
import { DEMO, DEMO_PASSWORD } from './session';

/** A clock the test moves by hand; pass `clock.now` as `overrides.now`. */
export function testClock(start = Date.now()) {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance(byMs: number) {
      ms += byMs;
    },
    get ms() {
      return ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let counter = 0;
/** A unique address (its final part has 3 characters, as invites require), so tests do not share users (nor their rate-limit counters). */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Inserts an active user who can sign in with `password`; answers its id and email. */
export async function buildUser(
  t: TestApp,
  opts: { email?: string; userType?: UserType; orgId?: string; password?: string | null; firstName?: string; lastName?: string; phone?: string } = {},
) {
  const email = opts.email ?? uniqueEmail(opts.userType?.toLowerCase() ?? 'admin');
  const id = newId();
  await t.deps.db.insert(users).values({
    id,
    orgId: opts.orgId ?? DEMO.orgId,
    firstName: opts.firstName ?? 'Test',
    lastName: opts.lastName ?? 'User',
    email,
    phone: opts.phone ?? null,
    userType: opts.userType ?? 'Admin',
    passwordHash: opts.password === null ? null : await hashPassword(opts.password ?? DEMO_PASSWORD),
    activatedAt: opts.password === null ? null : t.deps.now(),
  });
  return { id, email };
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The current TOTP code of a user's second factor (the confirmed one, or the one waiting for confirmation). */
export async function totpCode(t: TestApp, userId: string, which: 'active' | 'pending' = 'active', at: Date = t.deps.now()) {
  const row = await userRow(t, userId);
  const sealed = which === 'active' ? row.mfaSecret : row.mfaPendingSecret;
  if (!sealed) throw new Error(`user ${userId} has no ${which} second factor`);
  return generate({ secret: t.deps.cipher.decrypt(sealed), epoch: Math.floor(at.getTime() / 1000) });
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

/** Queues whose jobs end in a mail: a reset request, and the mail itself. */
export const MAIL_JOBS = [PASSWORD_RESET_JOB, MAIL_SEND_JOB];

/**
 * Waits until no job of `names` is waiting, running or due for a retry. Mail leaves through jobs, so tests that read
 * the outbox start their app with `{ start: true }` (workers running) and wait here first.
 */
export async function jobsSettled(t: TestApp, names: string[] = MAIL_JOBS, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.deps.sql.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')", [names],
    ).catch(() => ({ rows: [{ n: 0 }] })); // no queue yet: nothing was ever sent
    if ((rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > until) throw new Error(`jobs of ${names.join(', ')} did not run within ${timeoutMs} ms: is the test app started ({ start: true })?`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Mail kept in the outbox for `to`, oldest first, once every queued mail has been delivered. */
export async function mailsTo(t: TestApp, to: string) {
  await jobsSettled(t);
  return t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(asc(mailOutbox.sentAt));
}

/** The `token` query parameter of the link in a mail's text. */
export function tokenFromMail(mail: { text: string }, page: string): string {
  const match = new RegExp(`${page}\\?token=([^\\s]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** An application/x-www-form-urlencoded request body. */
export function formBody(fields: Record<string, string>) {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** A multipart/form-data body built by the platform's own FormData, for `app.inject`. */
export async function multipartBody(parts: Record<string, string | { bytes: Uint8Array; filename: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

export { DEMO, DEMO_PASSWORD };
