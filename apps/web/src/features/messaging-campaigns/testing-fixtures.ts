import { DEFAULT_MESSAGING_SCHEDULE, type MessagingCampaign, type SenderSource, type Workspace } from '@trueline/contract';

export function workspaceFixture(): Workspace {
  return {
    id: 'ws1', name: 'Sales', status: 'ACTIVE', dialerProviderType: 'FIVE9', dialerProviderSettings: null, allowFullCoverageCampaigns: true,
    allowBringYourOwnPool: false, maxNumbersPerFullCoverageCampaign: 3, allowNonTransactionalNumberMapping: false, coverageStates: [],
    workspaceFeatures: { aegisFeatures: { aegisBillingMode: 'AEGIS_ONE' } as Workspace['workspaceFeatures']['aegisFeatures'] },
    created: '2026-01-01T00:00:00.000Z',
  };
}

export function campaignFixture(extra: Partial<MessagingCampaign> = {}): MessagingCampaign {
  return {
    id: 'mc1', name: 'Spring promo', orgId: 'o1', workspaceId: 'ws1', campaignStatus: 'DRAFT', status: 'ACTIVE',
    created: '2026-11-01T10:00:00.000Z', updated: '2026-11-02T10:00:00.000Z', provisioningType: 'SmsMessaging',
    senderSourceType: 'LONG_CODE', senderSourceId: null, aegisWorkflowId: null, runWorkflowBeforeSend: false, dncRecordSets: [],
    customFields: [], allCampaignFields: ['Phone', 'FirstName', 'LastName', 'Email', 'Address1', 'Address2', 'City', 'State', 'Zip', 'FromNumber'],
    dispositions: [],
    messages: { outgoingMessage: '', responseMessage: '', helpMessage: '', stopMessage: '', startMessage: '', outgoingMessageFiles: [] },
    schedule: { ...DEFAULT_MESSAGING_SCHEDULE, exceptions: [] },
    webhooks: { deliveryResult: null, conversationStarted: null, incomingMessage: null, disposition: null, optOut: null, optIn: null },
    notifications: { sendConversationEmail: false, conversationEmail: { to: [], cc: [], subject: '', htmlBody: '' } },
    rejectionReason: null, folderId: null, forecastFinish: null, events: [],
    ...extra,
  };
}

export const FILLED_MESSAGES: MessagingCampaign['messages'] = {
  outgoingMessage: 'Hi {{FirstName}}, spring deals are here.', responseMessage: '', helpMessage: 'Reply STOP to opt out.',
  stopMessage: 'You are unsubscribed.', startMessage: 'Welcome back.', outgoingMessageFiles: [],
};

export function sourceFixture(extra: Partial<SenderSource> = {}): SenderSource {
  return { id: 'cc1', name: 'Core SMS', status: 'ACTIVE', campaignType: 'LONG_CODE', mmsEnabled: false, smsCampaignName: 'Acme 10DLC', sendingNumbers: 4, ...extra };
}
