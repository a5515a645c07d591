import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentChatRoutes as chat, messagingLeadsRoutes as r } from '@trueline/contract';
import { api } from '../../lib/api';
import { SENDING_REFRESH_MS } from './lists-api';

/** While the campaign sends (live), its leads and an open lead's messages are read again as the lists are. */
const refreshWhile = (live: boolean) => (live ? SENDING_REFRESH_MS : false);

/** The campaign's leads whose number starts with the prefix; nothing is asked before a search. */
export function useLeadSearch(ws: string, campaignId: string, prefix: string | null, live: boolean) {
  return useQuery({
    queryKey: ['messagingLeads', ws, campaignId, prefix ?? ''],
    queryFn: () => api(r.search, { params: { ws }, query: { prefix: prefix!, campaignId } }),
    enabled: Boolean(prefix),
    refetchInterval: refreshWhile(live),
  });
}

export function useLeadMessages(ws: string, leadId: string, live: boolean) {
  return useQuery({
    queryKey: ['messagingLeads', ws, 'messages', leadId],
    queryFn: () => api(r.messages, { params: { ws, leadId } }),
    refetchInterval: refreshWhile(live),
  });
}

export const requestAgentLink = (ws: string, leadId: string) => api(r.agentLink, { params: { ws, leadId } });
export const requestLeadsDownload = (ws: string, campaignId: string) => api(r.download, { params: { ws }, query: { campaignId } });

// The agent chat (public: the token is the credential).
const conversationKey = (token: string) => ['agentChat', token] as const;
export function useAgentConversation(token: string) {
  return useQuery({ queryKey: conversationKey(token), queryFn: () => api(chat.conversation, { params: { token } }), retry: false, refetchInterval: 15_000 });
}
export function useAgentActions(token: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: conversationKey(token) });
  return {
    send: useMutation({ mutationFn: (message: string) => api(chat.send, { params: { token }, body: { message } }), onSuccess: refresh }),
    dispose: useMutation({ mutationFn: (dispositionId: string) => api(chat.disposition, { params: { token }, body: { dispositionId } }), onSuccess: refresh }),
  };
}
