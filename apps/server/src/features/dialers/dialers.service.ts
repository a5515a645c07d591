import type { z } from 'zod';
import {
  CONNECT_RESERVED_FIELDS, MESSAGES,
  type connectConnectBody, type DialerCampaign, type DialerSettings, type five9ConnectBody, type MappingField, type ProviderCode, type ringConnectBody,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireUser } from '../../platform/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { randomToken, signedTokens } from '../../platform/crypto';
import { ProviderError } from '../../providers/sandbox';
import { sandboxCxoneCode } from '../../providers/dialers/sandbox-dialers';
import type { DialerAccount } from '../../providers/dialers/dialers';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import { toWorkspace } from '../workspaces/workspaces.service';

type Five9Body = z.output<typeof five9ConnectBody>;
type RingBody = z.output<typeof ringConnectBody>;
type ConnectBody = z.output<typeof connectConnectBody>;

/** How long the user has to sign in at CXone and come back (the `state` of the authorisation expires then). */
export const NICE_STATE_TTL_MS = 10 * 60_000;

/** The one address CXone sends the browser back to (spec 1 §4.3: the site origin plus /oauth/cxone). */
export const niceRedirectUrl = (publicUrl: string) => `${publicUrl}/oauth/cxone`;

/** A provider's refusal is the user's to fix: shown as a 400 with the platform's words (or ours). */
async function asUserError<T>(work: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('VALIDATION', message ?? err.message);
    throw err;
  }
}

