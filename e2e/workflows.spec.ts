import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseWorkspace, screenshot, signIn, uniqueName } from './support';

const canvas = (page: Page) => page.getByTestId('workflow-canvas');
const flowNode = (page: Page, type: string) => page.locator(`.react-flow__node-${type}`);
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Drags a node type from the palette onto the canvas at a point of it. */
async function dropFromPalette(page: Page, label: string, at: { x: number; y: number }) {
  await page.getByRole('button', { name: `Add ${label}`, exact: true }).dragTo(canvas(page), { targetPosition: at });
}

/** Draws a connection from a node's output handle to another node's input. */
async function connect(page: Page, from: Locator, output: string, to: Locator) {
  await from.getByLabel(`Output ${output}`).dragTo(to.locator('.react-flow__handle.target'));
}

/** The canvas's zoom, read from the transform xyflow gives its viewport. */
const canvasZoom = (page: Page) => page.locator('.react-flow__viewport').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);

/** Pairs of nodes of the canvas whose boxes on screen overlap. */
const overlappingNodes = (page: Page) => page.locator('.react-flow__node').evaluateAll((els) => {
  const boxes = els.map((el) => ({ id: el.getAttribute('data-id'), r: el.getBoundingClientRect() }));
  const pairs: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (a.r.left < b.r.right && b.r.left < a.r.right && a.r.top < b.r.bottom && b.r.top < a.r.bottom) pairs.push(`${a.id}/${b.id}`);
    }
  }
  return pairs;
});

async function openWorkflowsOfSales(page: Page) {
  await page.goto('/workflows');
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  await chooseWorkspace(page, 'Sales Floor');
}

