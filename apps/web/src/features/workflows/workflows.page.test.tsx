import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { foldersRoutes, workflowsRoutes, type WorkflowSummary } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { layOutFolderTables } from '../../components/folder-test-layout';
import { WorkflowsPage } from './workflows.page';
import { workflowFixture } from './testing-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace((await import('./testing-fixtures')).workspaceFixture()));

const fake = screenTestApi(apiMock, {
  afterEach: () => {
    vi.restoreAllMocks();
    localStorage.clear();
  },
});
beforeEach(layOutFolderTables);

const summary = (id: string, name: string, extra: Partial<WorkflowSummary> = {}): WorkflowSummary => {
  const { flow: _flow, ...s } = workflowFixture({ id, name, ...extra });
  return s;
};
const list = [
  summary('w3', 'zeta transfers'),
  summary('w1', 'Alpha inbound', { publishedTimestamp: null, draft: true }),
  summary('w2', 'Beta after hours', { status: 'Disabled' }),
  summary('w4', 'Etl nightly', { type: 'ETL' }),
];

/** Answers the list and its folders; a test adds the calls it makes. */
function serve() {
  return fake.on(workflowsRoutes.list, () => list).on(foldersRoutes.list, () => []);
}

function Opened() {
  return <p>Workflow {useParams().id} opened</p>;
}

function renderPage() {
  render(withProviders(
    <MemoryRouter initialEntries={['/workflows']}>
      <Routes>
        <Route path="/workflows" element={<WorkflowsPage />} />
        <Route path="/workflows/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  ));
}

const rowNames = () => screen.queryAllByRole('row').map((r) => r.getAttribute('aria-label')).filter(Boolean);

describe('WorkflowsPage', () => {
  it('lists the Active workflows by name with their status; the status and text filters narrow the list', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(rowNames()).toEqual(['Open workflow Alpha inbound', 'Open workflow Etl nightly', 'Open workflow zeta transfers']));
    expect(within(screen.getByRole('row', { name: 'Open workflow Alpha inbound' })).getByText('Active')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(rowNames()).toEqual(['Open workflow Beta after hours']));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    fireEvent.change(screen.getByLabelText('Filter...'), { target: { value: 'ETL' } });
    await waitFor(() => expect(rowNames()).toEqual(['Open workflow Etl nightly']));
  });

  it('opens the editor on a row click, and a new workflow from the add menu straight away', async () => {
    serve().on(workflowsRoutes.create, ({ query }) => workflowFixture({ id: 'new1', type: query!.type }));
    renderPage();
    fireEvent.click(await screen.findByRole('row', { name: 'Open workflow zeta transfers' }));
    expect(await screen.findByText('Workflow w3 opened')).toBeTruthy();
    cleanup();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add workflow' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Real-time calls', 'ETL tasks', 'Import workflow']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'ETL tasks' }));
    expect(await screen.findByText('Workflow new1 opened')).toBeTruthy();
    expect(apiMock.mock.calls.find(([r]) => r === workflowsRoutes.create)![1]).toMatchObject({ query: { type: 'ETL' } });
  });

  it('imports only .aegis files holding a workflow, and opens the imported one', async () => {
    serve()
      .on(workflowsRoutes.duplicate, () => workflowFixture({ id: 'copy1', name: 'Copy of Alpha inbound' }))
      .on(workflowsRoutes.importFile, () => workflowFixture({ id: 'imp1' }));
    renderPage();
    const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });
    await screen.findByRole('row', { name: 'Open workflow Alpha inbound' });
    fireEvent.change(screen.getByLabelText('Workflow file'), { target: { files: [file('notes.txt', '{}')] } });
    expect(await screen.findByText('Failed to import workflow')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Workflow file'), { target: { files: [file('broken.aegis', 'not json')] } });
    await waitFor(() => expect(apiMock.mock.calls.some(([r]) => r === workflowsRoutes.importFile)).toBe(false));
    const good = { aegisVersion: 1, name: 'Imported', type: 'RealTime', status: 'Active', flow: workflowFixture().flow };
    fireEvent.change(screen.getByLabelText('Workflow file'), { target: { files: [file('good.aegis', JSON.stringify(good))] } });
    expect(await screen.findByText('Workflow imp1 opened')).toBeTruthy();
    expect(apiMock.mock.calls.find(([r]) => r === workflowsRoutes.importFile)![1]).toMatchObject({ body: { name: 'Imported', type: 'RealTime' } });
  });

  it('duplicates a workflow and opens the copy', async () => {
    serve().on(workflowsRoutes.duplicate, () => workflowFixture({ id: 'copy1', name: 'Copy of Alpha inbound' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Alpha inbound' }));
    expect(await screen.findByText('Workflow copy1 opened')).toBeTruthy();
  });
});
