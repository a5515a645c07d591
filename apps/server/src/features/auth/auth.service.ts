import { hash, verify as verifyHash } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { MESSAGES, type AuthResponse, type AuthorizedUser } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, conflict, unauthenticated } from '../../platform/errors';
import { newId, randomToken, sha256 } from '../../platform/crypto';
import type { UserActor } from '../../platform/auth-context';
import { linkMail } from '../../providers/mail/mail';
import type { MailQueue } from '../../providers/mail/mail-queue';
import type { AccessTokens } from './access-tokens';
import type { UsersService } from '../users/users.service';
import * as repo from './auth.repo';

const MINUTE = 60_000;
export const TOKEN_TTL = { reset: 60 * MINUTE, activation: 7 * 24 * 60 * MINUTE, signin: 5 * MINUTE, mfa: 5 * MINUTE } as const;
export const REFRESH_TTL_MS = 30 * 24 * 60 * MINUTE;
/** A refresh token used again within this time (two tabs refreshing at once) is not treated as theft. */
const REFRESH_GRACE_MS = 10_000;
const MFA_MAX_ATTEMPTS = 5;
const limits = (perIp: number, perEmail: number) => ({
  /** Failures for one account from one address: a guesser is stopped without locking the owner out elsewhere. */
  signInPerEmailAndIp: { max: 10, windowMs: 15 * MINUTE },
  /** A much higher ceiling for one account from every address together (a distributed guess). */
  signInPerEmail: { max: perEmail, windowMs: 15 * MINUTE },
  signInPerIp: { max: perIp, windowMs: 15 * MINUTE },
  resetPerEmail: { max: 5, windowMs: 60 * MINUTE },
  resetPerIp: { max: perIp, windowMs: 15 * MINUTE },
});
const ISSUER = 'Trueline';
/** Finds the account of a reset request and mails its link, away from the request. */
export const PASSWORD_RESET_JOB = 'auth.password-reset';

// Verified against when the email is unknown, so a wrong email costs the same time as a wrong password.
const DUMMY_HASH = hash('not-a-real-password-Aa1!');

export const hashPassword = (password: string) => hash(password);

type User = NonNullable<Awaited<ReturnType<AuthPeers['users']['credentials']['findLiveById']>>>;
/** The accounts sign-in reads and whose credential columns it writes, through the users service. */
export interface AuthPeers { tokens: AccessTokens; mailer: Pick<MailQueue, 'send'>; users: Pick<UsersService, 'credentials'> }
export interface Session {
  user: AuthorizedUser;
  refreshToken: string;
}

