import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, postWebhook, webhookUrlProblem, WebhookError } from './webhook-http';

let server: http.Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    req.resume();
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '::', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Loopback, private and metadata addresses in the spellings that reach them: WHATWG URL normalises most to one form. */
const hostile = (p: number) => [
  `http://[::ffff:127.0.0.1]:${p}/`, `http://[::ffff:7f00:1]:${p}/`, `http://2130706433:${p}/`, `http://0x7f.1:${p}/`, `http://0177.0.0.1:${p}/`,
  `http://127.1:${p}/`, `http://[::1]:${p}/`, `http://[0:0:0:0:0:0:0:1]:${p}/`, `http://[fd00::1]:${p}/`, `http://169.254.169.254:${p}/`,
  `http://[::ffff:169.254.169.254]:${p}/`, `http://[::ffff:a9fe:a9fe]:${p}/`, `http://0.0.0.0:${p}/`, `http://[::]:${p}/`, `http://10.0.0.1:${p}/`,
  `http://localhost.:${p}/`, `http://localhost:${p}/`, `http://a.localhost:${p}/`,
];

describe('isPrivateAddress', () => {
  it('knows every family and spelling of a non-public address', () => {
    const priv = ['127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.4', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '::1', '::', 'fd00::1', 'fc00::5', 'fe80::1', 'fe80::1%eth0', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::ffff:7f00:1]',
      '::ffff:a9fe:a9fe', '::ffff:0a00:0001', '64:ff9b::7f00:1', '2002:7f00:1::', 'ff02::1', 'not an ip'];
    expect(priv.filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '::ffff:808:808'].filter(isPrivateAddress)).toEqual([]);
  });
});

describe('postWebhook', () => {
  it('refuses every spelling of a private target for good, and never connects', async () => {
    for (const url of hostile(port)) {
      const err = await postWebhook(url, { a: 1 }, { allowPrivate: false, event: 'CampaignList', timeoutMs: 2000 }).then(() => null, (e: unknown) => e);
      expect(err, url).toBeInstanceOf(WebhookError);
      expect((err as WebhookError).permanent, url).toBe(true);
    }
    expect(hits).toBe(0);
  });

  it('delivers to the mapped loopback address only where private webhooks are allowed', async () => {
    const answer = await postWebhook(`http://[::ffff:127.0.0.1]:${port}/`, { a: 1 }, { allowPrivate: true, event: 'CampaignList' });
    expect(answer.status).toBe(200);
    expect(hits).toBe(1);
  });
});

describe('webhookUrlProblem', () => {
  it('refuses IP literals, local names and private targets when the address is accepted', async () => {
    for (const url of [...hostile(8080), 'http://8.8.8.8/hook', 'https://[2001:4860:4860::8888]/x', 'https://user:pw@example.com/x', 'ftp://example.com/x', 'not a url']) {
      expect(await webhookUrlProblem(url, false), url).not.toBeNull();
    }
    expect(await webhookUrlProblem('https://crm.example.invalid/hooks', false)).toBeNull();
    expect(await webhookUrlProblem(`http://[::ffff:127.0.0.1]:${port}/`, true)).toBeNull();
    expect(await webhookUrlProblem('ftp://example.com/x', true)).not.toBeNull();
  });
});
