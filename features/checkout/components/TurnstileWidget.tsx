'use client';

import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useEffect, useRef, useState } from 'react';
import { registerCaptchaWidget } from '../payment/captcha';
import { turnstileScriptSrc } from '../payment/turnstile';
import styles from './Captcha.module.css';

// Cloudflare Turnstile through @marsidev/react-turnstile. The binding would inject Cloudflare's
// own address; the script is injected here instead, from NEXT_PUBLIC_TURNSTILE_SCRIPT_URL (a
// local stand-in in tests), under the id the binding watches for. 'interaction-only': the
// donor sees nothing unless Cloudflare asks for a click. While mounted, the widget is the
// site's captcha provider (../payment/captcha.ts).

const SCRIPT_ID = 'cf-turnstile-script';
const ONLOAD = 'onloadTurnstileCallback';
/** How long a press on Donate waits for the challenge (a donor may have to tick the box). */
export const TOKEN_WAIT_MS = 30_000;

let scriptFailed = false;

function injectScript(): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = turnstileScriptSrc(ONLOAD);
  script.async = true;
  script.defer = true;
  // Blocked or down: a press gets no token at once (the route then asks to try again), not after 30 s.
  script.onerror = () => {
    scriptFailed = true;
    script.remove();
  };
  document.head.appendChild(script);
}

export default function TurnstileWidget({ siteKey, action }: { siteKey: string; action: string }) {
  const ref = useRef<TurnstileInstance>(undefined);
  // Cloudflare asks for a click only now and then: then the box shows, with a word on why.
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    scriptFailed = false;
    injectScript();
    return registerCaptchaWidget({
      async token() {
        const instance = ref.current;
        if (!instance || scriptFailed) return '';
        try {
          const token = await instance.getResponsePromise(TOKEN_WAIT_MS);
          // A token is good for one verification: the next attempt gets a fresh challenge.
          instance.reset();
          return token;
        } catch {
          return '';
        }
      },
    });
  }, []);

  return (
    <div className={styles.captcha} data-captcha>
      <p role="status" className={asking ? styles.ask : styles.quiet}>
        {asking ? 'Please confirm you are not a robot.' : null}
      </p>
      {/* Flexible is 300px wide at least: on the narrowest phones the form is narrower. */}
      <Turnstile
        ref={ref}
        siteKey={siteKey}
        injectScript={false}
        options={{ action, appearance: 'interaction-only', size: 'flexible', responseField: false }}
        style={{ minWidth: 0 }}
        onBeforeInteractive={() => setAsking(true)}
        onAfterInteractive={() => setAsking(false)}
      />
    </div>
  );
}
