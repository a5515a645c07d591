// Requests for autocannon's worker, handed out one after another by a module it loads (its workers take a file, not
// functions). Given instead as a long `requests` array, every connection's client builds its own copy of all of them:
// with 50 connections and 20,000 requests that held the worker some 16 s, after which the clients' time-out timers
// (started when each was built) fired at once and dropped connections after their first request.
import fs from 'node:fs';
import path from 'node:path';

/** Writes the module: each request takes the next item's body (and headers, when given), in turn. */
export function requestsFile(dir: string, name: string, items: { body: string; headers?: Record<string, string> }[]): string {
  const data = path.join(dir, `${name}.json`);
  fs.writeFileSync(data, JSON.stringify(items));
  const file = path.join(dir, `${name}.cjs`);
  fs.writeFileSync(file, `const items = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(data)}, 'utf8'));
let i = 0;
module.exports = (req) => { const p = items[i++ % items.length]; return { ...req, ...(p.headers ? { headers: p.headers } : {}), body: p.body }; };
`);
  return file;
}
