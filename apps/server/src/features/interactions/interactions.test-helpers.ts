import crypto from 'node:crypto';
import { logEvent, newInteraction, type Interaction } from '@trueline/workflow';
import type { ChannelType, InteractionResult, InteractionValidation } from '@trueline/contract';
import type { RecordContext } from './interaction-row';

export interface FixtureCall {
  at: string | Date;
  workflowId?: string;
  to?: string;
  from?: string;
  state?: string | null;
  result?: InteractionResult;
  reason?: string | null;
  carrier?: string;
  lineType?: string;
  isTest?: boolean;
  channelType?: ChannelType;
  externId?: string | null;
  id?: string;
}

export const WF = { a: 'wf-fixture-a', b: 'wf-fixture-b', c: 'wf-fixture-c' } as const;

/** An interaction as the engine would hand it to the recorder, with its context. */
export function fixtureCall(c: FixtureCall): { ix: Interaction; ctx: Omit<RecordContext, 'orgId' | 'workspaceId'> } {
  const at = new Date(c.at);
  const ix = newInteraction({
    id: c.id ?? crypto.randomUUID(), timestamp: at, workflowId: c.workflowId ?? WF.a, isTest: c.isTest ?? false, channelType: c.channelType ?? 'Voice',
    to: c.to ?? '5125550142', from: c.from ?? '5125550100', state: c.state === undefined ? 'TX' : c.state, city: 'Austin', zip: '78701',
    timezone: 'America/Chicago', externId: c.externId ?? null, data: { leadSource: 'fixture' },
  });
  logEvent(ix, 'INFO', 'Start: fixture call', at);
  const result = c.result ?? 'Accepted';
  ix.result = result;
  ix.reason = c.reason === undefined ? (result === 'Accepted' ? 'Callable' : 'Federal DNC') : c.reason;
  ix.sipResponseCode = result === 'Rejected' ? 503 : null;
  logEvent(ix, result === 'Accepted' ? 'SUCCESS' : 'WARNING', `${result}: ${ix.reason ?? ''}`, new Date(at.getTime() + 5));
  const validation: InteractionValidation | null = c.carrier
    ? { isValid: true, activityScore: 80, lineType: c.lineType ?? 'Mobile', carrier: c.carrier, isPrepaid: false }
    : null;
  return { ix, ctx: { runTimeMs: 120, validationResult: validation } };
}
