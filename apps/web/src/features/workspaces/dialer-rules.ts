import {
  CONNECT_RESERVED_FIELDS, MESSAGES,
  type ConnectConnectBody, type DialerSettings, type FieldError, type Five9ConnectBody, type RingConnectBody,
} from '@trueline/contract';

type Of<P extends DialerSettings['provider']> = Extract<DialerSettings, { provider: P }>;

/* Form values: every input holds a string (or a list); blank means "not chosen" or "keep the saved secret". */

export interface Five9Values {
  username: string;
  password: string;
  countryCode: string;
  callerIdFieldName: string;
  uniqueIdFieldName: string;
  leadKeyFields: string[];
}

export interface RingValues {
  permanentToken: string;
  subAccountId: string;
  uniqueIdFieldName: string;
}

export interface ConnectValues {
  accessKeyId: string;
  secretAccessKey: string;
  awsRegion: string;
  appId: string;
  callerIdFieldName: string;
  attributes: string[];
}

const blankToNull = (v: string) => (v.trim() ? v.trim() : null);

export const five9Values = (s: Of<'FIVE9'>): Five9Values => ({
  username: s.username, password: '', countryCode: s.countryCode, callerIdFieldName: s.callerIdFieldName ?? '',
  uniqueIdFieldName: s.uniqueIdFieldName ?? '', leadKeyFields: s.leadKeyFields,
});
export const five9Body = (v: Five9Values): Five9ConnectBody => ({
  username: v.username, password: blankToNull(v.password), countryCode: (v.countryCode || undefined) as Five9ConnectBody['countryCode'],
  callerIdFieldName: blankToNull(v.callerIdFieldName), uniqueIdFieldName: blankToNull(v.uniqueIdFieldName), leadKeyFields: v.leadKeyFields,
});

/** FIVE9: the first connect needs the password; once connected, the three mappings are required and Caller ID ≠ Unique ID. */
export function five9Rules(v: Five9Values, s: Pick<Of<'FIVE9'>, 'connected' | 'passwordSet'>): FieldError[] {
  const issues: FieldError[] = [];
  if (!s.passwordSet && !v.password.trim()) issues.push({ path: 'password', message: MESSAGES.fieldRequired });
  if (!s.connected) return issues;
  if (!v.callerIdFieldName) issues.push({ path: 'callerIdFieldName', message: MESSAGES.five9CallerIdRequired });
  if (!v.uniqueIdFieldName) issues.push({ path: 'uniqueIdFieldName', message: MESSAGES.five9UniqueIdRequired });
  if (v.leadKeyFields.length === 0) issues.push({ path: 'leadKeyFields', message: MESSAGES.five9LeadKeyRequired });
  if (v.callerIdFieldName && v.callerIdFieldName === v.uniqueIdFieldName) issues.push({ path: 'uniqueIdFieldName', message: MESSAGES.five9SameField });
  return issues;
}

export const ringValues = (s: Of<'RING'>): RingValues => ({
  permanentToken: '', subAccountId: s.subAccountId === null ? '' : String(s.subAccountId), uniqueIdFieldName: s.uniqueIdFieldName ?? '',
});
export const ringBody = (v: RingValues): RingConnectBody => ({
  permanentToken: blankToNull(v.permanentToken), subAccountId: v.subAccountId.trim(),
  uniqueIdFieldName: blankToNull(v.uniqueIdFieldName) as RingConnectBody['uniqueIdFieldName'],
});

/** RING: the first connect needs the token; once connected, the Reserved Unique ID mapping is required. */
export function ringRules(v: RingValues, s: Pick<Of<'RING'>, 'connected' | 'permanentTokenSet'>): FieldError[] {
  const issues: FieldError[] = [];
  if (!s.permanentTokenSet && !v.permanentToken.trim()) issues.push({ path: 'permanentToken', message: MESSAGES.fieldRequired });
  if (s.connected && !v.uniqueIdFieldName) issues.push({ path: 'uniqueIdFieldName', message: MESSAGES.ringUniqueIdRequired });
  return issues;
}

export const connectValues = (s: Of<'CONNECT'>): ConnectValues => ({
  accessKeyId: s.accessKeyId, secretAccessKey: '', awsRegion: s.awsRegion ?? '', appId: s.appId,
  callerIdFieldName: s.callerIdFieldName ?? '', attributes: s.attributes,
});
export const connectBody = (v: ConnectValues): ConnectConnectBody => ({
  accessKeyId: v.accessKeyId, secretAccessKey: blankToNull(v.secretAccessKey), awsRegion: (v.awsRegion || undefined) as ConnectConnectBody['awsRegion'],
  appId: v.appId, callerIdFieldName: blankToNull(v.callerIdFieldName), attributes: v.attributes,
});

/** CONNECT: the first connect needs the secret; once connected, the Caller ID mapping is required and is not phone or zip. */
export function connectRules(v: ConnectValues, s: Pick<Of<'CONNECT'>, 'connected' | 'secretAccessKeySet'>): FieldError[] {
  const issues: FieldError[] = [];
  if (!s.secretAccessKeySet && !v.secretAccessKey.trim()) issues.push({ path: 'secretAccessKey', message: MESSAGES.fieldRequired });
  if (!s.connected) return issues;
  if (!v.callerIdFieldName) issues.push({ path: 'callerIdFieldName', message: MESSAGES.connectCallerIdRequired });
  else if ((CONNECT_RESERVED_FIELDS as readonly string[]).includes(v.callerIdFieldName)) {
    issues.push({ path: 'callerIdFieldName', message: MESSAGES.connectCallerIdReserved });
  }
  return issues;
}

/** A new CONNECT attribute name: trimmed, not blank, not already listed. */
export function addAttribute(list: string[], name: string): string[] {
  const n = name.trim();
  return n && !list.includes(n) ? [...list, n] : list;
}
