import { z } from 'zod';
import { defineNode } from '../define-node';

/** A note on the canvas: its label is the text; it has no inputs or outputs and is never walked. */
export const notesNode = defineNode({
  type: 'Notes',
  category: 'Flow control',
  label: 'Note',
  description: 'A note for the people who read the workflow.',
  outputs: [],
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Note', multiline: true }],
  evaluate: () => {
    // No edge may reach a note (the graph rules refuse it): being here is a broken graph.
    throw new Error('A note is not part of the flow');
  },
});
