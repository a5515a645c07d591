import { z } from 'zod';
import { MESSAGES } from '@trueline/contract';
import { defineNode } from '../define-node';

/**
 * Hands the walk to another workflow's published version, from its Start; a Return there comes back here and follows
 * Next. The picker leaves out the workflow being edited.
 */
export const workflowTransferNode = defineNode({
  type: 'WorkflowTransfer',
  category: 'Flow control',
  label: 'Workflow handoff',
  description: 'Continue in another workflow, and come back here on Return.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object({ workflowId: z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired) }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'workflowId', label: 'Workflow', source: 'workflows', filter: { excludeCurrent: true } },
  ],
  fallback: 'next',
  evaluate: (config) => ({ kind: 'transfer', workflowId: config.workflowId }),
});
