import { getDomain } from 'tldts-icann';
import { loadConfig, type Config } from './config';

// The consent cookie's domain (issue 40): a reader who answered the cookie question on one
// storefront is not asked again on the other, where their hosts share a parent domain
// (www.concern.net and gifts.concern.net share concern.net). From the configuration alone:
// for each pair of a main host (MAIN_HOSTS) and a gifts host (GIFTS_HOSTS), their longest
// common parent, if it is a registrable domain or below one, never a public suffix (ICANN's
// list: 'co.uk', 'ie', 'org.uk' are refused; a private suffix such as a platform's shared
// domain is refused by the browser itself) and never an IP address or a one-label name such
// as 'localhost' (Chromium keeps a Domain=localhost cookie to localhost itself). Hosts with no
// such parent share nothing: each keeps its own answer (README "Configuration").

/** 'www.concern.net', 'gifts.concern.net' → 'concern.net'; null when they share no parent a cookie may name. */
export function sharedParentDomain(a: string, b: string): string | null {
  const left = hostName(a).split('.');
  const right = hostName(b).split('.');
  const common: string[] = [];
  while (left.length && right.length && left[left.length - 1] === right[right.length - 1]) {
    common.unshift(left.pop()!);
    right.pop();
  }
  if (common.length < 2 || common.some((label) => label === '')) return null;
  const parent = common.join('.');
  const registrable = getDomain(parent);
  // The parent is the registrable domain or a name under it (never the suffix above it).
  return registrable && (parent === registrable || parent.endsWith(`.${registrable}`)) ? parent : null;
}

function hostName(host: string): string {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  // A bracketed IPv6 address or an address with a port: never a cookie domain anyway.
  return name.startsWith('[') ? '' : name.replace(/:\d+$/, '');
}

/** Every domain the consent cookie may be set on, one per shared parent of a main and a gifts host (most specific first). */
export function consentCookieDomains(config: Pick<Config, 'MAIN_HOSTS' | 'GIFTS_HOSTS'> = loadConfig()): string[] {
  const domains = new Set<string>();
  for (const main of config.MAIN_HOSTS) {
    for (const gifts of config.GIFTS_HOSTS) {
      const parent = sharedParentDomain(main, gifts);
      if (parent) domains.add(parent);
    }
  }
  return [...domains].sort((x, y) => y.split('.').length - x.split('.').length);
}
