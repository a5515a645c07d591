import { expect } from 'vitest';
import { MESSAGING_WEBHOOK_KEYS, type MessagingCampaign, type MessagingCampaignBody, type MessagingCampaignStatus } from '@trueline/contract';
import type { TestApp } from '../../testing/test-app';
import { DEMO, call, type Session } from '../../testing/session';
import * as repo from './messaging-campaigns.repo';

export const mcUrl = (rest = '', ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}/messagingCampaigns${rest}`;

export const FILLED_MESSAGES = {
  outgoingMessage: 'Hi {{FirstName}}, your visit is tomorrow.', responseMessage: 'Thanks!', helpMessage: 'Reply STOP to opt out.',
  stopMessage: 'You are unsubscribed.', startMessage: 'You are subscribed again.',
};

export async function createMc(t: TestApp, s: Session, body: object = {}, ws: string = DEMO.ws.sales): Promise<MessagingCampaign> {
  const res = await call(t, 'POST', mcUrl('', ws), s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The body the edit modal would save for `c`, with `patch` over it. */
export function bodyOf(c: MessagingCampaign, patch: Partial<MessagingCampaignBody> = {}): MessagingCampaignBody {
  const { outgoingMessageFiles: _files, ...messages } = c.messages;
  return {
    name: c.name, senderSourceType: c.senderSourceType, senderSourceId: c.senderSourceId, aegisWorkflowId: c.aegisWorkflowId,
    runWorkflowBeforeSend: c.runWorkflowBeforeSend, dncRecordSets: c.dncRecordSets, customFields: c.customFields, dispositions: c.dispositions,
    messages, schedule: c.schedule, webhooks: Object.fromEntries(MESSAGING_WEBHOOK_KEYS.map((k) => [k, c.webhooks[k]])),
    notifications: c.notifications, ...patch,
  };
}

export const save = (t: TestApp, s: Session, c: Pick<MessagingCampaign, 'id'>, body: object) => call(t, 'POST', mcUrl(`/${c.id}`), s, body);

/** Puts a campaign straight into a status (to try each action from each status). */
export async function forceStatus(t: TestApp, id: string, campaignStatus: MessagingCampaignStatus) {
  await repo.updateCampaign(t.deps.db, id, { campaignStatus, status: campaignStatus === 'DELETED' ? 'DELETED' : 'ACTIVE' });
}
