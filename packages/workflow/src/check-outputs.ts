import type { NodeOutput } from './define-node';

/**
 * The two outputs of a check node: `allowed` (the call may go on) and `blocked`. A check that fails (its provider
 * errs or times out) follows `blocked`: compliance checks fail closed, so a call is never placed on a check that
 * was not made. Its scope is then left unset (a Decision can tell with IS_NOT_SET).
 */
export const checkOutputs = (allowed: string, blocked: string): readonly NodeOutput[] => [
  { id: 'allowed', label: allowed },
  { id: 'blocked', label: blocked },
];
