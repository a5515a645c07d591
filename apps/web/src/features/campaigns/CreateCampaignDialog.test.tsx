import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  businessRecordsRoutes, campaignsRoutes, dialersRoutes, foldersRoutes, identitiesRoutes, MESSAGES, provisioningProfilesRoutes,
  type Campaign, type Workspace,
} from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { testIdentity, testProvisioningProfile } from '../../testing/test-objects';
import { ApiError } from '../../lib/api';
import { CreateCampaignDialog } from './CreateCampaignDialog';
import { campaignFixture, recordFixture, smsCampaignFixture, workspaceFixture } from './testing-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));

const fake = screenTestApi(apiMock);

const records = [
  recordFixture('b1', 'Acme', [
    smsCampaignFixture('acme-10dlc', { name: 'Acme alerts' }),
    smsCampaignFixture('acme-short', { name: 'Acme short', campaignType: 'SHORT_CODE' }),
    smsCampaignFixture('acme-pending', { name: 'Acme pending', status: 'NOT_READY' }),
  ]),
  recordFixture('b2', 'Brightline', [smsCampaignFixture('bright-10dlc', { name: 'Bright news' })]),
];

function serve(create?: () => Promise<Campaign>) {
  fake
    .on(identitiesRoutes.list, () => [
      testIdentity({ id: 'id1', identityId: 'id1', name: 'ACME HOME', resourceStatus: 'ACTIVE' }),
      testIdentity({ id: 'id2', identityId: 'id2', name: 'OLD NAME', resourceStatus: 'DISABLED' }),
    ])
    .on(dialersRoutes.campaigns, () => [{ id: 'd1', name: 'Renewals East' }])
    .on(foldersRoutes.list, () => [{ id: 'f1', name: 'Spring', scope: 'Campaign' as const }])
    .on(provisioningProfilesRoutes.list, () => [testProvisioningProfile({ id: 'p1', name: 'Texas only' })])
    .on(businessRecordsRoutes.list, () => records);
  if (create) fake.on(campaignsRoutes.create, create);
}

function renderDialog(workspace: Workspace = workspaceFixture()) {
  render(withProviders(
    <MemoryRouter initialEntries={['/campaigns']}>
      <Routes>
        <Route path="/campaigns" element={<CreateCampaignDialog workspace={workspace} open onClose={() => undefined} />} />
        <Route path="/campaigns/:id" element={<p>Campaign page</p>} />
      </Routes>
    </MemoryRouter>,
  ));
}

async function choose(label: string, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const optionsOf = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const names = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
};

/** Every picker has its options (none says 'Loading…'). */
const loaded = () => waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));

