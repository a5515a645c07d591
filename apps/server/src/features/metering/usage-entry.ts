import type { UsageProduct } from '@trueline/contract';

/** A billable event as the feature that causes it records it. */
export interface UsageEntry {
  orgId: string;
  /** Null for usage of the organisation as a whole. */
  workspaceId: string | null;
  product: UsageProduct;
  quantity: number;
  /** Names the event within the organisation: the same key twice is one event (a retry, a re-run). */
  key: string;
  at: Date;
}
