import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  brandedCallingProfilesRoutes, businessRecordsRoutes, campaignsRoutes, ftcSansRoutes, identitiesRoutes, MESSAGES, type Campaign,
} from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { testBrandedCallingProfile, testFtcSan, testIdentity } from '../../testing/test-objects';
import { ApiError } from '../../lib/api';
import { OverviewForm } from './OverviewForm';
import { CITY_COLUMNS, CoreFluxTab } from './CoreFluxTab';
import { WatchtowerTab } from './WatchtowerTab';
import { MessagingTab } from './MessagingTab';
import { campaignPermissions } from './overview-form';
import { campaignFixture, recordFixture, smsCampaignFixture, workspaceFixture } from './testing-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));

const fake = screenTestApi(apiMock);

const identities = [
  testIdentity({ id: 'id1', identityId: 'id1', name: 'ACME HOME', resourceStatus: 'ACTIVE' }),
  testIdentity({ id: 'id2', identityId: 'id2', name: 'ACME SERVICE', resourceStatus: 'ACTIVE' }),
];

function serve() {
  fake
    .on(identitiesRoutes.list, () => identities)
    .on(brandedCallingProfilesRoutes.list, () => [testBrandedCallingProfile({ id: 'bp1', label: 'Acme brand', callerNameShort: 'ACME' })])
    .on(ftcSansRoutes.list, () => [testFtcSan({ id: 's1', ftcSan: '12345', ftcOrgName: 'Acme Inc' })])
    .on(campaignsRoutes.cityUtilization, () => []);
}

const ws = workspaceFixture();
const overview = (campaign: Campaign, role: 'SuperAdmin' | 'Owner') =>
  render(withProviders(<OverviewForm campaign={campaign} workspace={ws} can={campaignPermissions(role, campaign)} />));

describe('campaign detail: role rules', { timeout: 30_000 }, () => {
  it('shows an Owner the Sentry, full-coverage and CoreFlux settings read-only, without Update CNAM', () => {
    serve();
    overview(campaignFixture({ enableElasticScaling: true }), 'Owner');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('readOnly', false);
    expect(screen.getByLabelText('Sentry age (days)')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Numbers per location')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Threshold')).toHaveProperty('readOnly', true);
    expect(screen.getByRole('switch', { name: 'CoreFlux elastic scaling' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Update CNAM' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('saves an Owner’s changes without the SuperAdmin settings, and refuses a campaign with no forwarding number', async () => {
    const saved = vi.fn((args: unknown) => ({ ...campaignFixture(), name: (args as { body: { name: string } }).body.name }));
    serve();
    fake.on(campaignsRoutes.update, saved);
    overview(campaignFixture({ forwardingNumber: null }), 'Owner');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Summer Sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.forwardingNumberRequired)).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Forwarding number' }), { target: { value: '512 555 0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.campaignSaved)).toBeTruthy();
    expect(saved).toHaveBeenCalledWith({
      params: { ws: 'ws1', campaignId: 'c1' },
      body: { name: 'Summer Sale', forwardingNumber: '+15125550199', forwardViaSipTrunk: false },
    });
  });

  it('lets a SuperAdmin update the CNAM once another identity is chosen, with Replace pool', async () => {
    const update = vi.fn(() => campaignFixture({ businessIdentityId: 'id2', businessIdentityName: 'ACME SERVICE' }));
    serve();
    fake.on(campaignsRoutes.updateCnam, update);
    overview(campaignFixture(), 'SuperAdmin');
    expect(screen.getByLabelText('Sentry age (days)')).toHaveProperty('readOnly', false);
    fireEvent.click(screen.getByRole('button', { name: 'Update CNAM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update CNAM' });
    const button = within(dialog).getByRole('button', { name: 'Update' });
    expect(button).toHaveProperty('disabled', true);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'CNAM identity' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ACME SERVICE' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Replace pool' }));
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(await screen.findByText(MESSAGES.cnamUpdated)).toBeTruthy();
    expect(update).toHaveBeenCalledWith({ params: { ws: 'ws1', campaignId: 'c1' }, query: { identity: 'id2', replacePool: true } });
  });

  it('asks for an identity when the choice is cleared, and says why an update failed', async () => {
    serve();
    fake.on(campaignsRoutes.updateCnam, () => { throw new ApiError(500, '', 'INTERNAL'); });
    overview(campaignFixture(), 'SuperAdmin');
    fireEvent.click(screen.getByRole('button', { name: 'Update CNAM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update CNAM' });
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: 'CNAM identity' }) as HTMLInputElement).value).toBe('ACME HOME'));
    fireEvent.click(within(dialog).getByTitle('Clear'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(MESSAGES.selectCnamIdentity)).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'CNAM identity' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ACME SERVICE' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MESSAGES.cnamUpdateFailed)).toBeTruthy();
  });

  it('shows CoreFlux only when elastic scaling is on, editable by SuperAdmin alone', async () => {
    serve();
    const { unmount } = render(withProviders(<CoreFluxTab campaign={campaignFixture()} editable />));
    expect(screen.getByText(MESSAGES.coreFluxNotAvailable)).toBeTruthy();
    unmount();

    render(withProviders(<CoreFluxTab campaign={campaignFixture({ enableElasticScaling: true })} editable={false} />));
    expect(screen.getByLabelText('Weekend weight')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await screen.findByText('CoreFlux has not sized any city yet.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeTruthy();
    // jsdom has no width, so the grid renders only its first columns: the definitions name them all.
    expect(CITY_COLUMNS.map((c) => c.headerName)).toEqual(['City', 'Region', 'Country', 'Target', 'Active', 'Ordered', 'Updated', 'Last event']);
  });

  it('keeps branded calling to SuperAdmin, shows the FTC SAN choice with National DNC, and the activation request for LeadiD', async () => {
    serve();
    const campaign = campaignFixture({ features: { ...campaignFixture().features, veriskCheckEnabled: true } });
    render(withProviders(<WatchtowerTab campaign={campaign} workspace={ws} editable editBrandedCalling={false} />));
    const profile = await screen.findByRole('combobox', { name: 'Branded calling profile' });
    expect(profile).toHaveProperty('disabled', true);
    expect(profile.getAttribute('placeholder')).toBe('Branded calling not enabled');
    expect(screen.getByRole('button', { name: MESSAGES.requestActivation })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'FTC SAN' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'National DNC scrubbing' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'FTC SAN' }));
    expect(await screen.findByRole('option', { name: '12345: Acme Inc' })).toBeTruthy();
  });

  it('says when a messaging campaign has no SMS campaign, and confirms a change of association', async () => {
    const record = recordFixture('b1', 'Acme', [smsCampaignFixture('s1', { name: 'Acme alerts' }), smsCampaignFixture('s2', { name: 'Acme news' })]);
    const update = vi.fn(() => campaignFixture({ provisioningType: 'SmsMessaging', messagingConfig: { businessRecordId: 'b1', smsCampaignId: 's2' } }));
    serve();
    fake.on(businessRecordsRoutes.list, () => [record]).on(campaignsRoutes.update, update);
    const campaign = campaignFixture({ provisioningType: 'SmsMessaging', messagingConfig: { businessRecordId: 'b1', smsCampaignId: 'gone' } });
    render(withProviders(<MessagingTab campaign={campaign} editable />));
    expect(await screen.findByText(MESSAGES.smsCampaignNotFound)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Messaging campaign' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme news (10DLC)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.messagingCampaignModifyConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ params: { ws: 'ws1', campaignId: 'c1' }, body: { name: 'Spring Sale', messagingConfig: { businessRecordId: 'b1', smsCampaignId: 's2' } } }));
  });
});
