import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { type Target, loadOnce } from './lighthouse';

// bench:floor's markup floor (issue 50): a page's own server HTML, stylesheets, font and pictures,
// served by the bare Next app (scripts/bench/floor.ts) from a server component with no client
// component, so Lighthouse can tell what the markup costs from what the site's client code costs.
//  - The document is the one the site sends the browser after the page's set-up (its cookies),
//    parsed by Chromium's DOMParser (nothing runs). Every script goes, with the scripts' preloads:
//    what stays is the site's markup as it arrives, Next's and ours alike.
//  - Every same-site URL the markup or its stylesheets name (stylesheets, the font, each picture
//    of a srcset, the icons) is fetched from the site as Chromium asks for it (its Accept header)
//    and saved under the bare app's public/floor-assets/, the markup pointing there instead.
//  - The bare app's route /floor/<slug> is a root layout of its own: the page's <html> and <body>
//    attributes, its head's links, metas and title as React elements (stylesheets with Next's
//    precedence, so React writes them as Next does), and the body's markup as React elements
//    (html-react-parser, on the server only): the RSC payload carries them and the browser
//    hydrates each, as it does the site's. (As one dangerouslySetInnerHTML string the floor
//    scored above the bare page: nothing to hydrate, so it was no floor for the site's markup.)

/** A head element the floor renders: its tag, attributes (React's names) and text. */
type HeadTag = { tag: 'link' | 'meta' | 'title' | 'style'; attrs: Record<string, string>; text?: string };
export interface MarkupCapture {
  slug: string;
  htmlAttrs: Record<string, string>;
  bodyAttrs: Record<string, string>;
  head: HeadTag[];
  body: string;
}
export interface CapturedAssets {
  /** Bytes by file name under public/floor-assets/. */
  files: Map<string, Buffer>;
  /** Each fetched URL's floor path (a URL several pages name is fetched once). */
  names: Map<string, Promise<string>>;
}

const ASSET_DIR = 'floor-assets';
const CHROMIUM_ACCEPT: Record<string, string> = {
  image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  style: 'text/css,*/*;q=0.1',
  other: '*/*',
};
const EXTENSIONS: Record<string, string> = {
  'text/css': '.css',
  'font/woff2': '.woff2',
  'image/avif': '.avif',
  'image/webp': '.webp',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/svg+xml': '.svg',
  'image/gif': '.gif',
  'image/x-icon': '.ico',
  'image/vnd.microsoft.icon': '.ico',
};

export const floorSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const floorPath = (name: string) => `/floor/${floorSlug(name)}`;

/** In Chromium: the markup without scripts, with each same-site URL through `rename` (null: list them only). */
function parseInPage(html: string, renamed: Record<string, string> | null) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) el.remove();
  // A checkout page's nonce is new with every request: the floor's build would change with it.
  for (const el of doc.querySelectorAll('[nonce]')) el.removeAttribute('nonce');
  const urls = new Set<string>();
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  const map = (url: string) => (renamed && local(url) ? (renamed[url] ?? url) : (local(url) && urls.add(url), url));
  const mapSet = (set: string) => set.split(',').map((part) => part.trim().replace(/^\S+/, (url) => map(url))).join(', ');
  for (const el of doc.querySelectorAll('[src], [srcset], [imagesrcset], link[href], [poster]')) {
    for (const name of ['src', 'poster', 'href']) {
      const value = el.getAttribute(name);
      if (value !== null && (name !== 'href' || el.tagName === 'LINK') && el.getAttribute('rel') !== 'canonical') el.setAttribute(name, map(value));
    }
    for (const name of ['srcset', 'imagesrcset']) {
      const value = el.getAttribute(name);
      if (value !== null) el.setAttribute(name, mapSet(value));
    }
  }
  const attrs = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
  const head = [...doc.head.children]
    .filter((el) => !(el.tagName === 'META' && (el.hasAttribute('charset') || el.getAttribute('name') === 'viewport')))
    .map((el) => ({ tag: el.tagName.toLowerCase(), attrs: attrs(el), text: el.tagName === 'TITLE' || el.tagName === 'STYLE' ? el.textContent ?? '' : undefined }));
  return { urls: [...urls], htmlAttrs: attrs(doc.documentElement), bodyAttrs: attrs(doc.body), head, body: doc.body.innerHTML };
}

/**
 * The same-site preloads of a `Link` header, as a head's links: Next sends a dynamic page's (a checkout step's)
 * font preload there, not in its HTML. `</a.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", …`
 */
