import type { NodeCategory, NodeType } from '@trueline/contract';

/** Each palette category's colour, on the palette and on its nodes' stripe. */
export const CATEGORY_COLOURS: Record<NodeCategory, string> = {
  'Flow control': '#0b3d91',
  'Conditional routing': '#7b1fa2',
  Compliance: '#c62828',
  'Data services': '#138a7e',
  'External services': '#ef6c00',
};

/** Nodes that end the walk read at a glance: Accept green, Reject red. */
export const TYPE_COLOURS: Partial<Record<NodeType, string>> = { Accept: '#2e7d32', Reject: '#c62828', Start: '#0b3d91' };

export const NODE_WIDTH = 210;
