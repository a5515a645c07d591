import { MESSAGING_LIST_LIMITS } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import crypto from 'node:crypto';

/** The web page an agent chats from (outside the signed-in console). */
export const AGENT_CHAT_PAGE = '/engage/chat';
const API = '/api/v1/engage/conversations';

/**
 * Agent links (Continue the conversation, the conversation email's Endpoint.* tokens): a token signed with the
 * server key naming the lead, valid for MESSAGING_LIST_LIMITS.agentLinkHours. Whoever holds it may read the
 * conversation, reply and set the disposition of that one lead, and nothing else.
 */
export function agentLinks(deps: Pick<Deps, 'secretKey' | 'now' | 'config'>) {
  // Compact (lead id, expiry in base-36 seconds, a 128-bit HMAC): it travels in a path segment, which the router caps at 100.
  const key = crypto.createHash('sha256').update(`engage-agent-chat:${deps.secretKey}`).digest();
  const mac = (body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);
  const tokens = {
    sign: ({ l }: { l: string }, expires: Date) => {
      const body = `${l}.${Math.ceil(expires.getTime() / 1000).toString(36)}`;
      return `${body}.${mac(body)}`;
    },
    verify(token: string, now: Date): { l: string; exp: number } | null {
      const m = /^([A-Za-z0-9-]{1,40})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!m) return null;
      const given = Buffer.from(m[3]!);
      const expected = Buffer.from(mac(`${m[1]}.${m[2]}`));
      if (!crypto.timingSafeEqual(given, expected)) return null;
      const exp = parseInt(m[2]!, 36) * 1000;
      return exp > now.getTime() ? { l: m[1]!, exp } : null;
    },
  };
  return {
    issue(leadId: string) {
      const expires = new Date(deps.now().getTime() + MESSAGING_LIST_LIMITS.agentLinkHours * 3_600_000);
      const token = tokens.sign({ l: leadId }, expires);
      const base = deps.config.publicUrl;
      return {
        token, expires,
        url: `${base}${AGENT_CHAT_PAGE}/${token}`,
        endpoints: {
          ChatWidget: `${base}${AGENT_CHAT_PAGE}/${token}`,
          ConversationApi: `${base}${API}/${token}`,
          DispositionApi: `${base}${API}/${token}/disposition`,
          SendMessageApi: `${base}${API}/${token}/messages`,
        },
      };
    },
    /** The lead a token names and when the token expires, while it is valid and untouched; null otherwise. */
    verify(token: string): { leadId: string; expires: Date } | null {
      const v = tokens.verify(token, deps.now());
      return v ? { leadId: v.l, expires: new Date(v.exp) } : null;
    },
  };
}
export type AgentLinks = ReturnType<typeof agentLinks>;