// Each test walks several MUI menus: slow on a busy machine.
describe('CreateCampaignDialog', { timeout: 30_000 }, () => {
  it("shows the spec's messages in its order, focusing the first, and sends nothing", async () => {
    serve();
    renderDialog();
    create();
    expect(await screen.findByText(MESSAGES.campaignNameRequired)).toBeTruthy();
    const shown = [MESSAGES.campaignNameRequired, MESSAGES.cnamIdentityRequired, MESSAGES.dialerMappingRequired];
    const texts = Array.from(document.querySelectorAll('.MuiFormHelperText-root.Mui-error')).map((e) => e.textContent);
    expect(texts).toEqual(shown);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Campaign name' }));
    expect(apiMock).not.toHaveBeenCalledWith(campaignsRoutes.create, expect.anything());
  });

  it('changes its fields with the provisioning type, offering only ACTIVE identities', async () => {
    serve();
    renderDialog(workspaceFixture({ maxNumbersPerFullCoverageCampaign: 3 }));
    expect(await optionsOf('Provisioning type')).toEqual(['Full coverage', 'Provisioning profile', 'SMS messaging (10DLC)', 'Short code / toll-free messaging']);
    await loaded();
    expect(await optionsOf('CNAM identity')).toEqual(['ACME HOME']);
    expect(await optionsOf('Numbers per location')).toEqual(['1', '2', '3']);
    expect(screen.getByRole('combobox', { name: 'Dialer campaign' })).toBeTruthy();
    expect(screen.queryByLabelText('Coverage states')).toBeNull();

    await choose('Provisioning type', 'Provisioning profile');
    expect(screen.getByRole('combobox', { name: 'Provisioning profile' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Numbers per location' })).toBeNull();

    await choose('Provisioning type', 'SMS messaging (10DLC)');
    expect(screen.getByRole('combobox', { name: 'Messaging brand' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Dialer campaign' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Provisioning profile' })).toBeNull();
  });

  it('offers Bring your own pool and coverage states only where the workspace allows and restricts them', async () => {
    serve();
    renderDialog(workspaceFixture({ allowBringYourOwnPool: true, coverageStates: [{ stateName: 'Texas', country: 'US' }] }));
    expect(await optionsOf('Provisioning type')).toContain('Bring your own pool');
    expect(screen.getByLabelText('Coverage states')).toBeTruthy();
  });

  it('lists the brand’s ACTIVE campaigns of the type, and a new brand clears the chosen campaign', async () => {
    serve();
    renderDialog();
    await choose('Provisioning type', 'SMS messaging (10DLC)');
    await loaded();
    expect(await optionsOf('Messaging brand')).toEqual(['Acme', 'Brightline']);
    await choose('Messaging brand', 'Acme');
    expect(await optionsOf('Messaging campaign')).toEqual(['Acme alerts (10DLC)']);
    await choose('Messaging campaign', 'Acme alerts (10DLC)');
    expect(screen.getByRole('combobox', { name: 'Messaging campaign' }).textContent).toContain('Acme alerts');

    await choose('Messaging brand', 'Brightline');
    expect(screen.getByRole('combobox', { name: 'Messaging campaign' }).textContent).not.toContain('Acme alerts');
    fireEvent.change(screen.getByRole('textbox', { name: 'Campaign name' }), { target: { value: 'Texts' } });
    create();
    expect(await screen.findByText(MESSAGES.messagingBrandAndCampaignRequired)).toBeTruthy();
  });

  it('offers the managed switch in RING workspaces only, and clamps the reimport interval on blur', async () => {
    serve();
    renderDialog(workspaceFixture({ dialerProviderType: 'RING' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Managed campaign' }));
    const interval = screen.getByRole('spinbutton', { name: 'Reimport interval (days)' });
    fireEvent.change(interval, { target: { value: '99' } });
    fireEvent.blur(interval);
    await waitFor(() => expect((interval as HTMLInputElement).value).toBe('45'));
    fireEvent.change(interval, { target: { value: '-4' } });
    fireEvent.blur(interval);
    await waitFor(() => expect((interval as HTMLInputElement).value).toBe('0'));
    cleanup();

    serve();
    renderDialog(workspaceFixture({ dialerProviderType: 'FIVE9' }));
    await screen.findByRole('combobox', { name: 'Dialer campaign' });
    expect(screen.queryByRole('switch', { name: 'Managed campaign' })).toBeNull();
  });

  it('creates the campaign and lands on it; server field errors go under their fields', async () => {
    let fail = true;
    serve(async () => {
      if (fail) throw new ApiError(400, 'Invalid', 'VALIDATION', [{ path: 'name', message: 'A campaign of that name exists' }]);
      return campaignFixture({ id: 'new1' });
    });
    renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Campaign name' }), { target: { value: 'Spring Sale' } });
    await loaded();
    expect(await optionsOf('CNAM identity')).toEqual(['ACME HOME']);
    await choose('CNAM identity', 'ACME HOME');
    await loaded();
    expect(await optionsOf('Dialer campaign')).toEqual(['Renewals East']);
    await choose('Dialer campaign', 'Renewals East');
    await choose('Numbers per location', '2');
    await choose('Folder', 'Spring');
    create();
    expect(await screen.findByText('A campaign of that name exists')).toBeTruthy();

    fail = false;
    create();
    expect(await screen.findByText('Campaign page')).toBeTruthy();
    expect(apiMock).toHaveBeenLastCalledWith(campaignsRoutes.create, {
      params: { ws: 'ws1' },
      body: expect.objectContaining({
        name: 'Spring Sale', businessIdentityId: 'id1', provisioningType: 'FullCoverage', fullCoverageNumberCount: 2, dialerCampaignId: 'd1',
        folderId: 'f1', isManaged: false, messagingConfig: { businessRecordId: null, smsCampaignId: null },
      }),
    });
  });
});
