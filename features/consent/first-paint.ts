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
//
// One answer for both storefronts (issue 40): where the page's host is under one of the domains
// the script element names (`data-cookie-domains`, edge/cookie-domain.ts: the parents the main
// and gifts hosts share), the answer is also kept in a cookie of the same name on that domain,
// expiring when the answer does (6 calendar months after it was given). Before the store reads
// localStorage, a fresher answer in the cookie is copied there (the answer given on the other
// storefront), and a fresher one in localStorage is copied to the cookie; after each click (the
// dialog's buttons) and when the page is hidden, an answer the store wrote is copied to the
// cookie. It lives here, in the HTML, so the consent store and every page's scripts stay as
// they were. An expired answer is honoured in neither place: the cookie expires with it (and one
// found expired or malformed is deleted here), and the store deletes the local one (SPEC §4).

/** The attribute the dialog element carries (ConsentDialog.tsx) and the script finds it by. */
export const CONSENT_DIALOG_ATTRIBUTE = 'data-consent-dialog';

/** The attribute the script element carries: the cookie domains its page's host may be under, space-separated. */
export const CONSENT_COOKIE_DOMAINS_ATTRIBUTE = 'data-cookie-domains';

export const CONSENT_FIRST_PAINT_SCRIPT =
  '(function(){' +
  `var d=document.querySelector('[${CONSENT_DIALOG_ATTRIBUTE}]');if(!d)return;` +
  `var K='${CONSENT_STORAGE_KEY}',w=window,ls=null,ck=null,dom='',last=null;` +
  // A fresh answer's [date given, expiry], else null.
  'function read(r){try{' +
  "var s=JSON.parse(r||'null');" +
  `var c=s&&s.version===${CONSENT_VERSION}&&s.state&&s.state.choice;` +
  "if(c&&typeof c.statistics==='boolean'&&typeof c.marketing==='boolean'&&typeof c.decidedAt==='string'){" +
  'var t=Date.parse(c.decidedAt),n=Date.now();' +
  'if(t===t&&t<=n){' +
  'var e=new Date(t),y=e.getUTCDate();e.setUTCDate(1);' +
  `e.setUTCMonth(e.getUTCMonth()+${CONSENT_LIFETIME_MONTHS});` +
  'var l=new Date(Date.UTC(e.getUTCFullYear(),e.getUTCMonth()+1,0)).getUTCDate();' +
  'e.setUTCDate(Math.min(y,l));if(n<e.getTime())return[t,e];' +
  '}}' +
  '}catch(x){}return null}' +
  // The answer to the shared cookie (once per value).
  'function put(r,a){if(!dom||r===last)return;last=r;' +
  "document.cookie=K+'='+encodeURIComponent(r)+';domain='+dom+';path=/;expires='+a[1].toUTCString()+';samesite=lax'+(w.location.protocol==='https:'?';secure':'')}" +
  'try{ls=w.localStorage.getItem(K)}catch(x){}' +
  'try{' +
  `var S=document.currentScript,h=w.location.hostname,D=((S&&S.getAttribute('${CONSENT_COOKIE_DOMAINS_ATTRIBUTE}'))||'').split(' ');` +
  "for(var i=0;i<D.length&&!dom;i++)if(D[i]&&(h===D[i]||h.slice(-D[i].length-1)==='.'+D[i]))dom=D[i];" +
  "if(dom){var m=document.cookie.match(new RegExp('(?:^|; )'+K+'=([^;]*)'));ck=m?decodeURIComponent(m[1]):null}" +
  '}catch(x){}' +
  'var a=read(ls),b=read(ck);' +
  // An expired (or unreadable) answer in the cookie is deleted, as the store deletes its own.
  "if(dom&&ck!==null&&!b)document.cookie=K+'=;domain='+dom+';path=/;max-age=0';" +
  'if(b&&(!a||b[0]>a[0])){try{w.localStorage.setItem(K,ck);a=b;last=ck}catch(x){}}' +
  'else if(a&&(!b||a[0]>b[0]))put(ls,a);else if(b)last=ck;' +
  'if(dom){var sync=function(){try{var r=w.localStorage.getItem(K),q=read(r);if(q)put(r,q)}catch(x){}};' +
  "document.addEventListener('click',function(){w.setTimeout(sync,0)},true);w.addEventListener('pagehide',sync)}" +
  'if(!a)d.hidden=false;' +
  '})();';
