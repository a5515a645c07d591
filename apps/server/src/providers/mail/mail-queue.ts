import type { Logger } from 'pino';
import type { Cipher } from '../../platform/crypto';
import type { JobQueue } from '../../platform/jobs';
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
  return {
    async send(message) {
      await deps.jobs.send<MailJob>(MAIL_SEND_JOB, { sealed: deps.cipher.encrypt(JSON.stringify(message)) });
    },
  };
}
