import { MESSAGES, normalizePhone, PICTURE_MAX_BYTES, PICTURE_TYPES, profileUpdate, USER_PHONE_COUNTRIES, type Profile, type ProfileUpdate } from '@trueline/contract';
import { optionalPhoneField } from '../../components/phone';

/** An optional text of the contract's `user` part as the form holds it: always a string (blank when unset), same rules. */
const text = profileUpdate.shape.address.unwrap().unwrap();

/** The profile form: the contract's `user` part, with the phone checked against US, CA and EC. */
export const profileForm = profileUpdate.extend({
  phone: optionalPhoneField(USER_PHONE_COUNTRIES), address: text, city: text, state: text, postalCode: text, role: text, linkedin: text,
});

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  role: string;
  linkedin: string;
}

export const profileValues = (p: Profile): ProfileFormValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  postalCode: p.postalCode ?? '',
  role: p.role ?? '',
  linkedin: p.linkedin ?? '',
});

const orNull = (v: string) => v.trim() || null;

/** The `user` JSON part: trimmed, empty fields as null, the phone in E.164; the email is not sent (it is locked). */
export function profileUpdateOf(v: Omit<ProfileFormValues, 'email'>): ProfileUpdate {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    phone: v.phone ? normalizePhone(v.phone, USER_PHONE_COUNTRIES) : null,
    address: orNull(v.address),
    city: orNull(v.city),
    state: orNull(v.state),
    postalCode: orNull(v.postalCode),
    role: orNull(v.role),
    linkedin: orNull(v.linkedin),
  };
}

/** The multipart body of PUT /profile: `user` as a JSON string and the optional `file`. */
export function profileFormData(v: Omit<ProfileFormValues, 'email'>, picture: File | null): FormData {
  const data = new FormData();
  data.append('user', JSON.stringify(profileUpdateOf(v)));
  if (picture) data.append('file', picture, picture.name);
  return data;
}

/** Why a chosen picture cannot be sent, or null when it can. */
export function pictureProblem(file: File): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return MESSAGES.pictureTooLarge;
  return null;
}

/** A LinkedIn entry made into a link: a bare address gets https://. */
export const linkedinHref = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);
