/** Verifies the bot-check token the browser obtained before sign-in and reset requests. */
export interface CaptchaProvider {
  readonly kind: 'sandbox' | 'recaptcha';
  verify(token: string, ip: string): Promise<boolean>;
}

/** Sandbox: any non-empty token passes, so the console works without a third-party service. */
export const sandboxCaptcha: CaptchaProvider = {
  kind: 'sandbox',
  verify: async (token) => token.trim().length > 0,
};

export function recaptcha(secret: string): CaptchaProvider {
  return {
    kind: 'recaptcha',
    async verify(token, ip) {
      if (!token) return false;
      try {
        const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean; score?: number };
        return body.success === true && (body.score === undefined || body.score >= 0.5);
      } catch {
        return false;
      }
    },
  };
}

export const createCaptcha = (secret?: string): CaptchaProvider => (secret ? recaptcha(secret) : sandboxCaptcha);
