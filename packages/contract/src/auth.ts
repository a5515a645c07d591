import { z } from 'zod';
import { defineRoute, ok } from './route';
import { MESSAGES } from './messages';
import { emailField, requiredString, isoDate, boolish, TEXT_MAX, tooLong } from './fields';
import { PASSWORD_MIN_LENGTH, isStrongPassword } from './rules';

export const USER_TYPES = ['SuperAdmin', 'Owner', 'Admin'] as const;
export const userType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userType>;

export const authorizedUser = z.object({
  id: z.string(),
  orgId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType,
  accessToken: z.string(),
});
export type AuthorizedUser = z.infer<typeof authorizedUser>;

export const authResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TwoFactorRequired'), token: z.string() }),
  z.object({ type: z.literal('Authenticated'), authorizedUser }),
]);
export type AuthResponse = z.infer<typeof authResponse>;

export const profile = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  role: z.string().nullable(),
  linkedin: z.string().nullable(),
  mfaSet: z.boolean(),
  userType,
  created: isoDate,
  lastSeen: isoDate.nullable(),
});
export type Profile = z.infer<typeof profile>;

const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(TEXT_MAX.secret, tooLong(TEXT_MAX.secret));

export const mfaCodeField = z
  .string({ error: MESSAGES.mfaCodeRequired })
  .trim()
  .min(1, MESSAGES.mfaCodeRequired)
  .max(TEXT_MAX.short, tooLong(TEXT_MAX.short))
  .regex(/^\d{6}$/, MESSAGES.mfaCodeSixDigits);

export const credentialsBody = z.object({
  email: emailField,
  password: passwordField,
  reCaptchaToken: z.string().max(TEXT_MAX.secret).optional().default(''),
});
export const secondFactorBody = z.object({ token: requiredString(MESSAGES.signInTokenInvalid, TEXT_MAX.secret), code: mfaCodeField });
export const resetRequestBody = z.object({ email: emailField, reCaptchaToken: z.string().max(TEXT_MAX.secret).optional().default('') });
export const tokenBody = z.object({ token: requiredString(MESSAGES.resetLinkInvalid, TEXT_MAX.secret) });
export const activationTokenBody = z.object({ token: requiredString(MESSAGES.activationLinkInvalid, TEXT_MAX.secret) });
export const newPasswordBody = z.object({
  token: z.string().max(TEXT_MAX.secret).default(''),
  password: passwordField.refine(isStrongPassword, MESSAGES.passwordRulesNotMet),
});

const tag = 'Authentication';

export const authRoutes = {
  credentials: defineRoute({
    method: 'POST', path: '/api/auth/credentials', tag, auth: 'public', bodyKind: 'form',
    summary: 'Sign in with email and password', body: credentialsBody, response: authResponse,
  }),
  secondFactor: defineRoute({
    method: 'POST', path: '/api/auth/secondFactor', tag, auth: 'public', bodyKind: 'form',
    summary: 'Complete sign-in with the six-digit code', body: secondFactorBody, response: authorizedUser,
  }),
  refresh: defineRoute({
    method: 'POST', path: '/api/auth/refresh', tag, auth: 'public',
    summary: 'Exchange the refresh cookie for a new access token',
    query: z.object({ force: boolish.optional() }), response: authorizedUser,
  }),
  me: defineRoute({ method: 'GET', path: '/api/auth/me', tag, auth: 'user', summary: 'The signed-in user profile', response: profile }),
  requestPasswordReset: defineRoute({
    method: 'POST', path: '/api/auth/requestPasswordReset', tag, auth: 'public', bodyKind: 'form',
    summary: 'Send a password reset link', body: resetRequestBody, response: ok,
  }),
  resetPasswordVerify: defineRoute({
    method: 'POST', path: '/api/auth/resetPasswordVerify', tag, auth: 'public', bodyKind: 'form',
    summary: 'Check a password reset token', body: tokenBody, response: ok,
  }),
  resetPassword: defineRoute({
    method: 'POST', path: '/api/auth/resetPassword', tag, auth: 'public', bodyKind: 'form',
    summary: 'Set a new password with a reset token', body: newPasswordBody, response: ok,
  }),
  activationTokenVerify: defineRoute({
    method: 'POST', path: '/api/auth/activationTokenVerify', tag, auth: 'public', bodyKind: 'form',
    summary: 'Check an account activation token', body: activationTokenBody, response: ok,
  }),
  activateAccount: defineRoute({
    method: 'POST', path: '/api/auth/activateAccount', tag, auth: 'public', bodyKind: 'form',
    summary: 'Set the first password and sign in', body: newPasswordBody, response: authorizedUser,
  }),
  token: defineRoute({
    method: 'POST', path: '/api/auth/token', tag, auth: 'public',
    summary: 'Sign in with a one-time token', query: z.object({ token: z.string().max(TEXT_MAX.secret).default('') }), response: authorizedUser,
  }),
  issueToken: defineRoute({
    method: 'POST', path: '/api/auth/token/issue', tag, auth: 'user',
    summary: 'Create a one-time sign-in link for yourself (valid 5 minutes)', response: z.object({ token: z.string().max(TEXT_MAX.secret), url: z.string() }),
  }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', tag, auth: 'public', summary: 'Sign out', response: ok }),
  mfa: defineRoute({ method: 'GET', path: '/api/auth/mfa', tag, auth: 'user', summary: 'QR code (PNG) to set up a second factor', response: 'file' }),
  mfaVerify: defineRoute({
    method: 'POST', path: '/api/auth/mfa/verify', tag, auth: 'user',
    summary: 'Confirm the second factor with a code', query: z.object({ code: mfaCodeField }), response: ok,
  }),
};
