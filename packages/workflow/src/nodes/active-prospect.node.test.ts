import { describe, expect, it } from 'vitest';
import { writeScope } from '../interaction';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

type Q = { phone: string; certificate: string | null; companyName: string | null };
const service = (verdict: (q: Q) => { blocked: boolean; reason: string | null }) => {
  const asked: string[] = [];
  const ctx = nodeContext({ activeProspect: { verify: async (conn: string, q: Q) => (asked.push(`${conn} ${JSON.stringify(q)}`), verdict(q)) } });
  return { ctx, asked };
};

describe('active-prospect.node', () => {
  it('verifies the certificate from the request data (xxTrustedFormCertUrl by default) and follows Verified', async () => {
    const { ctx, asked } = service(() => ({ blocked: false, reason: null }));
    const r = await runNode('ActiveProspect', { connectionId: 'ap-1' }, call({ data: { xxTrustedFormCertUrl: 'https://cert.trustedform.com/abc' } }), ctx);
    expect(asked).toEqual(['ap-1 {"phone":"5125550100","certificate":"https://cert.trustedform.com/abc","companyName":null}']);
    expect([r.output, r.ix.scopes.ActiveProspect, r.events]).toEqual(['allowed', { Blocked: false, Reason: null }, ['SUCCESS ActiveProspect: TrustedForm certificate verified']]);
  });

  it('reads the certificate from any scope, asks about one-to-one consent, and follows Not verified when refused', async () => {
    const { ctx, asked } = service(() => ({ blocked: true, reason: 'Consent was not given to Acme alone' }));
    const ix = call();
    writeScope(ix, 'RecordSet:rs-1', { cert: 'https://cert.trustedform.com/xyz' });
    const r = await runNode('ActiveProspect', { connectionId: 'ap-1', certTokenScope: 'RecordSet:rs-1', certTokenProp: 'cert', verifyCompanyName: 'Acme' }, ix, ctx);
    expect(asked[0]).toContain('"certificate":"https://cert.trustedform.com/xyz","companyName":"Acme"');
    expect([r.output, r.ix.scopes.ActiveProspect, r.events]).toEqual(['blocked', { Blocked: true, Reason: 'Consent was not given to Acme alone' }, ['WARNING ActiveProspect: Not verified: Consent was not given to Acme alone']]);
  });

  it('sends a missing certificate as none, with a WARNING', async () => {
    const { ctx, asked } = service((q) => ({ blocked: q.certificate === null, reason: 'No certificate provided' }));
    const r = await runNode('ActiveProspect', { connectionId: 'ap-1' }, call(), ctx);
    expect(asked[0]).toContain('"certificate":null');
    expect([r.output, r.events]).toEqual(['blocked', ['WARNING ActiveProspect: No certificate in Meta data xxTrustedFormCertUrl', 'WARNING ActiveProspect: Not verified: No certificate provided']]);
  });

  it('fails closed when the service does not answer', async () => {
    const r = await runNode('ActiveProspect', { connectionId: 'ap-1' }, call({ data: { xxTrustedFormCertUrl: 'x' } }), nodeContext({ activeProspect: { verify: async () => { throw new Error('502 from TrustedForm'); } } }), 'TF');
    expect([r.output, r.events, r.ix.scopes.ActiveProspect]).toEqual(['blocked', ['ERROR TF: 502 from TrustedForm'], undefined]);
  });

  it('validates its settings', () => {
    expect(parseConfig('ActiveProspect', { connectionId: 'ap' })).toEqual({ ok: true, config: { connectionId: 'ap', certTokenScope: 'Meta', certTokenProp: 'xxTrustedFormCertUrl', verifyCompanyName: '' } });
    expect(parseConfig('ActiveProspect', { certTokenScope: 'Elsewhere', certTokenProp: 'x' })).toEqual({ ok: false, errors: ['connectionId: Field is required', 'certTokenScope: Choose a scope'] });
  });
});
