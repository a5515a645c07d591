// A worker for script-pool.test.ts that never stops its script by itself: the pool must kill it at the deadline.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (msg) => {
  if (msg.type !== 'run') return;
  if (msg.req.code === 'hang') for (;;);
  parentPort.postMessage({ type: 'done', id: msg.id, result: { output: 1, data: {}, error: null } });
});
parentPort.postMessage({ type: 'ready' });
