import { businessRecordBody, type BusinessRecordBody } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { folders } from '../../features/folders/folders.tables';

/** Fixed ids, so other features' demo data (UC Protect, Engage, Core identities) can name these records and campaigns. */
export const DEMO_BUSINESS_RECORDS = {
  acme: '00000000-0000-4000-8000-0000000b0001',
  brightline: '00000000-0000-4000-8000-0000000b0002',
  cedarRidge: '00000000-0000-4000-8000-0000000b0003',
};
export const DEMO_SMS_CAMPAIGNS = {
  acmeAlerts: '00000000-0000-4000-8000-0000000b5001',
  acmePromo: '00000000-0000-4000-8000-0000000b5002',
  cedarReminders: '00000000-0000-4000-8000-0000000b5003',
};
export const DEMO_BUSINESS_FOLDER = '00000000-0000-4000-8000-0000000bf001';

const noLimits = { perMinute: null, perDay: null, shortCodePerMinute: null };

const acme: BusinessRecordBody = {
  legalName: 'Acme Home Services LLC', ein: '74-3156902', website: 'https://acmehome.example', phone: '+15125550142',
  address: { address1: '2200 South Lamar Blvd', address2: 'Suite 310', city: 'Austin', state: 'TX', zip: '78704' },
  contact: { firstName: 'Maria', lastName: 'Gonzalez', title: 'Compliance Manager', email: 'maria.gonzalez@acmehome.example', phone: '+15125550143' },
  callCategory: 'Sales', callsPerMonth: 45_000,
  cnams: [{ name: 'ACME HOME' }, { name: 'ACME SERVICE' }],
  smsRateLimits: {
    att: { perMinute: 240, perDay: null, shortCodePerMinute: 6000 },
    verizon: { perMinute: 240, perDay: null, shortCodePerMinute: 6000 },
    tmobile: { perMinute: null, perDay: 10_000, shortCodePerMinute: 6000 },
    other: noLimits,
  },
  smsCampaigns: [
    {
      id: DEMO_SMS_CAMPAIGNS.acmeAlerts, name: 'Service appointment alerts', campaignType: 'LONG_CODE', status: 'ACTIVE', mmsEnabled: false,
      poolProviderType: 'INFOBIP', vendorCampaignId: 'CX7QJ2A', shortenedUrl: 'go.acmehome.example',
      optInMessage: 'Acme Home: you are subscribed to appointment alerts. Msg frequency varies. Msg&data rates may apply. Reply HELP for help, STOP to cancel.',
      optOutMessage: 'Acme Home: you are unsubscribed and will receive no further messages.',
      helpMessage: 'Acme Home: for help call (512) 555-0142 or visit acmehome.example. Reply STOP to cancel.',
    },
    {
      id: DEMO_SMS_CAMPAIGNS.acmePromo, name: 'Seasonal offers', campaignType: 'SHORT_CODE', status: 'NOT_READY', mmsEnabled: true,
      poolProviderType: 'TELNYX', vendorCampaignId: 'SC-48213', senderNumber: '48213',
      optInMessage: 'Acme Home offers: up to 4 msgs/mo. Msg&data rates may apply. Reply HELP for help, STOP to cancel.',
      optOutMessage: 'Acme Home offers: you are unsubscribed. No more messages will be sent.',
      helpMessage: 'Acme Home offers: call (512) 555-0142 for help. Reply STOP to cancel.',
    },
  ],
};

const brightline: BusinessRecordBody = {
  legalName: 'Brightline Insurance Agency Inc', ein: '86-2047731', website: 'brightline-insurance.example', phone: '+16025550177',
  address: { address1: '4 North Central Ave', city: 'Phoenix', state: 'AZ', zip: '85004' },
  contact: { firstName: 'Daniel', lastName: 'Okafor', title: 'Operations Director', email: 'd.okafor@brightline-insurance.example', phone: '+16025550178' },
  resourceStatus: 'DISABLED',
  cnams: [{ name: 'BRIGHTLINE INS' }],
};

const cedarRidge: BusinessRecordBody = {
  legalName: 'Cedar Ridge Health Partners', ein: '47-5521908', website: 'https://cedarridgehealth.example', phone: '+13035550119',
  address: { address1: '1600 Grant Street', city: 'Denver', state: 'CO', zip: '80203' },
  contact: { firstName: 'Priya', lastName: 'Raman', title: 'Patient Outreach Lead', email: 'praman@cedarridgehealth.example', phone: '+13035550120' },
  callCategory: 'Appointment reminders', callsPerMonth: 8000,
  cnams: [{ name: 'CEDAR RIDGE' }],
  smsCampaigns: [
    {
      id: DEMO_SMS_CAMPAIGNS.cedarReminders, name: 'Visit reminders', campaignType: 'TOLL_FREE', status: 'ACTIVE', mmsEnabled: false,
      poolProviderType: 'INFOBIP', vendorCampaignId: 'TF-90214', senderNumber: '+18885550134',
      optInMessage: 'Cedar Ridge Health: visit reminders on. Reply HELP for help, STOP to cancel.',
      optOutMessage: 'Cedar Ridge Health: reminders are off. You will get no more texts.',
      helpMessage: 'Cedar Ridge Health: call (303) 555-0119 for help. Reply STOP to cancel.',
    },
  ],
};

/** Business profiles of Sales Floor: an ACTIVE one with CNAMs and SMS campaigns, a DISABLED one, one in a folder. */
export async function seedBusinessRecords(app: App, ctx: SeedContext): Promise<void> {
  const records = app.services.businessRecords;
  const actor = { kind: 'user', userId: ctx.userIds.superadmin, orgId: ctx.demoOrgId, userType: 'SuperAdmin', email: 'superadmin@demo.test' } as const;
  const ws = DEMO_WORKSPACES.sales;
  await app.deps.db.insert(folders).values({ id: DEMO_BUSINESS_FOLDER, orgId: ctx.demoOrgId, workspaceId: ws, scope: 'BusinessRecord', name: 'Healthcare clients' });
  const scope = await app.services.workspaces.scope(actor, ctx.demoOrgId, ws);
  await records.create(scope, businessRecordBody.parse(acme), DEMO_BUSINESS_RECORDS.acme);
  await records.create(scope, businessRecordBody.parse(brightline), DEMO_BUSINESS_RECORDS.brightline);
  await records.create(scope, businessRecordBody.parse(cedarRidge), DEMO_BUSINESS_RECORDS.cedarRidge);
  await records.moveToFolder(scope, DEMO_BUSINESS_RECORDS.cedarRidge, DEMO_BUSINESS_FOLDER);
}