export function authService(
  deps: Pick<Deps, 'db' | 'now' | 'config' | 'cipher' | 'captcha' | 'jobs' | 'rateLimiter'>, peers: AuthPeers,
) {
  const { db, now, config, cipher } = deps;
  const users = peers.users.credentials;
  const LIMITS = limits(config.SIGNIN_LIMIT_PER_IP, config.SIGNIN_LIMIT_PER_EMAIL);

  async function startSession(user: User, familyId: string = newId()): Promise<Session> {
    const refreshToken = randomToken();
    const at = now();
    await repo.insertRefreshToken(db, {
      id: newId(), userId: user.id, familyId, tokenHash: sha256(refreshToken), expiresAt: new Date(at.getTime() + REFRESH_TTL_MS),
    });
    await users.touchLastSeen(user.id, at);
    const accessToken = await peers.tokens.sign({ userId: user.id, orgId: user.orgId, userType: user.userType, email: user.email, passwordChangedAt: user.passwordChangedAt });
    return {
      refreshToken,
      user: { id: user.id, orgId: user.orgId, firstName: user.firstName, lastName: user.lastName, email: user.email, userType: user.userType, accessToken },
    };
  }

  /** Creates a single-use token of `kind`, keeping only its hash; answers the raw token. */
  async function issueToken(userId: string, kind: repo.TokenKind): Promise<string> {
    const token = randomToken();
    const at = now();
    await repo.retireTokens(db, userId, kind, at);
    await repo.insertAuthToken(db, { id: newId(), userId, kind, tokenHash: sha256(token), expiresAt: new Date(at.getTime() + TOKEN_TTL[kind]) });
    return token;
  }

  async function usableToken(kind: repo.TokenKind, token: string, invalidMessage: string) {
    const row = token ? await repo.findUsableToken(db, kind, sha256(token), now()) : null;
    const user = row ? await users.findLiveById(row.userId) : null;
    if (!row || !user) throw badRequest(invalidMessage);
    return { row, user };
  }

  async function consumeToken(kind: repo.TokenKind, token: string, invalidMessage: string) {
    const found = await usableToken(kind, token, invalidMessage);
    if (!(await repo.consumeToken(db, found.row.id, now()))) throw badRequest(invalidMessage);
    return found.user;
  }

  /** TOTP codes are checked against the app's clock, like every other expiry. */
  const epochSeconds = () => Math.floor(now().getTime() / 1000);

  async function checkCaptcha(token: string, ip: string) {
    if (!(await deps.captcha.verify(token, ip))) throw badRequest(MESSAGES.captchaFailed, 'reCaptchaToken');
  }

  /** A new one-hour reset link for the account of `email`, if there is one, through the mail queue. */
  async function mailResetLink(email: string) {
    const user = await users.findLiveByEmail(email);
    if (!user) return;
    const token = await issueToken(user.id, 'reset');
    const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await peers.mailer.send(
      linkMail(user.email, 'Reset your Trueline password', `Hello ${user.firstName}, we received a request to reset your Trueline password.`, 'Reset your password', url,
        'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this mail.'),
    );
  }
  deps.jobs.define<{ email: string }>(PASSWORD_RESET_JOB, ({ email }) => mailResetLink(email));

  return {
    /** The site's address: links point to it, and its refresh cookie is Secure when it is https. */
    publicUrl: config.publicUrl,

    issueToken,

    /** Signs a user out everywhere (deleted, or password changed). */
    async endSessions(userId: string): Promise<void> {
      await repo.revokeAllForUser(db, userId, now());
    },

    async signIn(input: { email: string; password: string; reCaptchaToken: string }, ip: string): Promise<{ response: AuthResponse; session?: Session }> {
      // Each attempt is counted up front (parallel guesses cannot slip through) and given back when the password
      // was right, so the limits count failures: people signing in often are never locked out. An account's failures
      // are counted per client address (10), so a stranger guessing from elsewhere cannot lock its owner out, under a
      // much higher ceiling for all addresses together. A failed bot check counts against the address only.
      const byIp = { key: `signin:ip:${ip}`, limit: LIMITS.signInPerIp };
      const byEmailAndIp = { key: `signin:email-ip:${input.email}|${ip}`, limit: LIMITS.signInPerEmailAndIp };
      const byEmail = { key: `signin:email:${input.email}`, limit: LIMITS.signInPerEmail };
      await deps.rateLimiter.hit([byIp]);
      await checkCaptcha(input.reCaptchaToken, ip);
      await deps.rateLimiter.hit([byEmailAndIp, byEmail]);
      const user = await users.findLiveByEmail(input.email);
      const passwordOk = await verifyHash(user?.passwordHash ?? (await DUMMY_HASH), input.password).catch(() => false);
      if (!user || !user.passwordHash || !passwordOk) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
      await deps.rateLimiter.refund([byIp, byEmailAndIp, byEmail]);
      if (user.mfaSecret) {
        const token = await issueToken(user.id, 'mfa');
        return { response: { type: 'TwoFactorRequired', token } };
      }
      const session = await startSession(user);
      return { response: { type: 'Authenticated', authorizedUser: session.user }, session };
    },

    async secondFactor(input: { token: string; code: string }): Promise<Session> {
      const { row, user } = await usableToken('mfa', input.token, MESSAGES.signInTokenInvalid);
      if ((await repo.countTokenAttempt(db, row.id)) > MFA_MAX_ATTEMPTS) {
        await repo.consumeToken(db, row.id, now());
        throw badRequest(MESSAGES.signInTokenInvalid);
      }
      const secret = user.mfaSecret ? cipher.decrypt(user.mfaSecret) : null;
      const valid = secret ? (await verifyTotp({ secret, token: input.code, epochTolerance: 30, epoch: epochSeconds() })).valid : false;
      if (!valid) throw badRequest(MESSAGES.invalidMfaCode, 'code');
      if (!(await repo.consumeToken(db, row.id, now()))) throw badRequest(MESSAGES.signInTokenInvalid);
      return startSession(user);
    },

    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw unauthenticated();
      const at = now();
      const row = await repo.findRefreshToken(db, sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt <= at) throw unauthenticated();
      if (row.rotatedAt && at.getTime() - row.rotatedAt.getTime() > REFRESH_GRACE_MS) {
        // A rotated token came back: someone else holds it. End the whole session family.
        await repo.revokeFamily(db, row.familyId, at);
        throw unauthenticated();
      }
      if (!row.rotatedAt) await repo.markRotated(db, row.id, at);
      const user = await users.findLiveById(row.userId);
      if (!user) throw unauthenticated();
      return startSession(user, row.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repo.findRefreshToken(db, sha256(refreshToken));
      if (row) await repo.revokeFamily(db, row.familyId, now());
    },

    async requestPasswordReset(input: { email: string; reCaptchaToken: string }, ip: string): Promise<void> {
      // Every request counts (each may send a mail); a failed bot check only against the address.
      await deps.rateLimiter.hit([{ key: `reset:ip:${ip}`, limit: LIMITS.resetPerIp }]);
      await checkCaptcha(input.reCaptchaToken, ip);
      await deps.rateLimiter.hit([{ key: `reset:email:${input.email}`, limit: LIMITS.resetPerEmail }]);
      // The request does the same work whether or not the address exists (one queued job), so neither its answer
      // nor its timing tells; the job looks the account up and mails the link.
      await deps.jobs.send(PASSWORD_RESET_JOB, { email: input.email });
    },

    async verifyResetToken(token: string) {
      await usableToken('reset', token, MESSAGES.resetLinkInvalid);
    },

    async resetPassword(input: { token: string; password: string }) {
      const user = await consumeToken('reset', input.token, MESSAGES.resetLinkInvalid);
      await users.setPassword(user.id, await hashPassword(input.password), true, now());
      await repo.revokeAllForUser(db, user.id, now());
    },

    async verifyActivationToken(token: string) {
      await usableToken('activation', token, MESSAGES.activationLinkInvalid);
    },

    async activate(input: { token: string; password: string }): Promise<Session> {
      const user = await consumeToken('activation', input.token, MESSAGES.activationLinkInvalid);
      return startSession(await users.setPassword(user.id, await hashPassword(input.password), true, now()));
    },

    async signInWithToken(token: string): Promise<Session> {
      const user = await consumeToken('signin', token, MESSAGES.signInTokenInvalid);
      return startSession(user);
    },

    /** Starts second-factor set-up: a new secret waits for its first code; answers the 300×300 QR image. */
    async mfaQr(actor: UserActor): Promise<Buffer> {
      const user = await users.findLiveById(actor.userId);
      if (!user) throw unauthenticated();
      // An active factor is never replaced by whoever holds an access token: set-up is for accounts without one.
      if (user.mfaSecret) throw conflict(MESSAGES.mfaAlreadyEnabled);
      const secret = generateSecret();
      await users.setMfaSecrets(user.id, { mfaPendingSecret: cipher.encrypt(secret) });
      const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
      return QRCode.toBuffer(uri, { type: 'png', width: 300, margin: 1 });
    },

    async mfaVerify(actor: UserActor, code: string): Promise<void> {
      const user = await users.findLiveById(actor.userId);
      if (!user) throw unauthenticated();
      if (!user.mfaPendingSecret) throw badRequest(MESSAGES.invalidMfaCode, 'code');
      const secret = cipher.decrypt(user.mfaPendingSecret);
      const { valid } = await verifyTotp({ secret, token: code, epochTolerance: 30, epoch: epochSeconds() });
      if (!valid) throw badRequest(MESSAGES.invalidMfaCode, 'code');
      await users.setMfaSecrets(user.id, { mfaSecret: user.mfaPendingSecret, mfaPendingSecret: null });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
