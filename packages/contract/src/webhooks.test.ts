import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { headerNameProblem, isAnyWebhookUrl, isHttpsWebhookUrl, webhookAuthProblems, webhookBody, webhookBodyFor } from './webhooks';

describe('isHttpsWebhookUrl', () => {
  it('takes https addresses whose host is a domain with a TLD, nothing else', () => {
    for (const ok of ['https://crm.example.com/hooks', 'https://a.io', 'https://hooks.crm.example.co.uk:8443/x?y=1', 'https://xn--bcher-kva.example/in']) {
      expect(isHttpsWebhookUrl(ok), ok).toBe(true);
    }
    for (const bad of ['http://crm.example.com', 'https://localhost/x', 'https://10.0.0.1/x', 'https://[::1]/x', 'https://crm/x', 'https://u:p@crm.example.com', 'crm.example.com', 'ftp://a.io', 'https://a.1']) {
      expect(isHttpsWebhookUrl(bad), bad).toBe(false);
    }
  });

  it('lets any http(s) host through where private webhooks are allowed', () => {
    expect(['http://127.0.0.1:8080/in', 'https://localhost/x', 'http://crm/x'].every(isAnyWebhookUrl)).toBe(true);
    expect(['ftp://a.io', 'not a url', 'http://u:p@host/'].some(isAnyWebhookUrl)).toBe(false);
  });
});

describe('webhook auth rules', () => {
  it('asks for what each auth type needs, secrets only when none is stored', () => {
    expect(webhookAuthProblems({ authType: 'None' })).toEqual([]);
    expect(webhookAuthProblems({ authType: 'Basic' }).map((p) => p.path)).toEqual(['username', 'password']);
    expect(webhookAuthProblems({ authType: 'Basic', username: 'u' }, { passwordSet: true, valueSet: false })).toEqual([]);
    expect(webhookAuthProblems({ authType: 'Bearer', value: '  ' }).map((p) => [p.path, p.message])).toEqual([['value', MESSAGES.webhookRequired]]);
    expect(webhookAuthProblems({ authType: 'CustomHeader', headerName: 'X Key', value: 'v' }).map((p) => p.message)).toEqual([MESSAGES.webhookHeaderNameInvalid]);
  });

  it('keeps custom headers off the ones deliveries set themselves', () => {
    expect(headerNameProblem('X-Api-Key')).toBeNull();
    expect(headerNameProblem('Authorization')).toBeNull();
    for (const h of ['Host', 'content-type', 'Content-Length', 'X-Trueline-Signature', 'x-trueline-anything']) expect(headerNameProblem(h), h).toBe(MESSAGES.webhookHeaderNameReserved);
  });
});

describe('webhookBody', () => {
  it('defaults a new webhook to CampaignList, ACTIVE, no auth and no filter', () => {
    expect(webhookBody.parse({ name: ' CRM ', url: 'https://crm.example.com/in' })).toEqual({
      name: 'CRM', url: 'https://crm.example.com/in', eventType: 'CampaignList', status: 'ACTIVE', webhookAuth: { authType: 'None' }, campaignFilter: [],
    });
  });

  it('says Required. for a missing name or URL, and the HTTPS rule where private addresses are not allowed', () => {
    const issues = (body: object, allowPrivate = false) => webhookBodyFor({ allowPrivate }).safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toEqual([['name', MESSAGES.webhookRequired], ['url', MESSAGES.webhookRequired]]);
    expect(issues({ name: 'a', url: 'http://127.0.0.1/x' })).toEqual([['url', MESSAGES.webhookHttpsUrl]]);
    expect(issues({ name: 'a', url: 'http://127.0.0.1/x' }, true)).toBeUndefined();
  });
});
