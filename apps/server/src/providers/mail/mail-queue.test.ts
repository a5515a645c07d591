import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, jobsSettled, mailsTo, uniqueEmail } from '../../testing/auth-fixtures';
import { signIn } from '../../testing/session';
import type { MailMessage, MailProvider } from './mail';
import { MAIL_SEND_JOB } from './mail-queue';

/** A mail server that refuses the first delivery of each message, then accepts it. */
function flakyMail(): MailProvider & { delivered: MailMessage[]; refused: number } {
  const seen = new Set<string>();
  return {
    kind: 'smtp',
    delivered: [],
    refused: 0,
    async send(message) {
      if (!seen.has(message.to)) {
        seen.add(message.to);
        this.refused++;
        throw new Error('421 try again later');
      }
      this.delivered.push(message);
    },
  };
}

describe("the 'mail.send' job", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ start: true });
  });
  afterAll(async () => t.close());

  it('delivers queued mail and keeps the message, with its single-use link, sealed in the queue', async () => {
    const to = uniqueEmail('queued');
    const owner = await signIn(t, DEMO.owner);
    const res = await t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/users`, headers: owner.headers, payload: { firstName: 'Quinn', lastName: 'Queued', email: to } });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(t, to);
    expect(mails).toHaveLength(1);
    const token = /token=([^\s]+)/.exec(mails[0]!.text)![1]!;
    const { rows } = await t.deps.sql.query<{ data: unknown }>('select data from pgboss.job where name = $1', [MAIL_SEND_JOB]);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(to);
    expect(stored).not.toContain('activate-account');
  });
});

describe("the 'mail.send' job with a mail server that fails", () => {
  const mail = flakyMail();
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ start: true, overrides: { mail } });
  });
  afterAll(async () => t.close());

  it('retries a delivery that failed, so the request that queued it never waits nor fails', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/requestPasswordReset', payload: { email: DEMO.admin, reCaptchaToken: 'test' } });
    expect(res.statusCode).toBe(200);
    await jobsSettled(t, undefined, 25_000);
    expect(mail.refused).toBe(1);
    expect(mail.delivered.map((m) => m.to)).toEqual([DEMO.admin]);
    expect(mail.delivered[0]!.subject).toBe('Reset your Trueline password');
  }, 40_000);
});
