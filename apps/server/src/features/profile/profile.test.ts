import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PICTURE_MAX_BYTES } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/session';
import { DEMO, buildUser, multipartBody, userRow } from '../../testing/auth-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5f2a40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');

const profileUrl = (orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/profile`;
const validUser = { firstName: 'Pia', lastName: 'Profile', phone: '', address: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', role: 'Ops', linkedin: 'https://linkedin.com/in/pia' };

async function put(headers: Record<string, string> | undefined, parts: Parameters<typeof multipartBody>[0], orgId?: string) {
  const body = await multipartBody(parts);
  return t.app.inject({ method: 'PUT', url: profileUrl(orgId), payload: body.payload, headers: { ...headers, ...body.headers } });
}
const picture = (bytes: Buffer, filename: string, type = 'image/png') => ({ bytes, filename, type });

async function member() {
  const { id, email } = await buildUser(t);
  return { id, email, session: await signIn(t, email) };
}

describe('profile.get', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: profileUrl() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers my profile', async () => {
    const { headers } = await signIn(t, DEMO.owner);
    const res = await t.app.inject({ url: profileUrl(), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: '00000000-0000-4000-8000-0000000000a2', orgId: DEMO.orgId, orgName: 'Demo Co', firstName: 'Olivia', lastName: 'Owner', email: DEMO.owner,
      phone: null, address: null, city: null, state: null, postalCode: null, profilePictureUrl: null, role: null, linkedin: null, mfaSet: false,
      userType: 'Owner', created: expect.any(String), lastSeen: expect.any(String),
    });
  });

  it('answers 404 under another organisation', async () => {
    const other = await signIn(t, DEMO.otherOwner);
    const res = await t.app.inject({ url: profileUrl(DEMO.orgId), headers: other.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    const owner = await signIn(t, DEMO.owner);
    expect((await t.app.inject({ url: profileUrl(DEMO.otherOrgId), headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('profile.update', () => {
  it('answers 401 without a token', async () => {
    const res = await put(undefined, { user: JSON.stringify(validUser) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('updates my fields from the `user` part, normalising the phone and keeping the email', async () => {
    const { id, email, session } = await member();
    const res = await put(session.headers, { user: JSON.stringify({ ...validUser, phone: '512-555-0177', email: 'other@example.com' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...validUser, id, email, phone: '+15125550177', profilePictureUrl: null });
    expect(await userRow(t, id)).toMatchObject({ firstName: 'Pia', city: 'Austin', phone: '+15125550177', email });
    // the next read agrees
    expect((await t.app.inject({ url: profileUrl(), headers: session.headers })).json().data.postalCode).toBe('78701');
  });

  it('clears optional fields sent empty or left out', async () => {
    const { id, session } = await member();
    await put(session.headers, { user: JSON.stringify({ ...validUser, phone: '+593 99 123 4567' }) });
    expect((await userRow(t, id)).phone).toBe('+593991234567');
    const res = await put(session.headers, { user: JSON.stringify({ firstName: 'Pia', lastName: 'Profile', phone: null, city: '' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, address: null, city: null, role: null });
  });

  it('accepts the `user` part sent as a JSON file part', async () => {
    const { session } = await member();
    const res = await put(session.headers, { user: { bytes: Buffer.from(JSON.stringify(validUser)), filename: 'blob', type: 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.firstName).toBe('Pia');
  });

  it.each([
    [{ ...validUser, firstName: '' }, 'firstName', MESSAGES.fieldRequired],
    [{ ...validUser, firstName: '  ' }, 'firstName', MESSAGES.fieldRequired],
    [{ ...validUser, lastName: undefined }, 'lastName', MESSAGES.fieldRequired],
    [{ ...validUser, phone: '+44 20 7946 0958' }, 'phone', MESSAGES.phoneInvalid],
    [{ ...validUser, phone: '555' }, 'phone', MESSAGES.phoneInvalid],
  ])('refuses %j with the spec message', async (user, path, message) => {
    const { id, session } = await member();
    const res = await put(session.headers, { user: JSON.stringify(user) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: [{ path, message }] });
    expect((await userRow(t, id)).firstName).toBe('Test');
  });

  it('refuses a body that is not multipart, a missing `user` part, or one that is not JSON', async () => {
    const { session } = await member();
    const json = await t.app.inject({ method: 'PUT', url: profileUrl(), headers: session.headers, payload: validUser });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('VALIDATION');
    const missing = await put(session.headers, { file: picture(PNG, 'me.png') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'user' }] });
    const broken = await put(session.headers, { user: '{not json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'user' }] });
  });

  it.each([
    ['PNG', PNG, 'me.png', 'image/png'],
    ['JPEG', JPEG, 'me.jpg', 'image/jpeg'],
    ['SVG', SVG, 'me.svg', 'image/svg+xml'],
  ])('stores a %s picture and serves it at /api/files/:id', async (_kind, bytes, filename, contentType) => {
    const { session } = await member();
    // the type the browser claims does not matter: the bytes decide
    const res = await put(session.headers, { user: JSON.stringify(validUser), file: picture(bytes, filename, 'application/octet-stream') });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profilePictureUrl as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['a GIF', GIF, 'me.gif', 'image/gif'],
    ['text named .png', Buffer.from('hello, not a picture'), 'me.png', 'image/png'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'me.svg', 'image/svg+xml'],
  ])('refuses %s and keeps the profile unchanged', async (_kind, bytes, filename, type) => {
    const { id, session } = await member();
    const res = await put(session.headers, { user: JSON.stringify(validUser), file: picture(bytes, filename, type) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.pictureType, code: 'VALIDATION', errors: [{ path: 'file', message: MESSAGES.pictureType }] });
    expect(await userRow(t, id)).toMatchObject({ firstName: 'Test', pictureFileId: null });
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const { id, session } = await member();
    const big = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    const res = await put(session.headers, { user: JSON.stringify(validUser), file: picture(big, 'big.png') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.pictureTooLarge, code: 'TOO_LARGE' });
    expect((await userRow(t, id)).pictureFileId).toBeNull();
  });

  it('keeps the picture when none is sent, and replaces (and removes) the old one when a new one is', async () => {
    const { session } = await member();
    const first = (await put(session.headers, { user: JSON.stringify(validUser), file: picture(PNG, 'a.png') })).json().data.profilePictureUrl;
    const kept = await put(session.headers, { user: JSON.stringify({ ...validUser, city: 'Dallas' }) });
    expect(kept.json().data).toMatchObject({ city: 'Dallas', profilePictureUrl: first });
    const second = (await put(session.headers, { user: JSON.stringify(validUser), file: picture(JPEG, 'b.jpg') })).json().data.profilePictureUrl;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: second })).headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
  });

  it('answers 404 under another organisation, even for a SuperAdmin (my profile is my own)', async () => {
    const other = await signIn(t, DEMO.otherOwner);
    const res = await put(other.headers, { user: JSON.stringify(validUser) }, DEMO.orgId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    const superadmin = await signIn(t, DEMO.superadmin);
    expect((await put(superadmin.headers, { user: JSON.stringify(validUser) }, DEMO.otherOrgId)).statusCode).toBe(404);
    expect((await userRow(t, '00000000-0000-4000-8000-0000000000b1')).firstName).toBe('Oscar');
    expect((await userRow(t, '00000000-0000-4000-8000-0000000000a1')).firstName).toBe('Sam');
  });
});
