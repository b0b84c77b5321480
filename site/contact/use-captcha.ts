import { useEffect, useRef, type RefObject } from 'react';

/** The captcha provider's browser API (the production one and the local widget share it). */
interface CaptchaApi {
  render(container: HTMLElement, params: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void }): number;
}
type CaptchaWindow = Window & { grecaptcha?: CaptchaApi } & Record<string, unknown>;

export interface UseCaptchaOptions {
  readonly scriptUrl: string;
  readonly siteKey: string;
  readonly language: string;
  readonly onSolved: (token: string) => void;
  readonly onExpired: () => void;
  readonly onError: () => void;
  /** The script could not be loaded. */
  readonly onLoadFailed: (url: string) => void;
  /** False while the form is not shown (no consent): nothing is loaded. */
  readonly enabled: boolean;
}

let nextCallback = 0;

/**
 * Loads the captcha script (once per page) and renders the widget into the
 * returned element; the callbacks reach the form's state machine.
 */
export function useCaptcha(options: UseCaptchaOptions): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { enabled, scriptUrl, siteKey, language } = options;
  useEffect(() => {
    const host = ref.current;
    if (!enabled || !host) return undefined;
    const win = window as unknown as CaptchaWindow;
    let cancelled = false;
    const render = (): void => {
      if (cancelled || !win.grecaptcha || host.childElementCount > 0) return;
      win.grecaptcha.render(host, {
        sitekey: siteKey,
        callback: (token) => latest.current.onSolved(token),
        'expired-callback': () => latest.current.onExpired(),
        'error-callback': () => latest.current.onError(),
      });
    };
    if (win.grecaptcha) render();
    else {
      const name = `__contactCaptchaLoaded${nextCallback++}`;
      win[name] = render;
      const url = new URL(scriptUrl, location.href);
      url.searchParams.set('onload', name);
      url.searchParams.set('render', 'explicit');
      url.searchParams.set('hl', language);
      const script = document.createElement('script');
      script.src = url.href;
      script.async = true;
      script.addEventListener('error', () => {
        latest.current.onLoadFailed(url.href);
        latest.current.onError();
      });
      document.head.appendChild(script);
    }
    return () => {
      cancelled = true;
    };
  }, [enabled, scriptUrl, siteKey, language]);
  return ref;
}
