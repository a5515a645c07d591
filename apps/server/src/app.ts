import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { MESSAGES } from '@trueline/contract';
import type { Config } from './config';
import type { Database } from './platform/db';
import type { Deps } from './platform/deps';
import { createCipher, resolveSecretKey } from './platform/crypto';
import { diskFileStorage } from './platform/files';
import { createJobQueue } from './platform/jobs';
import { createRealtimeHub } from './platform/realtime';
import { createRateLimiter } from './platform/rate-limit';
import { installErrorHandler } from './platform/errors';
import { registerOpenApi } from './platform/openapi';
import { registerPlatformRoutes } from './platform/platform.routes';
import { createMail } from './providers/mail/mail';
import { createCaptcha } from './providers/captcha/captcha';
import { sandboxDialers } from './providers/dialers/sandbox-dialers';
import { sandboxReputation } from './providers/reputation/sandbox-reputation';
import { sandboxRegistration } from './providers/registration/sandbox-registration';
import { sandboxRnd } from './providers/rnd/sandbox-rnd';
import { sandboxNumbers } from './providers/numbers/sandbox-numbers';
import { sandboxDnc } from './providers/dnc/sandbox-dnc';
import { sandboxLitigator } from './providers/litigator/sandbox-litigator';
import { sandboxEmergency } from './providers/emergency/sandbox-emergency';
import { sandboxSms } from './providers/sms/sandbox-sms';
import { sandboxVoice } from './providers/voice/sandbox-voice';
import { sandboxLeadVerification } from './providers/lead-verification/sandbox-lead-verification';
import { sandboxDataBoost } from './providers/data-boost/sandbox-data-boost';
import { registerFeatures, type Services } from './features/register';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replace a provider or the clock (a customer's real adapters, or a fixed time). */
  overrides?: Partial<Pick<Deps, 'mail' | 'captcha' | 'dialers' | 'rnd' | 'reputation' | 'registration' | 'numbers' | 'dnc' | 'litigator' | 'leadVerification' | 'dataBoost' | 'emergency' | 'sms' | 'now'>>;
  /** Job polling interval; tests poll faster. */
  jobPollingSeconds?: number;
  /** How long sandbox providers take compared to real services (0 answers at once). */
  sandboxLatency?: number;
  /** How often realtime sockets are pinged and their credentials checked again (default: the contract's heartbeat). */
  realtimeHeartbeatMs?: number;
  /** The built web app to serve (default: apps/web/dist); none is served when it holds no index.html. */
  webDist?: string;
}

export interface App {
  app: FastifyInstance;
  deps: Deps;
  services: Services;
  /** Starts the background parts: job workers and the realtime listener. */
  start(opts?: { jobs?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** Query parameters whose values are secrets, masked in request logs. */
const SECRET_QUERY = /([?&](?:apiKey|api-key|apiToken|token)=)[^&]*/gi;

const builtWebApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  const log = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
    // Some calls carry secrets in the query (connection API keys, `?api-key=`, sign-in link tokens): never log them.
    serializers: { req: (req: { method?: string; url?: string; host?: string; ip?: string; remoteAddress?: string }) => ({
      method: req.method, url: req.url?.replace(SECRET_QUERY, '$1[redacted]'), host: req.host, remoteAddress: req.ip ?? req.remoteAddress,
    }) },
  });
  const secretKey = resolveSecretKey(config.SECRET_KEY, config.dataDir);
  const cipher = createCipher(secretKey);
  const { db, sql } = database;
  const deps: Deps = {
    config, db, sql, log, cipher, secretKey,
    files: diskFileStorage(db, path.join(config.dataDir, 'files')),
    jobs: createJobQueue(sql, log, { pollingSeconds: opts.jobPollingSeconds }),
    realtime: createRealtimeHub(db, sql, log, { heartbeatMs: opts.realtimeHeartbeatMs }),
    rateLimiter: createRateLimiter(db, () => deps.now()),
    mail: createMail({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db }),
    captcha: createCaptcha(config.RECAPTCHA_SECRET),
    dialers: sandboxDialers({ publicUrl: config.publicUrl, latencyScale: opts.sandboxLatency ?? 1, secret: secretKey, db, now: () => deps.now() }),
    reputation: sandboxReputation({ latencyScale: opts.sandboxLatency ?? 1, now: () => deps.now() }),
    registration: sandboxRegistration({ latencyScale: opts.sandboxLatency ?? 1, now: () => deps.now() }),
    rnd: sandboxRnd({ latencyScale: opts.sandboxLatency ?? 1, now: () => deps.now() }),
    numbers: sandboxNumbers({ db, latencyScale: opts.sandboxLatency ?? 1, now: () => deps.now() }),
    dnc: sandboxDnc({ latencyScale: opts.sandboxLatency ?? 1 }),
    litigator: sandboxLitigator({ latencyScale: opts.sandboxLatency ?? 1 }),
    emergency: sandboxEmergency({ latencyScale: opts.sandboxLatency ?? 1 }),
    leadVerification: sandboxLeadVerification({ latencyScale: opts.sandboxLatency ?? 1 }),
    dataBoost: sandboxDataBoost({ latencyScale: opts.sandboxLatency ?? 1 }),
    sms: sandboxSms({ latencyScale: opts.sandboxLatency ?? 1, signingKey: crypto.createHmac('sha256', secretKey).update('sms-provider-events').digest('hex'), now: () => deps.now() }),
    voice: sandboxVoice({ latencyScale: opts.sandboxLatency ?? 1, signingKey: crypto.createHmac('sha256', secretKey).update('voice-provider-events').digest('hex'), now: () => deps.now() }),
    now: () => new Date(),
    ...opts.overrides,
  };

