import type { LineType } from '@trueline/contract';

/** DataBoost phone validation (domain: "DataBoost"): active means an activity score above 30. */
export interface DataBoostResult {
  number: string;
  is_valid: boolean;
  /** 0 (inactive or disconnected) to 100 (most active). */
  activity_score: number;
  line_type: LineType;
  carrier: string;
  is_prepaid: boolean;
}

export interface DataBoostProvider {
  validate(numbers: readonly string[]): Promise<DataBoostResult[]>;
}
