// Runs every benchmark in this folder in turn (or those whose file name contains the argument); each prints its
// figures and their ratio to a limit measured in the same run. Ends with one table of the figures the benches
// reported (bench/report.ts) and exits non-zero when one missed its target.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { met, outcomes, summaryTable } from './report';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n### ${file}`);
  const mod = (await import(path.join(dir, file))) as { run: () => Promise<void> };
  await mod.run();
}
if (outcomes.length) {
  console.log(`\n### summary\n${summaryTable()}`);
  if (outcomes.some((o) => !met(o))) process.exitCode = 1;
}
