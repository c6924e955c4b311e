import { CONSENT_LIFETIME_MONTHS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from './model';

// The consent dialog at first paint. The server renders the dialog hidden (static pages are the
// same for everyone); this inline script, right after it in the HTML, shows it before the first
// paint when no answer is stored, so a first visit sees it with the page and not once the
// page's JavaScript has run (it was the largest paint of several pages, late by the whole
// hydration). A reader who answered never sees it flash: it stays hidden until the store has
// read the answer, and React then drops it.
//
// The same decision as the store's (model.ts: migrate, sanitize, expire, needsAnswer), in plain
// ES5 with no imports: an answer of this version with booleans for both categories and a date
// that is not in the future and less than 6 calendar months old means no dialog; anything else
// (nothing stored, another version, malformed, expired, storage unavailable) shows it.
// first-paint.test.ts checks it against the model on the same cases, and that its hash is the
// one the checkout's enforced policy allows (edge/security-headers.ts CONSENT_SCRIPT_HASH).

/** The attribute the dialog element carries (ConsentDialog.tsx) and the script finds it by. */
export const CONSENT_DIALOG_ATTRIBUTE = 'data-consent-dialog';

export const CONSENT_FIRST_PAINT_SCRIPT =
  '(function(){' +
  `var d=document.querySelector('[${CONSENT_DIALOG_ATTRIBUTE}]');if(!d)return;var ask=true;` +
  'try{' +
  `var s=JSON.parse(window.localStorage.getItem('${CONSENT_STORAGE_KEY}')||'null');` +
  `var c=s&&s.version===${CONSENT_VERSION}&&s.state&&s.state.choice;` +
  "if(c&&typeof c.statistics==='boolean'&&typeof c.marketing==='boolean'&&typeof c.decidedAt==='string'){" +
  'var t=Date.parse(c.decidedAt),n=Date.now();' +
  'if(t===t&&t<=n){' +
  'var e=new Date(t),y=e.getUTCDate();e.setUTCDate(1);' +
  `e.setUTCMonth(e.getUTCMonth()+${CONSENT_LIFETIME_MONTHS});` +
  'var l=new Date(Date.UTC(e.getUTCFullYear(),e.getUTCMonth()+1,0)).getUTCDate();' +
  'e.setUTCDate(Math.min(y,l));ask=!(n<e.getTime());' +
  '}}' +
  '}catch(x){}' +
  'if(ask)d.hidden=false;' +
  '})();';
