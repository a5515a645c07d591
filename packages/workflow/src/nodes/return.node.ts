import { z } from 'zod';
import { defineNode } from '../define-node';

/** Hands the walk back to the workflow that handed off to this one (after its Workflow handoff node). */
export const returnNode = defineNode({
  type: 'Return',
  category: 'Flow control',
  label: 'Return',
  description: 'Go back to the workflow that handed off to this one.',
  outputs: [],
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Label' }],
  evaluate: () => ({ kind: 'return' }),
});