test('an Owner builds a workflow from the palette, saves and publishes it, reverts a revision, and exports and imports it', async ({ page }) => {
  test.setTimeout(180_000);
  const name = uniqueName('Lunch screening');
  await signIn(page, 'owner@demo.test');
  await openWorkflowsOfSales(page);
  await expect(page.getByRole('button', { name: 'Folder Inbound, 2 workflows' })).toBeVisible();

  // A new real-time workflow opens straight away, holding its Start node once the canvas has loaded.
  await page.getByRole('button', { name: 'Add workflow' }).click();
  await page.getByRole('menuitem', { name: 'Real-time calls' }).click();
  await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Name')).toHaveValue('New workflow');
  await expect(flowNode(page, 'Start')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await page.getByLabel('Name').fill(name);
  const publishState = page.getByTestId('publish-state');
  await expect(publishState).toHaveText('Unsaved changes');

  // Two nodes from the palette, connected: Start → Reject. A second connection from the same output replaces the first.
  await dropFromPalette(page, 'Accept', { x: 520, y: 120 });
  await dropFromPalette(page, 'Reject', { x: 520, y: 420 });
  await expect(flowNode(page, 'Accept')).toHaveCount(1);
  await expect(flowNode(page, 'Reject')).toHaveCount(1);
  await connect(page, flowNode(page, 'Start'), 'Next', flowNode(page, 'Accept'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await connect(page, flowNode(page, 'Start'), 'Next', flowNode(page, 'Reject'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  const rejectId = await flowNode(page, 'Reject').getAttribute('data-id');
  await expect(page.locator(`.react-flow__edge[aria-label="Edge from start to ${rejectId}"]`)).toHaveCount(1);

  // The Edit node panel: the SIP code's rule shows inline; OK applies.
  await flowNode(page, 'Reject').dblclick();
  const panel = page.getByRole('dialog', { name: /Edit node/ });
  await panel.getByLabel('Label').fill('Closed for lunch');
  await panel.getByLabel('Reason message').fill('Lunch break');
  await panel.getByLabel('SIP response code').fill('486');
  await expect(panel.getByText('SIP response code must be between 500 and 599')).toBeVisible();
  await panel.getByLabel('SIP response code').fill('502');
  await expect(panel.getByText('SIP response code must be between 500 and 599')).toBeHidden();
  await panel.getByRole('button', { name: 'OK' }).click();
  await expect(flowNode(page, 'Reject')).toContainText('Closed for lunch');

  // Copy and paste: a second Accept 80 px off the first.
  await flowNode(page, 'Accept').click();
  await page.keyboard.press('ControlOrMeta+c');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(flowNode(page, 'Accept')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, 'Saved')).toBeVisible();
  await expect(publishState).toHaveText('Not published');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish workflow' }).getByRole('button', { name: 'Publish' }).click();
  await expect(alert(page, 'Workflow published')).toBeVisible();
  await expect(page.getByText('Published just now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await editorScreenshots(page);

  // Revision history: the first (the new workflow) and the save, newest first; reverting the first empties the canvas again.
  await page.getByRole('button', { name: 'Revision history' }).click();
  const history = page.getByRole('dialog', { name: 'Revision history' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('2');
  await expect(rows.nth(1)).toContainText('Olivia Owner');
  await history.getByRole('button', { name: 'Revert to revision 1' }).click();
  await page.getByRole('dialog', { name: 'Revert workflow' }).getByRole('button', { name: 'Revert' }).click();
  await expect(alert(page, 'Workflow successfully reverted.')).toBeVisible();
  await expect(history).toBeHidden();
  await expect(flowNode(page, 'Reject')).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue('New workflow');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  // The revert is saved but not published: the header says so, rather than only when it was published.
  await expect(publishState).toHaveText(/^Unpublished changes · saved /);
  await expect(publishState).toHaveAttribute('title', /^Published /);

  // The revert is a revision of its own; reverting to the saved graph brings its nodes, edge and name back.
  await page.getByRole('button', { name: 'Revision history' }).click();
  await expect(rows).toHaveCount(4);
  await history.getByRole('button', { name: 'Revert to revision 2' }).click();
  await page.getByRole('dialog', { name: 'Revert workflow' }).getByRole('button', { name: 'Revert' }).click();
  await expect(alert(page, 'Workflow successfully reverted.')).toBeVisible();
  await expect(flowNode(page, 'Reject')).toContainText('Closed for lunch');
  await expect(flowNode(page, 'Accept')).toHaveCount(2);
  await expect(page.locator(`.react-flow__edge[aria-label="Edge from start to ${rejectId}"]`)).toHaveCount(1);
  await expect(page.getByLabel('Name')).toHaveValue(name);

  // Back on the list: export the workflow's file, then import it as a new workflow that opens straight away.
  await page.getByRole('button', { name: 'Close workflow' }).click();
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  await page.getByLabel('Filter...').fill(name);
  const row = page.getByRole('row', { name: `Open workflow ${name}` }).first();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Export ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name.replace(/ /g, '-')}.aegis`);
  const saved = await file.path();
  const exported = JSON.parse(fs.readFileSync(saved, 'utf8'));
  expect(exported).toMatchObject({ aegisVersion: 1, name, type: 'RealTime' });
  exported.name = `${name} imported`;
  const copy = `${saved}.aegis`;
  fs.writeFileSync(copy, JSON.stringify(exported));

  await page.getByRole('button', { name: 'Add workflow' }).click();
  await page.getByRole('menuitem', { name: 'Import workflow' }).click();
  await page.getByLabel('Workflow file').setInputFiles({ name: 'lunch.aegis', mimeType: 'application/json', buffer: fs.readFileSync(copy) });
  await expect(alert(page, 'Workflow imported successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Name')).toHaveValue(`${name} imported`);
  // The copy holds the exported graph: its nodes with their settings, and the connection.
  await expect(flowNode(page, 'Start')).toBeVisible();
  await expect(flowNode(page, 'Reject')).toContainText('Closed for lunch');
  await expect(flowNode(page, 'Accept')).toHaveCount(2);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await flowNode(page, 'Reject').dblclick();
  await expect(page.getByRole('dialog', { name: /Edit node/ }).getByLabel('SIP response code')).toHaveValue('502');
  await page.getByRole('dialog', { name: /Edit node/ }).getByRole('button', { name: 'Cancel' }).click();

  // A file that is not a workflow is refused.
  await page.getByRole('button', { name: 'Close workflow' }).click();
  await page.getByRole('button', { name: 'Add workflow' }).click();
  await page.getByRole('menuitem', { name: 'Import workflow' }).click();
  await page.getByLabel('Workflow file').setInputFiles({ name: 'notes.aegis', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(alert(page, 'Failed to import workflow')).toBeVisible();
});

test('the list filters by status, duplicates a workflow into the editor, and is readable on a phone', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await openWorkflowsOfSales(page);
  await expect(page.getByRole('row', { name: 'Open workflow Nightly lead load' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Open workflow After hours' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Disabled' }).click();
  await expect(page.getByRole('row', { name: 'Open workflow After hours' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Open workflow Nightly lead load' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Folder Inbound, 2 workflows' }).click();
  await screenshots(page, 'workflows-list');

  await page.getByRole('button', { name: 'Duplicate Nightly lead load' }).click();
  await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Name')).toHaveValue('Copy of Nightly lead load');
  await expect(flowNode(page, 'Accept')).toBeVisible();
  // ETL workflows offer the flow-control nodes too; a disabled workflow's status shows in the editor.
  await expect(page.getByRole('button', { name: 'Add Workflow handoff' })).toBeVisible();

  // The graph is fitted at a zoom where its labels are readable (not 5 px), and nodes picked from the palette land in
  // free space, never on top of one another.
  await expect.poll(() => canvasZoom(page)).toBeGreaterThanOrEqual(0.75);
  const labelPx = await flowNode(page, 'Accept').first().locator('p, span').first().evaluate((el) => el.getBoundingClientRect().height);
  expect(labelPx).toBeGreaterThanOrEqual(12);
  expect(await overlappingNodes(page)).toEqual([]);
  const before = await page.locator('.react-flow__node').count();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add Reject', exact: true }).click();
  await expect(page.locator('.react-flow__node')).toHaveCount(before + 3);
  await page.waitForTimeout(300);
  expect(await overlappingNodes(page)).toEqual([]);
  await screenshot(page, 'workflows-editor-placed-1280.png');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(500);
  await screenshot(page, 'workflows-editor-placed-375.png');
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** The editor at 1280 and at 375 px wide (loaded at that width, as a phone would), and its Edit node panel. */
async function editorScreenshots(page: Page) {
  await page.waitForTimeout(300);
  await screenshot(page, 'workflows-editor-1280.png');
  await flowNode(page, 'Reject').dblclick();
  await page.waitForTimeout(300);
  await screenshot(page, 'workflows-node-panel-1280.png');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(flowNode(page, 'Reject')).toBeVisible();
  await page.waitForTimeout(500);
  await screenshot(page, 'workflows-editor-375.png');
  await flowNode(page, 'Reject').dblclick();
  await page.waitForTimeout(300);
  await screenshot(page, 'workflows-node-panel-375.png');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(flowNode(page, 'Reject')).toBeVisible();
}

/** The screen at 1280 and at 375 px wide. */
async function screenshots(page: Page, name: string) {
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-1280.png`);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(600);
  await screenshot(page, `${name}-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
}
