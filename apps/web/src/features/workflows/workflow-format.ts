import { DateTime } from 'luxon';
import { formatDateTime } from '../../lib/format';
import { matchesWorkflowStatusFilter, type WorkflowStatusFilter, type WorkflowSummary } from '@trueline/contract';

/** The list's rows: the status filter, then the text (name or ID), by name ascending (spec 3 §2.7). */
export function filterWorkflows(list: readonly WorkflowSummary[], text: string, status: WorkflowStatusFilter): WorkflowSummary[] {
  const needle = text.trim().toLowerCase();
  return list
    .filter((w) => matchesWorkflowStatusFilter(w.status, status))
    .filter((w) => !needle || w.name.toLowerCase().includes(needle) || w.id.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/** "3 hours ago", or Never for a workflow not yet published. */
export function publishedAgo(publishedTimestamp: string | null, now: DateTime = DateTime.now()): string {
  if (!publishedTimestamp) return 'Never';
  const at = DateTime.fromISO(publishedTimestamp);
  // The last minute (or a timestamp a moment ahead of this browser's clock) reads as just now.
  return now.diff(at).as('seconds') < 60 ? 'just now' : (at.toRelative({ base: now }) ?? 'Never');
}

export const publishedExact = (publishedTimestamp: string | null) =>
  formatDateTime(publishedTimestamp, '');

/**
 * The editor's word on where the workflow stands: unsaved edits first, then a saved draft that differs from what is
 * published (screening still runs the published version), then when it was published.
 */
export function publishState(w: { draft: boolean; publishedTimestamp: string | null; updated: string }, dirty: boolean, now: DateTime = DateTime.now()): string {
  if (dirty) return 'Unsaved changes';
  if (!w.publishedTimestamp) return 'Not published';
  if (w.draft) return `Unpublished changes · saved ${publishedAgo(w.updated, now)}`;
  return `Published ${publishedAgo(w.publishedTimestamp, now)}`;
}
