import { useCallback } from 'react';
import { usePublicConfig } from '../../lib/public-config';

declare global {
  interface Window {
    grecaptcha?: { ready(cb: () => void): void; execute(siteKey: string, opts: { action: string }): Promise<string> };
  }
}

function loadRecaptcha(siteKey: string): Promise<void> {
  if (window.grecaptcha) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.onload = () => window.grecaptcha!.ready(() => resolve());
    script.onerror = () => reject(new Error('The bot check could not load.'));
    document.head.appendChild(script);
  });
}

/**
 * Obtains the bot-check token sent with sign-in and reset requests: reCAPTCHA when the server has a site key,
 * otherwise the sandbox's token, which the sandbox verifier accepts.
 */
export function useCaptcha() {
  const { data: config } = usePublicConfig();
  return useCallback(
    async (action: string) => {
      const siteKey = config?.recaptchaSiteKey;
      if (!siteKey) return 'sandbox';
      await loadRecaptcha(siteKey);
      return window.grecaptcha!.execute(siteKey, { action });
    },
    [config],
  );
}
