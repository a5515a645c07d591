import type { ChannelType, InteractionEventType, InteractionResult, PhoneType } from '@trueline/contract';

/** A value a scope holds: what nodes write and Decision compares. */
export type ScopeValue = string | number | boolean | null;

export interface InteractionEvent {
  type: InteractionEventType;
  message: string;
  timestamp: Date;
  /** The node that logged it (absent for the engine's own events). */
  nodeId?: string;
}

/**
 * One call (or text, or ETL record) as a workflow sees it while deciding: what was asked, where the callee is, the
 * results every check wrote into its scope, the events, and in the end the result. Nodes read and write it; the
 * server records it as the interaction.
 */
export interface Interaction {
  id: string;
  timestamp: Date;
  workflowId: string;
  isTest: boolean;
  channelType: ChannelType;
  /** The called party, ten digits. */
  to: string;
  /** The calling number, ten digits (empty when not given). */
  from: string;
  externId: string | null;
  phoneType: PhoneType | null;
  /** The ZIP the request gave (InputZip). */
  originalZip: string | null;
  /** Where the callee is: from the ZIP, else the area code (a node may override the ZIP from a record). */
  zip: string | null;
  city: string | null;
  state: string | null;
  /** IANA time zone of the callee. */
  timezone: string | null;
  /** The request's extra data (the Meta scope); scripts may add to it. */
  data: Record<string, string>;
  /** What the checks wrote, by scope (`Velocity` → { Blocked, Attempts }, `RecordSet:{id}` → its attributes…). */
  scopes: Record<string, Record<string, ScopeValue>>;
  /** The caller ID a CallerId node chose from a Core pool. */
  pcidFromNumber: string | null;
  events: InteractionEvent[];
  result: InteractionResult | null;
  reason: string | null;
  sipResponseCode: number | null;
}

export type InteractionInput = Pick<Interaction, 'id' | 'timestamp' | 'workflowId' | 'isTest' | 'channelType' | 'to' | 'from'>
  & Partial<Pick<Interaction, 'externId' | 'phoneType' | 'originalZip' | 'zip' | 'city' | 'state' | 'timezone' | 'data'>>;

export function newInteraction(input: InteractionInput): Interaction {
  return {
    externId: null, phoneType: null, originalZip: null, zip: null, city: null, state: null, timezone: null, data: {},
    ...input,
    scopes: {}, pcidFromNumber: null, events: [], result: null, reason: null, sipResponseCode: null,
  };
}

/** Adds an event to the interaction's log. */
export function logEvent(ix: Interaction, type: InteractionEventType, message: string, at: Date, nodeId?: string) {
  ix.events.push({ type, message, timestamp: at, ...(nodeId ? { nodeId } : {}) });
}

/** Writes a node's results into its scope (replacing what an earlier node of the same scope wrote). */
export function writeScope(ix: Interaction, scope: string, values: Record<string, ScopeValue>) {
  // The scope's object is the interaction's own (a copy of the node's values the first time), so later writes go into it.
  const prev = ix.scopes[scope];
  ix.scopes[scope] = prev ? Object.assign(prev, values) : { ...values };
}

const INTERACTION_VALUES: Record<string, (ix: Interaction) => ScopeValue> = {
  ChannelType: (ix) => ix.channelType,
  To: (ix) => ix.to,
  From: (ix) => ix.from,
  City: (ix) => ix.city,
  State: (ix) => ix.state,
  Zip: (ix) => ix.zip,
  InputZip: (ix) => ix.originalZip,
  Timezone: (ix) => ix.timezone,
  Timestamp: (ix) => ix.timestamp.toISOString(),
};

/**
 * The value of `scope.property` for this interaction: Interaction fields, Meta data (the request's data map), Custom
 * (the property text itself, a constant), or what a node wrote into its scope; null when unset.
 */
export function scopeValue(ix: Interaction, scope: string, property: string): ScopeValue {
  if (scope === 'Interaction') return INTERACTION_VALUES[property]?.(ix) ?? null;
  if (scope === 'Meta') return ix.data[property] ?? null;
  if (scope === 'Custom') return property;
  return ix.scopes[scope]?.[property] ?? null;
}
