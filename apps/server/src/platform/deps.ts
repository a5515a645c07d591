import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db, SqlClient } from './db';
import type { Cipher } from './crypto';
import type { FileStorage } from './files';
import type { JobQueue } from './jobs';
import type { RealtimeHub } from './realtime';
import type { RateLimiter } from './rate-limit';
import type { MailProvider } from '../providers/mail/mail';
import type { CaptchaProvider } from '../providers/captcha/captcha';
import type { DialerProviders } from '../providers/dialers/dialers';
import type { ReputationProvider } from '../providers/reputation/reputation';
import type { RegistrationProvider } from '../providers/registration/registration';
import type { RndProvider } from '../providers/rnd/rnd';
import type { NumbersProvider } from '../providers/numbers/numbers';
import type { DncProvider } from '../providers/dnc/dnc';
import type { LitigatorProvider } from '../providers/litigator/litigator';
import type { LeadVerificationProvider } from '../providers/lead-verification/lead-verification';
import type { DataBoostProvider } from '../providers/data-boost/data-boost';
import type { EmergencyProvider } from '../providers/emergency/emergency';
import type { SmsProvider } from '../providers/sms/sms';
import type { VoiceProvider } from '../providers/voice/voice';

/** Everything a feature may depend on, built once in app.ts and passed explicitly. */
export interface Deps {
  config: Config;
  db: Db;
  sql: SqlClient;
  log: Logger;
  cipher: Cipher;
  /** SECRET_KEY as resolved at start (configured, or generated into DATA_DIR). */
  secretKey: string;
  files: FileStorage;
  jobs: JobQueue;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  mail: MailProvider;
  captcha: CaptchaProvider;
  dialers: DialerProviders;
  /** Spam scores, CNAM look-ups, FTC complaints and line data of numbers. */
  reputation: ReputationProvider;
  /** Caller-reputation registration of the organisation and of UC Protect numbers. */
  registration: RegistrationProvider;
  /** The Reassigned Numbers Database. */
  rnd: RndProvider;
  /** The carrier behind number pools: locations, orders, CNAM, release, BYOP checks, 10DLC assignment. */
  numbers: NumbersProvider;
  /** The national DNC registry (by SAN) and the state DNC lists. */
  dnc: DncProvider;
  /** The known-litigator (TCPA plaintiff) database. */
  litigator: LitigatorProvider;
  /** TrustedForm certificates and LeadiD tokens. */
  leadVerification: LeadVerificationProvider;
  /** DataBoost phone validation. */
  dataBoost: DataBoostProvider;
  /** Declared states of emergency (natural disasters) by place. */
  emergency: EmergencyProvider;
  /** The A2P SMS carrier: sends, and posts receipts and replies to our provider-events endpoint. */
  sms: SmsProvider;
  /** The carrier of our pool numbers: calls back to them, forwarded as we say, posted to our voice events endpoint. */
  voice: VoiceProvider;
  /** The current time; one source so jobs and expiry agree. */
  now: () => Date;
}
