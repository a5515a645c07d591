import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTemplates } from './test-app';

/**
 * Makes the run's template databases once, so each test app starts from a copy instead of migrating and seeding
 * again. Workers find them through the environment they inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-templates-'));
  const templates = await makeTemplates(dir);
  return async () => {
    await templates.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
