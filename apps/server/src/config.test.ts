import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY = 'k'.repeat(48);

/** The problems a configuration is refused with, or [] when it loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: '/tmp/trueline-config-test', ...env });
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('config', () => {
  it('loads the defaults: embedded database with demo data, sandbox bot check', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, publicUrl: 'http://localhost:3000', seedDemo: true, SIGNIN_LIMIT_PER_IP: 50, SIGNIN_LIMIT_PER_EMAIL: 100, BOOTSTRAP_ORG_NAME: 'My company' });
    expect(c.RECAPTCHA_SECRET).toBeUndefined();
  });

  it('listens on the loopback interface only while the demo (and its published password) may be there, unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('localhost');
    expect(loadConfig({ SEED_DEMO: 'false' }).HOST).toBe('localhost');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SECRET_KEY: KEY, SEED_DEMO: 'true' }).HOST).toBe('localhost');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SECRET_KEY: KEY }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).HOST).toBe('localhost');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SECRET_KEY: KEY, HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  });

  it('wants both reCAPTCHA keys or neither, since a secret alone would lock everyone out', () => {
    for (const env of [{ RECAPTCHA_SECRET: 'secret' }, { RECAPTCHA_SITE_KEY: 'site' }] as Record<string, string>[]) {
      expect(problems(env)).toEqual(['RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY go together: set both for the real reCAPTCHA check, or neither for the sandbox check.']);
    }
    expect(problems({ RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site' })).toEqual([]);
  });

  it('requires SECRET_KEY with DATABASE_URL, so that every instance shares it', () => {
    expect(problems({ DATABASE_URL: 'postgres://db/trueline' })).toEqual([
      'SECRET_KEY is required with DATABASE_URL, so that every instance on the database shares it (at least 32 characters, e.g. `openssl rand -base64 48`).',
    ]);
    expect(problems({ DATABASE_URL: 'postgres://db/trueline', SECRET_KEY: KEY })).toEqual([]);
    expect(problems({ DATABASE_URL: 'postgres://db/trueline', SECRET_KEY: 'short' })[0]).toMatch(/^SECRET_KEY: /);
  });

  it('seeds demo data on PostgreSQL only when SEED_DEMO=true, and may skip it on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SECRET_KEY: KEY }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SECRET_KEY: KEY, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(problems({ SEED_DEMO: 'yes' })[0]).toMatch(/^SEED_DEMO: /);
  });

  it('checks the first SuperAdmin: both variables, a valid email and a password that meets the rules', () => {
    expect(problems({ BOOTSTRAP_ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together: set both to create the first SuperAdmin.',
    ]);
    expect(problems({ BOOTSTRAP_ADMIN_EMAIL: 'not an email', BOOTSTRAP_ADMIN_PASSWORD: 'Strong#Pass2026' })).toEqual(['BOOTSTRAP_ADMIN_EMAIL must be a valid email address.']);
    expect(problems({ BOOTSTRAP_ADMIN_EMAIL: 'boss@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'password' })).toEqual([
      'BOOTSTRAP_ADMIN_PASSWORD does not meet the password rules: at least 8 characters, at least one uppercase letter, at least one lowercase letter, at least one digit, at least one special character.',
    ]);
    expect(problems({ BOOTSTRAP_ADMIN_EMAIL: 'boss@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'Strong#Pass2026' })).toEqual([]);
  });

  it('names every problem at once, in a message fit for the console', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'postgres://db/x', RECAPTCHA_SECRET: 's', PORT: 'eighty' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/^Trueline cannot start with this configuration:\n {2}- PORT: Must be a number$/);
    const combined = problems({ DATABASE_URL: 'postgres://db/x', RECAPTCHA_SECRET: 's' });
    expect(combined).toHaveLength(2);
  });
});
