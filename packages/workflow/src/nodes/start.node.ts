import { z } from 'zod';
import { defineNode, next } from '../define-node';

/** Where every walk begins: one per workflow, never removed or copied, with no inputs. */
export const startNode = defineNode({
  type: 'Start',
  category: 'Flow control',
  label: 'Start',
  description: 'Where the workflow begins.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object({}),
  form: [],
  evaluate: () => next('next'),
});
