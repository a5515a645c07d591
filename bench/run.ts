// Runs every benchmark in this folder in turn; each prints its figure and its ratio to a limit measured in the same run.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n### ${file}`);
  const mod = (await import(path.join(dir, file))) as { run: () => Promise<void> };
  await mod.run();
}
