import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, type TestApp } from './testing/test-app';
import { DEMO_PASSWORD } from './testing/session';
import { loadConfig } from './config';
import { users } from './features/users/users.tables';
import { hashPassword } from './features/auth/auth.service';
import { demoSignIn, startupLine } from './startup-line';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

describe('startupLine', () => {
  it('names the address and, on the demo data, the demo sign-in, in one line', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/trueline-startup-test' });
    expect(startupLine(config, { email: 'superadmin@demo.test', password: 'Trueline#2026' })).toBe(
      'Trueline is running at http://localhost:3000; sign in as superadmin@demo.test with the password Trueline#2026',
    );
    expect(startupLine(config, null)).toBe('Trueline is running at http://localhost:3000');
  });

  it('says when the console listens beyond this machine', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/trueline-startup-test', HOST: '0.0.0.0', PUBLIC_URL: 'https://trueline.example.com', PORT: '8080' });
    expect(startupLine(config, null)).toBe('Trueline is running at https://trueline.example.com (listening on every interface, port 8080)');
  });
});

describe('demoSignIn', () => {
  it('answers the demo SuperAdmin while the demo password works, and nothing once it was changed', async () => {
    expect(await demoSignIn(t)).toEqual({ email: 'superadmin@demo.test', password: DEMO_PASSWORD });
    await t.deps.db.update(users).set({ passwordHash: await hashPassword('Changed#Pass2026') }).where(eq(users.email, 'superadmin@demo.test'));
    expect(await demoSignIn(t)).toBeNull();
  });

  it('answers nothing without the demo data', async () => {
    const empty = await testApp({ seed: false });
    try {
      expect(await demoSignIn(empty)).toBeNull();
    } finally {
      await empty.close();
    }
  });
});
