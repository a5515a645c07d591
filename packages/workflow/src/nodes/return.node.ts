import { z } from 'zod';
import { defineNode } from '../define-node';

/** Hands the walk back to the workflow that handed off to this one (after its Workflow handoff node). */
export const returnNode = defineNode({
  type: 'Return',
  version: 1,
  category: 'Flow control',
  featureFlag: null,
  workflowTypes: ['RealTime', 'ETL'],
  label: 'Return',
  description: 'Go back to the workflow that handed off to this one.',
  outputs: [],
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Label' }],
  panelWidth: 500,
  evaluate: () => ({ kind: 'return' }),
});