export function dialersService(
  deps: Pick<Deps, 'secretKey' | 'config' | 'dialers' | 'now'>, { workspaces }: { workspaces: Pick<WorkspacesService, 'dialerSecrets' | 'saveDialer'> },
) {
  // The OAuth `state` names the workspace and the user who started the authorisation, so a code obtained in
  // someone else's browser (or for another workspace) cannot be slipped into this connection.
  const niceStates = signedTokens<{ ws: string; user: string; nonce: string }>(deps.secretKey, 'nice-oauth-state');
  const checkRedirect = (redirectUrl: string) => {
    if (redirectUrl !== niceRedirectUrl(deps.config.publicUrl)) throw badRequest(MESSAGES.cxoneRedirectInvalid, 'redirectUrl');
  };
  const settingsOf = (w: WorkspaceRow): DialerSettings => toWorkspace(w).dialerProviderSettings!;
  const connectedAs = (w: WorkspaceRow, provider: ProviderCode) => w.dialerProviderType === provider && Boolean(w.dialerSettings?.connected);

  /** The account the adapter needs, with the secrets decrypted. */
  function accountOf(w: WorkspaceRow): DialerAccount {
    const s = w.dialerSettings ?? { connected: false };
    const secrets = workspaces.dialerSecrets(w);
    switch (w.dialerProviderType) {
      case 'FIVE9': return { provider: 'FIVE9', username: String(s.username ?? ''), password: secrets.password ?? '', countryCode: s.countryCode === 'CA' ? 'CA' : 'US' };
      case 'RING': return { provider: 'RING', permanentToken: secrets.permanentToken ?? '', subAccountId: Number(s.subAccountId ?? 0) };
      case 'NICE': return { provider: 'NICE', accessToken: secrets.accessToken ?? '', refreshToken: secrets.refreshToken ?? '', tenant: String(s.tenant ?? '') };
      case 'CONNECT': return {
        provider: 'CONNECT', accessKeyId: String(s.accessKeyId ?? ''), secretAccessKey: secrets.secretAccessKey ?? '',
        awsRegion: String(s.awsRegion ?? ''), appId: String(s.appId ?? ''), attributes: (s.attributes as string[] | undefined) ?? [],
      };
      case 'PREM': return { provider: 'PREM', workspaceId: w.id };
      default: throw conflict(MESSAGES.dialerNotConnected);
    }
  }

  function connected({ workspace: w }: WorkspaceScope) {
    if (!w.dialerProviderType || !w.dialerSettings?.connected) throw conflict(MESSAGES.dialerNotConnected);
    return { w, account: accountOf(w), adapter: deps.dialers.adapter(w.dialerProviderType) };
  }

  /** Mapping choices must name fields the dialer really has; the error names the first field that does not. */
  async function checkFields(account: DialerAccount, provider: ProviderCode, choices: [string | null | undefined, string][]) {
    if (!choices.some(([name]) => name)) return;
    const fields = await asUserError(() => deps.dialers.adapter(provider).mappingFields(account, {}));
    const known = new Set(fields.map((f) => f.columnId));
    const unknown = choices.find(([name]) => name && !known.has(name));
    if (unknown) throw badRequest(MESSAGES.dialerFieldUnknown, unknown[1]);
  }

  function writable({ actor, workspace }: WorkspaceScope): WorkspaceRow {
    requireUser(actor);
    return workspace;
  }

  return {
    /**
     * The sandbox CXone sign-in's code for a redirect address: null unless it is this site's callback page, as a CXone
     * application registers exactly one redirect address.
     */
    sandboxCxoneCode(redirectUri: string): string | null {
      if (redirectUri !== niceRedirectUrl(deps.config.publicUrl)) return null;
      return sandboxCxoneCode(deps.secretKey, { redirectUri, now: deps.now() });
    },

    /** The decrypted account of a workspace's connected dialer, for jobs that deliver to it (list processing); 409 when none. */
    accountOf(w: WorkspaceRow): DialerAccount {
      if (!w.dialerProviderType || !w.dialerSettings?.connected) throw conflict(MESSAGES.dialerNotConnected);
      return accountOf(w);
    },

    async mappingFields(scope: WorkspaceScope, opts: { filterReserved?: boolean; campaignId?: string }): Promise<MappingField[]> {
      const { account, adapter } = connected(scope);
      const fields = await asUserError(() => adapter.mappingFields(account, { campaignId: opts.campaignId }));
      return opts.filterReserved ? fields.filter((f) => !f.reserved) : fields;
    },

    async campaigns(scope: WorkspaceScope, includeLists: boolean): Promise<DialerCampaign[]> {
      const { account, adapter } = connected(scope);
      return asUserError(() => adapter.campaigns(account, { includeLists }));
    },

    async campaign(scope: WorkspaceScope, campaignId: string): Promise<DialerCampaign> {
      const { account, adapter } = connected(scope);
      const found = (await asUserError(() => adapter.campaigns(account, { includeLists: true }))).find((c) => c.id === campaignId);
      if (!found) throw notFound(MESSAGES.dialerCampaignNotFound);
      return found;
    },

    async connectFive9(scope: WorkspaceScope, body: Five9Body): Promise<DialerSettings> {
      const w = writable(scope);
      const wasConnected = connectedAs(w, 'FIVE9');
      const password = body.password || (w.dialerProviderType === 'FIVE9' ? workspaces.dialerSecrets(w).password : undefined);
      if (!password) throw badRequest(MESSAGES.fieldRequired, 'password');
      // The mappings are required once connected; mappings given at any time must be valid.
      if (wasConnected) {
        if (!body.callerIdFieldName) throw badRequest(MESSAGES.five9CallerIdRequired, 'callerIdFieldName');
        if (!body.uniqueIdFieldName) throw badRequest(MESSAGES.five9UniqueIdRequired, 'uniqueIdFieldName');
        if (body.leadKeyFields.length === 0) throw badRequest(MESSAGES.five9LeadKeyRequired, 'leadKeyFields');
      }
      if (body.callerIdFieldName && body.callerIdFieldName === body.uniqueIdFieldName) throw badRequest(MESSAGES.five9SameField, 'uniqueIdFieldName');
      const account: DialerAccount = { provider: 'FIVE9', username: body.username, password, countryCode: body.countryCode };
      await asUserError(() => deps.dialers.adapter('FIVE9').verify(account));
      await checkFields(account, 'FIVE9', [
        [body.callerIdFieldName, 'callerIdFieldName'], [body.uniqueIdFieldName, 'uniqueIdFieldName'],
        ...body.leadKeyFields.map((f): [string, string] => [f, 'leadKeyFields']),
      ]);
      const saved = await workspaces.saveDialer(w.id, 'FIVE9', {
        connected: true, username: body.username, countryCode: body.countryCode,
        callerIdFieldName: body.callerIdFieldName ?? null, uniqueIdFieldName: body.uniqueIdFieldName ?? null, leadKeyFields: body.leadKeyFields,
      }, { password });
      return settingsOf(saved);
    },

    async connectRing(scope: WorkspaceScope, body: RingBody): Promise<DialerSettings> {
      const w = writable(scope);
      const wasConnected = connectedAs(w, 'RING');
      const permanentToken = body.permanentToken || (w.dialerProviderType === 'RING' ? workspaces.dialerSecrets(w).permanentToken : undefined);
      if (!permanentToken) throw badRequest(MESSAGES.fieldRequired, 'permanentToken');
      if (wasConnected && !body.uniqueIdFieldName) throw badRequest(MESSAGES.ringUniqueIdRequired, 'uniqueIdFieldName');
      await asUserError(() => deps.dialers.adapter('RING').verify({ provider: 'RING', permanentToken, subAccountId: body.subAccountId }), MESSAGES.ringConnectError);
      const saved = await workspaces.saveDialer(w.id, 'RING', {
        connected: true, subAccountId: body.subAccountId, uniqueIdFieldName: body.uniqueIdFieldName ?? null,
      }, { permanentToken });
      return settingsOf(saved);
    },

    async connectConnect(scope: WorkspaceScope, body: ConnectBody): Promise<DialerSettings> {
      const w = writable(scope);
      const wasConnected = connectedAs(w, 'CONNECT');
      const secretAccessKey = body.secretAccessKey || (w.dialerProviderType === 'CONNECT' ? workspaces.dialerSecrets(w).secretAccessKey : undefined);
      if (!secretAccessKey) throw badRequest(MESSAGES.fieldRequired, 'secretAccessKey');
      // The mapping is required once connected; a mapping given at any time must be valid.
      if (wasConnected && !body.callerIdFieldName) throw badRequest(MESSAGES.connectCallerIdRequired, 'callerIdFieldName');
      if (body.callerIdFieldName && (CONNECT_RESERVED_FIELDS as readonly string[]).includes(body.callerIdFieldName)) {
        throw badRequest(MESSAGES.connectCallerIdReserved, 'callerIdFieldName');
      }
      const attributes = [...new Set(body.attributes)];
      const account: DialerAccount = { provider: 'CONNECT', accessKeyId: body.accessKeyId, secretAccessKey, awsRegion: body.awsRegion, appId: body.appId, attributes };
      await asUserError(() => deps.dialers.adapter('CONNECT').verify(account));
      await checkFields(account, 'CONNECT', [[body.callerIdFieldName, 'callerIdFieldName']]);
      const saved = await workspaces.saveDialer(w.id, 'CONNECT', {
        connected: true, accessKeyId: body.accessKeyId, awsRegion: body.awsRegion, appId: body.appId,
        callerIdFieldName: body.callerIdFieldName ?? null, attributes,
      }, { secretAccessKey });
      return settingsOf(saved);
    },

    async connectPrem(scope: WorkspaceScope): Promise<DialerSettings> {
      const w = writable(scope);
      await asUserError(() => deps.dialers.adapter('PREM').verify({ provider: 'PREM', workspaceId: w.id }), MESSAGES.premConnectError);
      return settingsOf(await workspaces.saveDialer(w.id, 'PREM', { connected: true }, null));
    },

    async niceAuthorize(scope: WorkspaceScope, redirectUrl: string): Promise<string> {
      const w = writable(scope);
      checkRedirect(redirectUrl);
      const expiresAt = new Date(deps.now().getTime() + NICE_STATE_TTL_MS);
      const state = niceStates.sign({ ws: w.id, user: requireUser(scope.actor).userId, nonce: randomToken(9) }, expiresAt);
      return deps.dialers.nice.authorizeUrl({ state, redirectUrl });
    },

    async niceConnect(scope: WorkspaceScope, input: { authCode: string; redirectUrl: string; state: string }): Promise<DialerSettings> {
      const w = writable(scope);
      checkRedirect(input.redirectUrl);
      const state = niceStates.verify(input.state, deps.now());
      if (!state || state.ws !== w.id || state.user !== requireUser(scope.actor).userId) throw badRequest(MESSAGES.cxoneStateInvalid, 'state');
      const tokens = await asUserError(() => deps.dialers.nice.exchangeCode({ code: input.authCode, redirectUrl: input.redirectUrl }));
      const saved = await workspaces.saveDialer(w.id, 'NICE', { connected: true, tenant: tokens.tenant }, {
        accessToken: tokens.accessToken, refreshToken: tokens.refreshToken,
      });
      return settingsOf(saved);
    },
  };
}
export type DialersService = ReturnType<typeof dialersService>;
