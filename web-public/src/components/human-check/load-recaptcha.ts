export interface Grecaptcha {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    wingshareRecaptchaReady?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's reCAPTCHA script once, only when the server asks for reCAPTCHA. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    window.wingshareRecaptchaReady = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not start.')));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=wingshareRecaptchaReady&render=explicit';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Could not load reCAPTCHA. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
