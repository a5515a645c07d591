import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, createEvent, fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MESSAGES, workflowsRoutes, type RouteDef } from '@trueline/contract';
import { nodeDefinition } from '@trueline/workflow';
import { withProviders } from '../../../testing/with-providers';
import { screenTestApi } from '../../../testing/screen-test';
import { workflowFixture, workspaceFixture } from '../testing-fixtures';
import { WorkflowEditor } from './WorkflowEditor';
import { NODE_DRAG_TYPE } from './Palette';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<typeof import('../../../lib/api')>()), api: apiMock }));
const fake = screenTestApi(apiMock);
beforeAll(() => {
  // jsdom lays nothing out: the canvas needs these to exist.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
});

function renderEditor(workflow = workflowFixture(), features = {}) {
  fake.on(workflowsRoutes.pickerOptions, () => []);
  render(withProviders(<MemoryRouter><WorkflowEditor workflow={workflow} workspace={workspaceFixture(features)} /></MemoryRouter>));
}

/** The spec's refusal has two spaces after its first sentence: compared as it is. */
const refusal = () => screen.findByText(MESSAGES.nodeTypeDisabled, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) });
const dnc = () => nodeDefinition('DoNotCall')!;
const insert = () => nodeDefinition('CoreCampaignInsert')!;

describe('WorkflowEditor palette', () => {
  it('dims the node types the workspace has not enabled, with a lock, and refuses them with the spec\'s text', async () => {
    renderEditor(workflowFixture(), { doNotCall: false });
    const palette = screen.getByRole('navigation', { name: 'Node palette' });
    const locked = within(palette).getByRole('button', { name: `Add ${dnc().label} (not enabled on this workspace)` });
    expect(locked.getAttribute('data-disabled')).toBe('true');
    expect(within(locked).getByLabelText('Locked')).toBeTruthy();
    const open = within(palette).getByRole('button', { name: 'Add Accept' });
    expect(open.getAttribute('data-disabled')).toBeNull();
    expect(within(open).queryByLabelText('Locked')).toBeNull();

    fireEvent.click(locked);
    expect(await refusal()).toBeTruthy();
  });

  it('offers the flagged type where the workspace enables it, and campaign inserts only to ETL workflows', () => {
    renderEditor(workflowFixture(), { doNotCall: true });
    const palette = screen.getByRole('navigation', { name: 'Node palette' });
    expect(within(palette).getByRole('button', { name: `Add ${dnc().label}` })).toBeTruthy();
    expect(within(palette).queryByRole('button', { name: new RegExp(`^Add ${insert().label}`) })).toBeNull();
    cleanup();
    renderEditor(workflowFixture({ type: 'ETL' }), { coreCampaignInsert: true });
    expect(screen.getByRole('button', { name: `Add ${insert().label}` })).toBeTruthy();
  });

  it('refuses a disabled type dropped on the canvas, and places an enabled one', async () => {
    renderEditor(workflowFixture(), { doNotCall: false });
    const canvas = screen.getByTestId('workflow-canvas');
    await waitFor(() => expect(canvas.querySelector('.react-flow')).toBeTruthy());
    const drop = (type: string) => {
      const event = createEvent.drop(canvas, { clientX: 400, clientY: 200 });
      Object.defineProperty(event, 'dataTransfer', { value: { getData: (k: string) => (k === NODE_DRAG_TYPE ? type : ''), types: [NODE_DRAG_TYPE] } });
      fireEvent(canvas, event);
    };
    drop('DoNotCall');
    expect(await refusal()).toBeTruthy();
    expect(canvas.querySelectorAll('.react-flow__node-DoNotCall')).toHaveLength(0);
    drop('Reject');
    await waitFor(() => expect(canvas.querySelectorAll('.react-flow__node-Reject')).toHaveLength(1));
  });
});

describe('WorkflowEditor publish', () => {
  const publish = () => screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;

  it('is enabled only when the workflow has a draft (or unsaved changes)', () => {
    renderEditor(workflowFixture({ draft: false }));
    expect(publish().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Inbound screening v2' } });
    expect(publish().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Inbound screening' } });
    expect(publish().disabled).toBe(true);
    cleanup();
    renderEditor(workflowFixture({ draft: true, publishedTimestamp: null }));
    expect(publish().disabled).toBe(false);
    expect(screen.getByText('Not published')).toBeTruthy();
  });

  it('asks for confirmation, then publishes and shows when', async () => {
    renderEditor(workflowFixture({ draft: true, publishedTimestamp: null }));
    fake.on(workflowsRoutes.publish, () => ({ draft: false, publishedTimestamp: new Date().toISOString() }));
    fireEvent.click(publish());
    const confirm = await screen.findByRole('dialog', { name: 'Publish workflow' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Publish' })));
    expect(await screen.findByText('Workflow published')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish workflow' })).toBeNull());
    expect(screen.getByText(/^Published /)).toBeTruthy();
    expect(publish().disabled).toBe(true);
  });

  it('refuses to save without a name, with the spec\'s text', async () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(MESSAGES.workflowNameRequired)).length).toBeGreaterThan(0);
    expect(apiMock.mock.calls.some(([route]) => (route as RouteDef).method === 'PUT')).toBe(false);
  });
});

/** Where xyflow drew each node of the canvas (its transform), by node id. */
function drawnPositions(canvas: HTMLElement): Map<string, { x: number; y: number }> {
  const out = new Map<string, { x: number; y: number }>();
  for (const el of canvas.querySelectorAll<HTMLElement>('.react-flow__node')) {
    const m = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(el.style.transform);
    if (m) out.set(el.dataset.id!, { x: Number(m[1]), y: Number(m[2]) });
  }
  return out;
}

describe('WorkflowEditor canvas', () => {
  it('places each node picked from the palette in free space, never on top of another node', async () => {
    renderEditor();
    const canvas = screen.getByTestId('workflow-canvas');
    await waitFor(() => expect(canvas.querySelector('.react-flow__node-Start')).toBeTruthy());
    const palette = screen.getByRole('navigation', { name: 'Node palette' });
    for (let i = 0; i < 3; i++) fireEvent.click(within(palette).getByRole('button', { name: 'Add Reject' }));
    await waitFor(() => expect(canvas.querySelectorAll('.react-flow__node-Reject')).toHaveLength(3));
    const boxes = [...drawnPositions(canvas).values()].map((p) => ({ ...p, width: 210, height: 80 }));
    expect(boxes).toHaveLength(5);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
      }
    }
  });
});

describe('WorkflowEditor header', () => {
  it('says a saved draft has unpublished changes, instead of only when it was published', async () => {
    renderEditor(workflowFixture({ draft: false, publishedTimestamp: '2026-01-02T00:00:00.000Z' }));
    const state = screen.getByTestId('publish-state');
    expect(state.textContent).toMatch(/^Published /);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Inbound screening v2' } });
    expect(state.textContent).toBe('Unsaved changes');
    fake.on(workflowsRoutes.update, ({ body }) => workflowFixture({ ...body, draft: true, updated: new Date().toISOString() } as never));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.textContent).toBe('Unpublished changes · saved just now'));
    expect(state.getAttribute('title')).toMatch(/^Published /);
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
