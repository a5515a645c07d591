import { z } from 'zod';
import { DECISION_OPERATIONS, type DecisionOperation } from '@trueline/contract';
import { defineNode, next } from '../define-node';
import { scopeValue, type ScopeValue } from '../interaction';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';
import { checkScopeRef, itemId, scopeLabel, scopeRefShape } from '../scope-refs';

export const CONDITION_TYPES = ['AND', 'OR'] as const;
export const DECISION_OPERATION_LABELS: Record<DecisionOperation, string> = {
  EQUALS: 'equals', NOT_EQUALS: 'does not equal', IS_SET: 'is set', IS_NOT_SET: 'is not set', CONTAINS: 'contains',
  DOES_NOT_CONTAIN: 'does not contain', GREATER_THAN: 'is greater than', LESS_THAN: 'is less than',
};
/** Operations that compare with nothing: the editor hides their value (spec 3 §5). */
export const VALUELESS_OPERATIONS: readonly DecisionOperation[] = ['IS_SET', 'IS_NOT_SET'];

export const decisionCondition = z.object({
  id: itemId,
  ...scopeRefShape,
  operation: z.enum(DECISION_OPERATIONS).default('EQUALS'),
  value: z.preprocess((v) => (v == null ? '' : typeof v === 'string' ? v : String(v)), z.string().max(1000)),
}).superRefine((c, ctx) => checkScopeRef(c, ctx));
export type DecisionCondition = z.infer<typeof decisionCondition>;

const asNumber = (v: string) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/**
 * One condition against the interaction. Values compare as text, letter case aside; when both sides read as numbers,
 * as numbers (so "7" equals "7.0" and "10" is greater than "9"). An unset value (null or empty) is neither equal to,
 * greater nor less than anything, contains nothing, and "does not contain" anything.
 */
export function conditionHolds(op: DecisionOperation, actual: ScopeValue, expected: string): boolean {
  const left = actual === null ? '' : String(actual);
  const set = left.trim() !== '';
  if (op === 'IS_SET') return set;
  if (op === 'IS_NOT_SET') return !set;
  const [a, b] = [asNumber(left), asNumber(expected)];
  const numeric = a !== null && b !== null;
  const equal = numeric ? a === b : left.trim().toLowerCase() === expected.trim().toLowerCase();
  switch (op) {
    case 'EQUALS': return set ? equal : expected.trim() === '';
    case 'NOT_EQUALS': return set ? !equal : expected.trim() !== '';
    case 'CONTAINS': return set && left.toLowerCase().includes(expected.toLowerCase());
    case 'DOES_NOT_CONTAIN': return !set || !left.toLowerCase().includes(expected.toLowerCase());
    case 'GREATER_THAN': return set && (numeric ? a > b : left > expected);
    case 'LESS_THAN': return set && (numeric ? a < b : left < expected);
  }
}

/**
 * Routes on the interaction: its fields, its request data (Meta), a constant (Custom), record-set attributes and what
 * every earlier check wrote into its scope. AND: all conditions hold; OR: any does. Follows True or False.
 * Fails only on incomplete settings (no conditions, an unknown scope or property): logs ERROR and follows False.
 */
export const decisionNode = defineNode({
  type: 'Decision',
  category: 'Conditional routing',
  featureFlag: 'decision',
  label: 'Decision',
  description: 'Route on interaction data and the results of earlier checks.',
  outputs: [{ id: 'true', label: 'True' }, { id: 'false', label: 'False' }],
  config: z.object({
    conditions: z.array(decisionCondition).min(1, NODE_MESSAGES.conditionsRequired).max(50).prefault([]),
    conditionType: z.enum(CONDITION_TYPES).default('AND'),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'select', name: 'conditionType', label: 'Match', options: [{ value: 'AND', label: 'All conditions (AND)' }, { value: 'OR', label: 'Any condition (OR)' }] },
    { kind: 'widget', name: 'conditions', label: 'Conditions', widget: 'decisionConditions' },
  ],
  panelWidth: 900,
  fallback: 'false',
  evaluate: (config, ix, ctx, node) => {
    const results = config.conditions.map((c) => {
      const actual = scopeValue(ix, c.scope, c.property);
      return { c, actual, holds: conditionHolds(c.operation, actual, c.value) };
    });
    const outcome = config.conditionType === 'AND' ? results.every((r) => r.holds) : results.some((r) => r.holds);
    const shown = results.map(({ c, actual, holds }) => {
      const value = VALUELESS_OPERATIONS.includes(c.operation) ? '' : ` "${c.value}"`;
      return `${scopeLabel(c.scope)} ${c.property} ${DECISION_OPERATION_LABELS[c.operation]}${value} (${actual === null ? 'unset' : String(actual)}): ${holds}`;
    });
    nodeLog(ix, ctx, node, 'INFO', `${outcome ? 'True' : 'False'} — ${shown.join(config.conditionType === 'AND' ? ' AND ' : ' OR ')}`);
    return next(outcome ? 'true' : 'false');
  },
});
