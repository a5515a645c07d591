import { describe, expect, it } from 'vitest';
import { pictureProblem, profileForm, profileFormData, type ProfileFormValues } from './profile-form';

const values: ProfileFormValues = {
  firstName: ' Olivia ', lastName: 'Owner', email: 'owner@demo.test', phone: '+14165550123', address: '', city: 'Toronto',
  state: 'ON', postalCode: '', role: 'Head of operations', linkedin: '',
};

describe('profile form', () => {
  it('sends the user part as JSON without the email, empties as null, and the picture as file', async () => {
    const picture = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' });
    const data = profileFormData(values, picture);
    expect(JSON.parse(String(data.get('user')))).toEqual({
      firstName: 'Olivia', lastName: 'Owner', phone: '+14165550123', address: null, city: 'Toronto', state: 'ON', postalCode: null,
      role: 'Head of operations', linkedin: null,
    });
    expect((data.get('file') as File).name).toBe('me.svg');
    expect(profileFormData(values, null).has('file')).toBe(false);
  });

  it('refuses a missing name and a phone outside US, CA and EC', () => {
    const result = profileForm.safeParse({ ...values, firstName: ' ', phone: '+442071838750' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Field is required', 'Phone number must be valid']);
  });

  it('accepts png, jpeg and svg pictures up to 2 MB', () => {
    expect(pictureProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(pictureProblem(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(pictureProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('The picture must be a PNG, JPEG or SVG file.');
    expect(pictureProblem(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe('The picture must be smaller than 2 MB.');
  });
});
