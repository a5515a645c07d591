import nodemailer from 'nodemailer';
import type { Db } from '../../platform/db';
import { mailOutbox } from '../../platform/platform.tables';
import { newId } from '../../platform/crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: over SMTP when configured, otherwise into the local outbox that SuperAdmins can read. */
export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function outboxMail(db: Db): MailProvider {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ id: newId(), ...message });
    },
  };
}

export function smtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMail(opts: { smtpUrl?: string; from: string; db: Db }): MailProvider {
  return opts.smtpUrl ? smtpMail(opts.smtpUrl, opts.from) : outboxMail(opts.db);
}

/** Text made safe to place in an HTML mail body or attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const escape = escapeHtml;

/** A plain mail with one call-to-action link. */
export function linkMail(to: string, subject: string, intro: string, linkLabel: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${linkLabel}: ${url}\n\n${outro}\n\n— Trueline`,
    html: `<p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(linkLabel)}</a></p><p>${escape(outro)}</p><p>— Trueline</p>`,
  };
}
