import type { Logger } from 'pino';
import type { Cipher } from '../../platform/crypto';
import type { JobQueue } from '../../platform/jobs';
import { batchQueue } from '../../platform/batch-queue';
import type { MailMessage, MailProvider } from './mail';

export const MAIL_SEND_JOB = 'mail.send';

/** The job's data: the message sealed with the server key, since mailed links carry single-use tokens. */
interface MailJob {
  sealed: string;
}

/** Sends mail through the durable job queue: the caller does not wait for SMTP, and a failed delivery is retried. */
export interface MailQueue {
  /** Stores the message for delivery; answers once it is queued, not sent. */
  send(message: MailMessage): Promise<void>;
}

export function mailQueue(deps: { jobs: JobQueue; mail: MailProvider; cipher: Cipher; log: Logger }): MailQueue {
  deps.jobs.define<MailJob>(MAIL_SEND_JOB, async ({ sealed }, meta) => {
    const message = JSON.parse(deps.cipher.decrypt(sealed)) as MailMessage;
    try {
      await deps.mail.send(message);
    } catch (err) {
      deps.log.warn({ err, job: MAIL_SEND_JOB, retry: meta.retryCount }, 'mail delivery failed; it will be retried');
      throw err;
    }
  }, { concurrency: 2 });
  // Messages sent while a batch is being stored go together in the next one (one insert, not one a message: hundreds
  // of conversations starting in the same second each mail their campaign's recipients).
  const queue = batchQueue(async (messages: MailMessage[]) => {
    await deps.jobs.sendMany<MailJob>(MAIL_SEND_JOB, messages.map((m) => ({ sealed: deps.cipher.encrypt(JSON.stringify(m)) })));
    return messages.map(() => ({ status: 'fulfilled' as const, value: undefined }));
  }, { max: 500 });
  return {
    send: (message) => queue.push(message),
  };
}
