import type { InteractionRecord, InteractionRow, InteractionValidation, KnownLitigatorCheck, SipCallResult, UsageProduct } from '@trueline/contract';
import type { Interaction, ScopeValue } from '@trueline/workflow';
import type { InteractionReadRow, NewInteraction } from './interactions.repo';

/** What the runtime knows about a call beyond the interaction the engine produced. */
export interface RecordContext {
  orgId: string;
  workspaceId: string;
  /** How long the decision took, in milliseconds. */
  runTimeMs: number;
  /** DataBoost's answer; by default read from the DataBoost scope when a node wrote it. */
  validationResult?: InteractionValidation | null;
  /** The known-litigator check; by default read from the Litigator scopes when a node wrote them. */
  knownLitigatorCheck?: KnownLitigatorCheck | null;
  /** How the call went on a SIP trunk; by default the reject code of a rejected call. */
  sipCallResult?: SipCallResult | null;
  isSipTrunk?: boolean;
  /** What the screening is billed as (none for a test call). */
  usageProduct?: UsageProduct | null;
}

const truthy = (v: ScopeValue | undefined) => v === true || v === 'true' || v === 1;

function validationFromScope(ix: Interaction): InteractionValidation | null {
  const s = ix.scopes.DataBoost;
  if (!s) return null;
  const score = Number(s.ActivityScore);
  return {
    isValid: truthy(s.isValid), activityScore: Number.isFinite(score) ? score : 0, lineType: String(s.LineType ?? ''),
    carrier: String(s.Carrier ?? ''), isPrepaid: truthy(s.isPrepaid),
  };
}

function litigatorFromScope(ix: Interaction): KnownLitigatorCheck | null {
  const s = ix.scopes.Litigator;
  if (!s) return null;
  const actions = ix.scopes.LitigatorInfo?.Actions;
  return { Found: truthy(s.Blocked), actions: actions === null || actions === undefined || actions === '' ? null : String(actions) };
}

/** The row the recorder writes for an interaction the engine decided. */
export function toNewInteraction(ix: Interaction, ctx: RecordContext): NewInteraction {
  const sip = ctx.sipCallResult !== undefined
    ? ctx.sipCallResult
    : ix.result === 'Rejected' && ix.sipResponseCode ? { status: ix.sipResponseCode, hangupCause: null, duration: null } : null;
  return {
    id: ix.id, orgId: ctx.orgId, workspaceId: ctx.workspaceId, timestamp: ix.timestamp, workflowId: ix.workflowId, channelType: ix.channelType,
    toPhone: ix.to, fromPhone: ix.from ?? '', pcidFromNumber: ix.pcidFromNumber, originalZip: ix.originalZip, externId: ix.externId || null,
    phoneType: ix.phoneType, city: ix.city, state: ix.state ? ix.state.toUpperCase() : null, zip: ix.zip, timezone: ix.timezone, data: { ...ix.data },
    sipCallResult: sip,
    validationResult: ctx.validationResult !== undefined ? ctx.validationResult : validationFromScope(ix),
    knownLitigatorCheck: ctx.knownLitigatorCheck !== undefined ? ctx.knownLitigatorCheck : litigatorFromScope(ix),
    // The engine always ends a walk with a result; an interaction recorded without one was not decided.
    result: ix.result ?? 'Ignored', reason: ix.reason, isTest: ix.isTest, isSipTrunk: ctx.isSipTrunk ?? false,
    runTimeMs: Math.max(0, Math.round(ctx.runTimeMs)), usageProduct: ctx.usageProduct ?? null,
    events: ix.events.map((e) => ({ type: e.type, message: e.message, timestamp: e.timestamp.toISOString(), ...(e.nodeId ? { nodeId: e.nodeId } : {}) })),
  };
}

/** A stored row as call search shows it. */
export function toInteractionRow(r: InteractionReadRow): InteractionRow {
  return {
    id: r.id, timestamp: r.timestamp, workflowId: r.workflow_id, from: r.from_phone, to: r.to_phone, pcidFromNumber: r.pcid_from_number,
    originalZip: r.original_zip, externId: r.extern_id, phoneType: r.phone_type, channelType: r.channel_type, city: r.city, state: r.state,
    zip: r.zip, timezone: r.timezone, data: r.data ?? {}, sipCallResult: r.sip_call_result, validationResult: r.validation_result,
    knownLitigatorCheck: r.known_litigator_check, result: r.result, reason: r.reason, isTest: r.is_test, isSipTrunk: r.is_sip_trunk,
    runTimeInSeconds: r.run_time_ms / 1000,
  };
}

/** A stored row with its events, as the Call detail shows it. */
export function toInteraction(r: InteractionReadRow): InteractionRecord {
  return { ...toInteractionRow(r), events: (r.events ?? []).map((e) => ({ type: e.type, message: e.message, timestamp: e.timestamp })) };
}

/** A row still waiting in the recorder's buffer, shaped as if it had been read back. */
export function pendingAsRead(r: NewInteraction): InteractionReadRow {
  const at = r.timestamp.toISOString();
  return {
    id: r.id, timestamp: at, cursor: at, workflow_id: r.workflowId, channel_type: r.channelType, to_phone: r.toPhone, from_phone: r.fromPhone,
    pcid_from_number: r.pcidFromNumber, original_zip: r.originalZip, extern_id: r.externId, phone_type: r.phoneType, city: r.city, state: r.state,
    zip: r.zip, timezone: r.timezone, data: r.data, sip_call_result: r.sipCallResult, validation_result: r.validationResult,
    known_litigator_check: r.knownLitigatorCheck, result: r.result, reason: r.reason, is_test: r.isTest, is_sip_trunk: r.isSipTrunk,
    run_time_ms: r.runTimeMs, events: r.events,
  };
}

/** An interaction the engine just decided, shaped as the API and webhooks show one (before it is even written). */
export const interactionRecordOf = (ix: Interaction, ctx: RecordContext): InteractionRecord => toInteraction(pendingAsRead(toNewInteraction(ix, ctx)));
