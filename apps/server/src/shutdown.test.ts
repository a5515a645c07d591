import { describe, expect, it } from 'vitest';
import { testApp } from './testing/test-app';
import { signIn, DEMO } from './testing/session';
import { sandboxDialers } from './providers/dialers/sandbox-dialers';

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing, and refuses new ones after', async () => {
    const t = await testApp();
    // Sandbox dialers wait like the real platforms; at a scale of 4 a connect takes about a second.
    t.deps.dialers = sandboxDialers({ publicUrl: t.config.publicUrl, latencyScale: 4, secret: t.deps.secretKey, db: t.deps.db, now: t.deps.now });
    const { headers } = await signIn(t, DEMO.owner);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const started = Date.now();
    const inFlight = fetch(`${base}/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.trial}/dialers/prem/connect`, { method: 'POST', headers });
    await new Promise((r) => setTimeout(r, 150));
    const closing = t.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ provider: 'PREM', connected: true });
    expect(Date.now() - started).toBeGreaterThan(300);
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
