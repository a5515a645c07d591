import { z } from 'zod';
import { SIP_REJECT_CODES } from '@trueline/contract';
import { defineNode } from '../define-node';
import { logEvent } from '../interaction';

export const SIP_CODE_MESSAGE = `SIP response code must be between ${SIP_REJECT_CODES.min} and ${SIP_REJECT_CODES.max}`;

/** Ends the walk: the call is rejected with a reason (the message, else the label) and a SIP code (500–599, 503 by default). */
export const rejectNode = defineNode({
  type: 'Reject',
  category: 'Flow control',
  label: 'Reject',
  description: 'Reject the call with a reason and a SIP response code.',
  outputs: [],
  config: z.object({
    reasonMessage: z.string().trim().max(500).optional().default(''),
    sipResponseCode: z.coerce.number().int(SIP_CODE_MESSAGE).min(SIP_REJECT_CODES.min, SIP_CODE_MESSAGE).max(SIP_REJECT_CODES.max, SIP_CODE_MESSAGE)
      .optional().default(SIP_REJECT_CODES.default),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'text', name: 'reasonMessage', label: 'Reason message' },
    { kind: 'number', name: 'sipResponseCode', label: 'SIP response code', min: SIP_REJECT_CODES.min, max: SIP_REJECT_CODES.max },
  ],
  evaluate: (config, ix, ctx, node) => {
    const reason = config.reasonMessage || node.data.label || 'Reject';
    logEvent(ix, 'INFO', `Rejected: ${reason} (SIP ${config.sipResponseCode})`, ctx.now(), node.id);
    return { kind: 'end', result: 'Rejected', reason, sipResponseCode: config.sipResponseCode };
  },
});
