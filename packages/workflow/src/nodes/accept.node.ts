import { z } from 'zod';
import { defineNode } from '../define-node';
import { logEvent } from '../interaction';

/** Ends the walk: the call is accepted, the node's label is the reason. */
export const acceptNode = defineNode({
  type: 'Accept',
  category: 'Flow control',
  label: 'Accept',
  description: 'Accept the call.',
  outputs: [],
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Label' }],
  evaluate: (_config, ix, ctx, node) => {
    const reason = node.data.label || 'Accept';
    logEvent(ix, 'SUCCESS', `Accepted: ${reason}`, ctx.now(), node.id);
    return { kind: 'end', result: 'Accepted', reason };
  },
});
