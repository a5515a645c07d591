import { sha256FirstWordLE } from './sha256-word';

/** A deterministic random source seeded by a string: the same input always gives the same sequence. */
export function seeded(seed: string): () => number {
  // The first word of the seed's SHA-256 digest (sandboxes seed millions of these per list: see sha256-word.ts).
  let a = sha256FirstWordLE(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** Waits like a real network call would; `scale` 0 (tests) makes sandboxes answer at once. */
export function latency(scale: number, minMs: number, maxMs: number, seed = `${Date.now()}`): Promise<void> {
  if (scale <= 0) return Promise.resolve();
  const ms = (minMs + seeded(seed)() * (maxMs - minMs)) * scale;
  return new Promise((r) => setTimeout(r, ms));
}

/** Raised by a provider when the outside service refuses or fails; the message is shown to the user. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
  }
}
