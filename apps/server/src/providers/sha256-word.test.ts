import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256FirstWordLE } from './sha256-word';

const reference = (text: string) => crypto.hash('sha256', text, 'buffer').readUInt32LE(0);

describe('sha256FirstWordLE', () => {
  it('gives what node:crypto gives for texts of every length around the one-block bound, ASCII or not', () => {
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (let length = 0; length <= 70; length++) {
      for (let k = 0; k < 50; k++) {
        const text = Array.from({ length }, () => String.fromCharCode(32 + (next() % 95))).join('');
        expect(sha256FirstWordLE(text), JSON.stringify(text)).toBe(reference(text));
      }
    }
    for (const text of ['', 'dnc:5125550100', 'sdnc:TX:5125550100', 'databoost:2125550101', 'é', 'Zoë 5125550100', '\u{1F4DE}', 'x'.repeat(55), 'x'.repeat(56)]) {
      expect(sha256FirstWordLE(text), text).toBe(reference(text));
    }
  });
});
