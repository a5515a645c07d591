import type { z } from 'zod';
import type { AegisFeature, InteractionResult, NodeCategory, NodeType, WorkflowNode, WorkflowType } from '@trueline/contract';
import type { EngineContext } from './context';
import type { Interaction } from './interaction';

/** One output of a node: its handle id (what edges name as `sourceHandle`) and the label on the canvas. */
export interface NodeOutput {
  id: string;
  label: string;
}

/** Where the editor's pickers take their choices from (each a workspace list the server serves). */
export type PickerSource =
  | 'recordSets' | 'workflows' | 'coreCampaigns' | 'messagingCampaigns' | 'webhooks' | 'ftcSans' | 'activeProspectConnections'
  | 'rndConnections' | 'veriskConnections' | 'dialerLists';

/**
 * Widgets too rich for a plain field, rendered by the editor by name: the Decision's conditions, schedules, scope lists,
 * mappings, the script editor, the states chooser.
 */
export type NodeWidget =
  | 'decisionConditions' | 'timeOfDayPeriods' | 'timeOfDayOverrides' | 'propertyScopes' | 'holidays' | 'states'
  | 'recordSetAttributeMappings' | 'campaignMappings' | 'script' | 'scriptOutputs';

/** Shows a field only when another field of the config has (or has not) a value. */
export interface ShowIf {
  field: string;
  equals?: unknown;
  notEquals?: unknown;
  in?: readonly unknown[];
}

interface FieldBase {
  /** Path of the value in the node's config (dots for nested values: `ttl.duration`). */
  name: string;
  label: string;
  helperText?: string;
  showIf?: ShowIf;
}

/** The edit panel of a node, described as data: the editor renders it generically (no React in this package). */
export type FormField = FieldBase & (
  | { kind: 'text'; multiline?: boolean; placeholder?: string }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'switch' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'multiselect'; options: readonly { value: string; label: string }[] }
  /** A choice from a workspace list; `filter` narrows it (e.g. `{ eventType: 'AegisEvent' }` for webhooks). */
  | { kind: 'picker'; source: PickerSource; filter?: Record<string, unknown>; setsLabel?: boolean }
  /** A choice among the attributes of the record set chosen in `recordSetField`. */
  | { kind: 'recordSetAttribute'; recordSetField: string }
  | { kind: 'widget'; widget: NodeWidget }
);

/** The edit panel's width in the editor (spec 3 §2.8: 500 default; 700 time of day and state dialing; 900 the rich ones). */
export type PanelWidth = 500 | 700 | 900;

/** What evaluating a node decides: follow an output, end the walk, hand off to another workflow, or return from one. */
export type NodeOutcome =
  | { kind: 'output'; output: string }
  | { kind: 'end'; result: InteractionResult; reason: string; sipResponseCode?: number }
  | { kind: 'transfer'; workflowId: string }
  | { kind: 'return' };

export const next = (output: string): NodeOutcome => ({ kind: 'output', output });

export interface NodeDefinition<C = Record<string, unknown>> {
  type: NodeType;
  /** Bumped when the config's meaning changes; saved graphs carry the version they were made with. */
  version: number;
  category: NodeCategory;
  /** The workspace feature flag (aegisFeatures) the node needs, or null when it is always available. */
  featureFlag: AegisFeature | null;
  /** The workflow types the node may be used in (spec 3 §6: campaign inserts in ETL only; state dialing, time of day and velocity real-time only). */
  workflowTypes: readonly WorkflowType[];
  /** Name in the palette, and the label a new node starts with. */
  label: string;
  /** One line for the palette's tooltip. */
  description: string;
  /** The node's outputs; some depend on its config (Script's count). Accept, Reject, Notes and Return have none. */
  outputs: readonly NodeOutput[] | ((config: C) => readonly NodeOutput[]);
  /** The config schema; `config.parse({})` gives a new node's defaults, and its messages are the spec's. */
  config: z.ZodType<C>;
  form: readonly FormField[];
  panelWidth: PanelWidth;
  /** The output followed, with an ERROR event, when evaluation fails (a provider error, a time-out). Nodes without outputs end the walk. */
  fallback?: string;
  evaluate(config: C, ix: Interaction, ctx: EngineContext, node: WorkflowNode, walk?: WalkState): Promise<NodeOutcome> | NodeOutcome;
}

/** What the engine tells a node about the walk it is part of. */
export interface WalkState {
  /** Milliseconds left of the call's time budget: work a node hands elsewhere (a script) must end within it. */
  remainingMs: number;
}

/** What a node file declares: the definition, with the common values left out where they apply. */
export type NodeDeclaration<C> = Omit<NodeDefinition<C>, 'version' | 'featureFlag' | 'workflowTypes' | 'panelWidth'>
  & Partial<Pick<NodeDefinition<C>, 'version' | 'featureFlag' | 'workflowTypes' | 'panelWidth'>>;

/** Values a node has unless it says otherwise: version 1, always available (no flag), both workflow types, the 500 panel. */
const NODE_DEFAULTS = { version: 1, featureFlag: null, workflowTypes: ['RealTime', 'ETL'], panelWidth: 500 } as const;

/** Declares a node type (one file per type under nodes/). */
export function defineNode<C>(def: NodeDeclaration<C>): NodeDefinition<C> {
  return { ...NODE_DEFAULTS, ...def };
}

/** The outputs of a node with this config. */
export function outputsOf<C>(def: NodeDefinition<C>, config: C): readonly NodeOutput[] {
  return typeof def.outputs === 'function' ? def.outputs(config) : def.outputs;
}