function linkHeader(header: string): ({ href: string } & Record<string, string>)[] {
  return [...header.matchAll(/<(\/[^>]*)>((?:\s*;\s*[a-z-]+(?:="[^"]*"|=[^;,\s]*)?)*)/gi)].map(([, href, params]) => ({
    href: href!,
    ...Object.fromEntries([...params!.matchAll(/;\s*([a-z-]+)(?:="([^"]*)"|=([^;,\s]*))?/gi)].map(([, name, quoted, bare]) => [name!.toLowerCase(), quoted ?? bare ?? ''])),
  }));
}

/** React's names for the HTML attributes the captured head and root elements carry. */
const REACT_NAMES: Record<string, string> = {
  class: 'className', crossorigin: 'crossOrigin', charset: 'charSet', 'http-equiv': 'httpEquiv', fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet', imagesizes: 'imageSizes', referrerpolicy: 'referrerPolicy', 'data-precedence': 'precedence',
};
const reactAttrs = (attrs: Record<string, string>) => Object.fromEntries(Object.entries(attrs).map(([k, v]) => [REACT_NAMES[k.toLowerCase()] ?? k, v]));

/** Fetches one same-site asset as Chromium asks for it; CSS has its own url()s fetched and renamed. */
async function fetchAsset(origin: string, url: string, kind: keyof typeof CHROMIUM_ACCEPT, assets: CapturedAssets): Promise<string> {
  const known = assets.names.get(url);
  if (known) return known;
  const named = (async () => {
    const response = await fetch(new URL(url, origin), { headers: { accept: CHROMIUM_ACCEPT[kind]! } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    let bytes: Buffer = Buffer.from(await response.arrayBuffer());
    if (type === 'text/css') {
      // A stylesheet's url()s are relative to it ('../media/font.woff2'); data: URLs stay.
      const css = bytes.toString('utf8');
      const URL_REF = /url\((["']?)([^)"']+)\1\)/g;
      const base = new URL(url, origin);
      const refs = [...new Set([...css.matchAll(URL_REF)].map((m) => m[2]!).filter((ref) => !ref.startsWith('data:') && new URL(ref, base).origin === base.origin))];
      const sitePath = (to: URL) => `${to.pathname}${to.search}`;
      const renamed = new Map(await Promise.all(refs.map(async (ref) => [ref, await fetchAsset(origin, sitePath(new URL(ref, base)), 'other', assets)] as const)));
      bytes = Buffer.from(css.replace(URL_REF, (all, quote: string, ref: string) => (renamed.has(ref) ? `url(${quote}${renamed.get(ref)}${quote})` : all)));
    }
    const ext = EXTENSIONS[type] ?? path.extname(new URL(url, origin).pathname);
    const file = `${createHash('sha256').update(url).digest('hex').slice(0, 16)}${ext}`;
    assets.files.set(file, bytes);
    return `/${ASSET_DIR}/${file}`;
  })();
  assets.names.set(url, named);
  return named;
}

/**
 * Captures `target`'s markup floor: the document the site sends after the page's set-up, at Lighthouse's phone size
 * (the main frame's last navigation answer), parsed in that page; its assets join `assets` (shared between pages).
 */
export async function captureMarkup(browser: Browser, target: Target, origin: string, assets: CapturedAssets): Promise<MarkupCapture> {
  let document: HTTPResponse | null = null;
  const listen = async (page: Page) =>
    void page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) document = response;
    });
  return loadOnce(
    browser,
    target,
    async (page) => {
      const answer = document as HTTPResponse | null;
      if (!answer?.ok()) throw new Error(`${target.name}: ${target.url} answered ${answer?.status() ?? 'nothing'}`);
      const [html, link] = [await answer.text(), answer.headers().link ?? ''];
      // tsx compiles with esbuild's keepNames: the function's inner helpers call its __name, absent in the page.
      await page.evaluate('globalThis.__name = (f) => f');
      const listed = await page.evaluate(parseInPage, html, null);
      const kindOf = (url: string) => (/\.css(\?|$)/.test(url) ? 'style' : /^\/_next\/image\?|\.(png|jpe?g|webp|avif|svg|gif|ico)(\?|$)/.test(url) ? 'image' : 'other');
      const renamed = Object.fromEntries(await Promise.all(listed.urls.map(async (url) => [url, await fetchAsset(origin, url, kindOf(url), assets)])));
      const parsed = await page.evaluate(parseInPage, html, renamed);
      const preloads = await Promise.all(linkHeader(link).map(async ({ href, ...attrs }) => ({ tag: 'link' as const, attrs: { ...attrs, href: await fetchAsset(origin, href, 'other', assets) } })));
      return { slug: floorSlug(target.name), htmlAttrs: parsed.htmlAttrs, bodyAttrs: parsed.bodyAttrs, head: [...preloads, ...(parsed.head as HeadTag[])], body: parsed.body };
    },
    listen,
  );
}

/** The floor's files in the bare app: its route, the captures as a module, the assets. */
export function floorFiles(captures: MarkupCapture[]): Record<string, string> {
  const pages = Object.fromEntries(
    captures.map((c) => [c.slug, { ...c, htmlAttrs: reactAttrs(c.htmlAttrs), bodyAttrs: reactAttrs(c.bodyAttrs), head: c.head.map((t) => ({ ...t, attrs: reactAttrs(t.attrs) })) }]),
  );
  return {
    'floor-pages.mjs': `// Written by scripts/bench/markup-floor.ts: each page's captured markup.\nexport default ${JSON.stringify(pages)};\n`,
    'app/(floor)/floor/[slug]/layout.jsx': `import parse from 'html-react-parser';
import pages from '../../../../floor-pages.mjs';
// A page's markup floor: its own server HTML, stylesheets, font and pictures, drawn by this server component alone,
// element by element (html-react-parser), so the browser hydrates the same elements as the site's (no client component).
export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(pages).map((slug) => ({ slug }));
const Tag = ({ tag: Element, attrs, text }) => <Element {...attrs}>{text}</Element>;
export default async function FloorLayout({ params }) {
  const page = pages[(await params).slug];
  return (
    <html {...page.htmlAttrs}>
      <head>{page.head.map((tag, i) => <Tag key={i} {...tag} />)}</head>
      <body {...page.bodyAttrs}>{parse(page.body)}</body>
    </html>
  );
}
`,
    'app/(floor)/floor/[slug]/page.jsx': `export default function FloorPage() {
  return null;
}
`,
  };
}

export function writeAssets(dir: string, assets: CapturedAssets): void {
  const target = path.join(dir, 'public', ASSET_DIR);
  mkdirSync(target, { recursive: true });
  for (const [file, bytes] of assets.files) writeFileSync(path.join(target, file), bytes);
}