  // Routes are typed by bindRoute from the contract, so the instance itself stays the plain Fastify type.
  const app = Fastify({ loggerInstance: log, logController: new RequestLog(), trustProxy: config.TRUST_PROXY, bodyLimit: 5 * 1024 * 1024 }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // While closing, answers carry `Connection: close`, so keep-alive sockets of requests in flight end with their
  // response instead of holding the shutdown open until their idle time-out.
  let closing = false;
  const consolePolicy = contentSecurityPolicy(config);
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) void reply.header('connection', 'close');
    securityHeaders(reply, consolePolicy);
  });
  // The auth calls are form-encoded (spec 1 §7); JSON works too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerOpenApi(app, config);

  const { gate, authenticateToken, services } = registerFeatures(app, deps);
  registerPlatformRoutes(app, deps, gate);
  deps.realtime.register(app, authenticateToken);
  serveWebApp(app, opts.webDist ?? builtWebApp, consolePolicy);

  return {
    app,
    deps,
    services,
    async start({ jobs = true } = {}) {
      await deps.realtime.start();
      await deps.jobs.start({ work: jobs });
    },
    async stop() {
      deps.sms.close();
      deps.voice.close();
      await app.close();
      await deps.jobs.stop();
      await deps.realtime.stop();
    },
  };
}

/**
 * Request lines: one a request, at debug level (LOG_LEVEL=debug shows them). Fastify's own two a request at info
 * (received, completed) buried the start-up line under thousands within minutes of clicking. Failures keep their level.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    reply.log.debug({ req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ req: request }, 'route not found');
  }
}

/**
 * What the console's pages may load (defect 7): its own scripts, styles and data only. MUI's styles are inserted at
 * run time (emotion), hence inline styles; pictures and the QR code are shown from blob: and data: addresses; the
 * realtime socket is same-origin ('self' covers ws: and wss: to it). With a real reCAPTCHA key, Google's script and
 * frame too.
 */
export function contentSecurityPolicy(config: Pick<Config, 'RECAPTCHA_SITE_KEY'>): string {
  const recaptcha = config.RECAPTCHA_SITE_KEY ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...recaptcha],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...recaptcha],
    ['frame-src', ...(recaptcha.length > 0 ? recaptcha : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Anything else (API answers, stored files such as pictures) is never a page: opened directly, it may run nothing. */
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers on every answer: no page may be shown inside another site's frame (clickjacking, old and new browsers
 * alike), no type is guessed from the content, no address (with a reset link's token in it) is sent to other sites,
 * and the console's pages get their content policy. The API reader (/api/docs) sets its own policy after this.
 */
function securityHeaders(reply: FastifyReply, consolePolicy: string) {
  void reply.header('x-frame-options', 'DENY');
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'same-origin');
  const csp = reply.getHeader('content-security-policy');
  const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  if (csp === undefined) void reply.header('content-security-policy', isPage ? consolePolicy : NOT_A_PAGE_POLICY);
  else if (!String(csp).includes('frame-ancestors')) void reply.header('content-security-policy', `${String(csp)}; frame-ancestors 'none'`);
}

/** The built web app, and its index.html for `/` and every path that is not the API (client-side routes). */
function serveWebApp(app: FastifyInstance, webDist: string, consolePolicy: string) {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  // no-cache: a browser checks for a new build each time (the static plugin's own header would say otherwise). The
  // page's policy is set here, not from the content type: a 304 answer has none, and the browser would take the
  // policy of a 304 (default-src 'none') for the page it keeps.
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').header('content-security-policy', consolePolicy).sendFile('index.html', { cacheControl: false });
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
    // The static plugin refuses a directory (403) before the not-found handler is reached: `/` itself, the README's
    // address, is answered here.
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing file (a stale chunk after a deploy) is a 404, not the page; only client routes get index.html.
    const pathname = req.url.split('?')[0] ?? '';
    // A file ends in a short extension; a client route may end in a dotted token (an agent's chat link).
    const isClientRoute = !pathname.startsWith('/api') && !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (req.method === 'GET' && isClientRoute && hasWeb) return sendIndex(reply);
    return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
  });
}
