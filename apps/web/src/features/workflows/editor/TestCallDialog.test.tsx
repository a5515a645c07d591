import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WorkflowTestResult } from '@trueline/contract';
import { withProviders } from '../../../testing/with-providers';
import { TestCallDialog } from './TestCallDialog';
import { TEST_CALL_STORAGE_KEY } from './test-call-form';

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const accepted: WorkflowTestResult = {
  id: 'ix-1', timestamp: '2026-11-24T11:00:00.000Z', workflowId: 'wf-1', from: '', to: '6465550142', pcidFromNumber: null, originalZip: null,
  externId: null, phoneType: null, channelType: 'Voice', city: 'New York', state: 'NY', zip: null, timezone: 'America/New_York', data: {},
  result: 'Accepted', reason: 'Clear to call', sipResponseCode: null, isTest: true, runTimeInSeconds: 0.012,
  events: [{ type: 'SUCCESS', message: 'Accepted: Clear to call', timestamp: '2026-11-24T11:00:00.000Z' }],
};

function renderDialog(run: () => Promise<WorkflowTestResult>) {
  localStorage.setItem(TEST_CALL_STORAGE_KEY, JSON.stringify({ to: '6465550142' }));
  const scrolled: Element[] = [];
  // jsdom lays nothing out and has no scrollIntoView: record which element asked to be shown.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  render(withProviders(<TestCallDialog open dirty={false} onClose={() => undefined} run={run} />));
  return scrolled;
}

describe('TestCallDialog', () => {
  it('brings the result into view when the run answers (it sits below the form, out of sight on a phone)', async () => {
    const scrolled = renderDialog(async () => accepted);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const result = await screen.findByRole('region', { name: 'Test call result' });
    // The scroll runs in an effect after the render that shows the result: wait for it, not for the paint.
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]!.contains(result)).toBe(true);
  });

  it('brings an error into view too', async () => {
    const scrolled = renderDialog(async () => {
      throw new Error('Workflow not found');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const error = await screen.findByText('Workflow not found');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]!.contains(error)).toBe(true);
  });
});
