import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signIn } from './support';

const figure = async (page: Page, label: string) => {
  const text = await page.getByRole('region', { name: 'Totals' }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
  return Number(text.split(/\s/)[0]!.replace(/,/g, ''));
};

/** The words of the workflow names in `table` that the browser drew over more than one line. */
const wordsSplitAcrossLines = (table: Locator) => table.getByTestId('workflow-name').evaluateAll((names) => names.flatMap((el) => {
  const text = el.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) return [];
  const split: string[] = [];
  const value = text.textContent ?? '';
  for (const m of value.matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, m.index);
    range.setEnd(text, m.index + m[0].length);
    const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (tops.size > 1) split.push(m[0]);
  }
  return split;
}));

async function chooseSalesFloor(page: Page) {
  await page.getByLabel('Workspace').click();
  await page.getByRole('option', { name: 'Sales Floor' }).click();
}

test('the call dashboard and call search over the demo interactions: filter, page, open a call', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/aegis-one');
  await chooseSalesFloor(page);
  await expect(page.getByRole('heading', { name: 'Aegis dashboard', level: 1 })).toBeVisible();
  // Today refreshes by itself; last week is always a full week of the demo's 30 days.
  await expect(page.getByText(/Today refreshes every 30 seconds/)).toBeVisible();
  await page.getByRole('button', { name: 'Last week' }).click();
  await expect(page.getByText(/Today refreshes every 30 seconds/)).toBeHidden();
  await expect.poll(() => figure(page, 'Presented')).toBeGreaterThan(500);
  const presented = await figure(page, 'Presented');
  expect((await figure(page, 'Accepted')) + (await figure(page, 'Rejected'))).toBe(presented);
  await expect(page.getByRole('img', { name: /Interactions per day/ })).toBeVisible();
  const ticks = await page.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count();
  expect(ticks).toBeGreaterThan(0);
  expect(ticks).toBeLessThanOrEqual(12);

  // The blocks list 5 at first; Show More opens the rest.
  const outcomes = page.getByRole('region', { name: 'Top Outcomes' });
  await expect(outcomes.getByRole('listitem')).toHaveCount(5);
  await outcomes.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => outcomes.getByRole('listitem').count()).toBeGreaterThan(5);
  await outcomes.getByRole('button', { name: 'Show Less' }).click();
  await expect(outcomes.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'By state' }).getByRole('listitem').first()).toContainText('TX');

  // Between two date-times: the week before last, typed into the pickers (in the chosen time zone, UTC here).
  await page.getByRole('button', { name: 'Between' }).click();
  await expect(page.getByText('Choose the start and the end of the period (the end after the start).')).toBeVisible();
  const lastWeekStart = await page.evaluate(() => {
    const d = new Date();
    d.setUTCHours(0, 0, 0, 0);
    d.setUTCDate(d.getUTCDate() - d.getUTCDay() - 7);
    return d.toISOString();
  });
  const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}1200AM`;
  const dayAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
  await page.getByRole('group', { name: 'From' }).getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(typed(lastWeekStart));
  await page.getByRole('group', { name: 'To' }).getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(typed(dayAfter(lastWeekStart, 7)));
  await expect(page.getByText('Choose the start and the end of the period (the end after the start).')).toBeHidden();
  await expect.poll(() => figure(page, 'Presented')).toBe(presented);
  await screenshot(page, 'aegis-dashboard-between-1280.png');

  // One workflow alone counts fewer calls.
  const workflowTable = page.getByRole('table', { name: 'Interactions per workflow' });
  await expect(workflowTable.getByRole('row')).toHaveCount(4);
  // At 1280 px a workflow's name wraps between words, never inside one ("Inbound screenin g").
  expect(await wordsSplitAcrossLines(workflowTable)).toEqual([]);
  await screenshot(page, 'aegis-dashboard-workflows-1280.png');
  await page.getByRole('combobox', { name: 'Workflows' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(workflowTable.getByRole('row')).toHaveCount(2);
  await expect.poll(() => figure(page, 'Presented')).toBeLessThan(presented);
  await screenshot(page, 'aegis-dashboard-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'aegis-dashboard-375.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Call search: last week's rejected calls in Texas whose reason mentions DNC.
  await page.goto('/aegis-calls');
  await expect(page.getByRole('heading', { name: 'Interactions', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Interactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const total = async () => Number((await page.locator('.MuiTablePagination-displayedRows').innerText()).split(' of ')[1]?.replace(/,/g, '') ?? 0);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^\d+–\d+ of [\d,]+$/);
  const today = await total();
  await page.getByRole('button', { name: 'Last week' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  // Today's answer stays on screen until last week's arrives: wait for the new total, not just any total.
  await expect.poll(total).not.toBe(today);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–25 of [\d,]+$/);
  const all = await total();
  expect(all).toBeGreaterThan(500);

  await page.getByRole('textbox', { name: 'State(s)' }).fill(' tx ');
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await expect(page.getByRole('textbox', { name: 'State(s)' })).toHaveValue('TX');
  await page.getByRole('textbox', { name: 'Reason' }).fill('dnc');
  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(total).toBeLessThan(all);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Rejected');
  for (let i = 1; i < Math.min(6, await rows.count()); i++) {
    await expect(rows.nth(i)).toContainText('TX');
    await expect(rows.nth(i)).toContainText(/DNC/);
  }

  // Back to every call of the week: page through it, 25 then 100 a page, oldest first.
  await page.getByRole('textbox', { name: 'State(s)' }).fill('');
  await page.getByRole('textbox', { name: 'Reason' }).fill('');
  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(`1–25 of ${all}`);
  const firstTime = await rows.nth(1).locator('td').first().innerText();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^26–50 of /);
  await expect(rows.nth(1).locator('td').first()).not.toHaveText(firstTime);
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '100' }).click();
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–100 of /);
  await expect(rows).toHaveCount(101);
  await page.getByRole('button', { name: 'Time' }).click();
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–100 of /);
  await expect(rows.nth(1).locator('td').first()).not.toHaveText(firstTime);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'aegis-calls-1280.png');

  // A row opens the Call detail with the call's fields and its events.
  await rows.nth(1).click();
  const detail = page.getByRole('dialog', { name: /Call detail/ });
  await expect(detail.getByRole('region', { name: 'Events' }).getByRole('listitem').first()).toContainText('Start:');
  await expect(detail).toContainText('Workflow');
  await expect(detail).toContainText('Run time');
  await screenshot(page, 'aegis-call-detail-1280.png');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // The download is asynchronous: the console says it is processing (or why it could not start).
  await page.getByRole('button', { name: 'Download' }).click();
  const answer = page.getByRole('alert').filter({ hasText: /Your request is processing\. You will be notified when the file is ready to download\.|Downloads are not available on this server yet\./ });
  await expect(answer).toBeVisible();
  await answer.getByRole('button', { name: 'Close' }).click();
  await expect(answer).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, 0));
  // On a phone the filters fold behind a Filters button, so the calls start on the first screen.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'State(s)' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  expect((await rows.nth(1).boundingBox())!.y).toBeLessThan(800);
  await screenshot(page, 'aegis-calls-375.png');
  await filters.click();
  await expect(page.getByRole('textbox', { name: 'State(s)' })).toBeVisible();
  await screenshot(page, 'aegis-calls-filters-375.png', { fullPage: true });
  await filters.click();
  await expect(page.getByRole('textbox', { name: 'State(s)' })).toBeHidden();
  await page.getByRole('table', { name: 'Interactions' }).evaluate((t) => t.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'aegis-calls-table-375.png');
  await rows.nth(2).click();
  await expect(detail.getByRole('region', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
  await screenshot(page, 'aegis-call-detail-375.png');
});
