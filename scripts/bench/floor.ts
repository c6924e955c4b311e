import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { CHECKOUT_STEPS } from '../../features/donation/steps';
import { type Sample, type PageKind, TARGETS_TEXT, floorTable, jsMisses, kib1, misses, signed, summarise } from './floor-report';
import { type Row, type Target, DEFAULT_COUNTRY, auditWithRetry, emulatePhone, launchBrowser, loadOnce, sitePages, warmUp } from './lighthouse';
import { type CapturedAssets, type MarkupCapture, captureMarkup, floorFiles, floorPath, floorSlug, writeAssets } from './markup-floor';
import { portFree, root, runBench, startSite, track, waitFor } from './support';

// `npm run bench:floor` (issues 39 and 50): every page type against two floors built with the
// project's own Next and React: its markup floor (the page's own markup, no client code:
// scripts/bench/markup-floor.ts) and a bare Next page.
//  1. It starts the site with the sandbox as bench:vitals does (BENCH_PORT 3201,
//     BENCH_SANDBOX_PORT 4201, BENCH_DIST_DIR .next-bench; a build when needed), and captures
//     each page's markup floor from it.
//  2. It writes the bare app into .bench-floor/ (ignored by git): the bare page (a root layout
//     with html and body only, 30 paragraphs, no client code), the markup floors, and a
//     next.config with the project's output settings (reactStrictMode, poweredByHeader off,
//     compression on by default). The folder is its own Turbopack root, with hard links to the
//     checkout's packages it needs as its node_modules: Turbopack refuses files outside its
//     root, and with the checkout as the root it builds the checkout's instrumentation.ts and
//     middleware.ts into the bare app. It builds it with `next build` when the stamp (the
//     versions, the files, the captured bytes) differs from the last build's, and serves it
//     with `next start` on FLOOR_BARE_PORT (3205).
//  3. It runs Lighthouse 12 mobile (simulated throttling) FLOOR_RUNS rounds (5), interleaved:
//     each round the bare page, then each page's markup floor and the page, so all meet the
//     same minutes of a shared machine; a round starts once the load average is under
//     FLOOR_MAX_LOAD (2), waiting up to FLOOR_LOAD_WAIT_S (180). Each run in a fresh browser
//     context: the brand font loads and the cookie notice shows, unanswered, as on a first
//     visit. The set-ups, warm-up, quiet CPUs and retries are scripts/bench/lighthouse.ts's
//     (FLOOR_MAX_STEAL, 10 %, as VITALS_MAX_STEAL).
//  4. It prints each page's medians (perf, TBT, LCP, CLS, JS) with its gaps to its floor and to
//     the bare page, as a markdown table for docs/benchmarks.md with the date, command and the
//     rounds' load averages; then compares each page's first screen without JavaScript with its
//     floor's, pixel for pixel.
//  5. It exits 1 when a page misses a target (scripts/bench/floor-report.ts): perf ≥ its floor
//     − 3, TBT ≤ 1.3 × its floor's, LCP ≤ 2.5 s, CLS 0.000; JS over the bare page's at most
//     15 KiB for content pages and 60 KiB for donation steps (gift pages: reported); or when a
//     floor's first screen is not the page's, or a round began above FLOOR_MAX_LOAD.
// FLOOR_ONLY=pattern audits only the pages whose name matches (the bare page always runs),
// FLOOR_JSON_DIR=dir keeps every report and trace, FLOOR_JS_ONLY=1 only loads each page and its
// floor once in Chromium and sums the scripts' bytes transferred until the network is idle (gzip
// as served: Lighthouse's count, plus what a page fetches after Lighthouse's window, as the gift
// checkout does) against the JS budgets: a minute, no Lighthouse.

const started = Date.now();
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4201);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
const BARE_PORT = Number(process.env.FLOOR_BARE_PORT ?? 3205);
const COUNTRY = DEFAULT_COUNTRY;
const RUNS = Math.max(1, Number(process.env.FLOOR_RUNS ?? 5));
const ONLY = process.env.FLOOR_ONLY ? new RegExp(process.env.FLOOR_ONLY) : null;
const JSON_DIR = process.env.FLOOR_JSON_DIR;
const JS_ONLY = Boolean(process.env.FLOOR_JS_ONLY);
const MAX_STEAL = Number(process.env.FLOOR_MAX_STEAL ?? 10);
const BARE_DIR = path.join(root, '.bench-floor');
const STAMP = path.join(BARE_DIR, 'stamp.json');
/** The bare app's own Next (its node_modules), so its server and its bundles load one copy. */
const nextBin = path.join(BARE_DIR, 'node_modules', 'next', 'dist', 'bin', 'next');
const MAX_LOAD = Number(process.env.FLOOR_MAX_LOAD ?? 2);
const LOAD_WAIT_S = Number(process.env.FLOOR_LOAD_WAIT_S ?? 180);
const SCREENS_DIR = path.join(BARE_DIR, 'screens');
const bareOrigin = `http://localhost:${BARE_PORT}`;
const main = `http://localhost:${PORT}`;
const gifts = `http://gifts.localhost:${PORT}`;

/** The bare app: what the framework ships for a page with no code of ours. */
const BARE_FILES: Record<string, string> = {
  'next.config.mjs': `// The project's output settings (next.config.ts): strict mode, no x-powered-by, compression on (the default).
// Turbopack's root is this folder, with its own node_modules (hard links to the checkout's Next and React).
export default { reactStrictMode: true, poweredByHeader: false, turbopack: { root: import.meta.dirname } };
`,
  'package.json': `{ "private": true, "type": "module" }
`,
  'app/(bare)/layout.jsx': `export const metadata = { title: 'Bare Next page' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/(bare)/page.jsx': `const paragraphs = Array.from({ length: 30 }, (_, i) => \`Paragraph \${i + 1}. Clean water, food and shelter reach families after a flood when aid arrives in the first days; this paragraph stands in for a story's text, so the page has the length and the words of a content page without any of its code.\`);
export default function Page() {
  return (<main><h1>A bare Next page</h1>{paragraphs.map((p) => <p key={p}>{p}</p>)}</main>);
}
`,
};

const version = (pkg: string) => (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
const versions = () => ({ next: version('next'), react: version('react'), 'react-dom': version('react-dom') });

/** What the bare app's build depends on: the versions, its files, the floors' files and assets. */
function bareStamp(files: Record<string, string>, assets: CapturedAssets): string {
  const hash = createHash('sha256').update(JSON.stringify(files));
  for (const [name, bytes] of [...assets.files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(bytes);
  return JSON.stringify({ ...versions(), files: hash.digest('hex') });
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Next's output goes to stderr: stdout is the table.
    const child = track(spawn(process.execPath, args, { cwd: BARE_DIR, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 2, 2] }));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Hard links Next, React, React DOM and html-react-parser (the markup floors), with every package they depend on, from the checkout's
 * node_modules into the bare app's: the same files, so the same versions, inside Turbopack's
 * root. (With the checkout as the root, Turbopack takes the checkout's own instrumentation.ts
 * and middleware.ts as the bare app's, and `next start` runs that instrumentation.)
 */
function linkPackages(): number {
  const source = path.join(root, 'node_modules');
  const target = path.join(BARE_DIR, 'node_modules');
  const queue = ['next', 'react', 'react-dom', 'html-react-parser'];
  const linked = new Set<string>();
  const depsOf = (dir: string) => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  };
  while (queue.length) {
    const name = queue.shift()!;
    if (linked.has(name) || !existsSync(path.join(source, name, 'package.json'))) continue; // an optional package not installed here
    linked.add(name);
    mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    const copy = spawnSync('cp', ['-al', path.join(source, name), path.join(target, name)], { stdio: 'inherit' });
    if (copy.status !== 0) throw new Error(`cp -al ${name} into ${target} failed`);
    queue.push(...depsOf(path.join(source, name)));
    // Packages nested in this one's own node_modules came along; what they need comes from the top.
    const nested = path.join(source, name, 'node_modules');
    if (existsSync(nested)) {
      for (const entry of readdirSync(nested)) {
        const dirs = entry.startsWith('@') ? readdirSync(path.join(nested, entry)).map((n) => path.join(nested, entry, n)) : [path.join(nested, entry)];
        for (const dir of dirs) if (existsSync(path.join(dir, 'package.json'))) queue.push(...depsOf(dir));
      }
    }
  }
  return linked.size;
}

/** Builds the bare app (the bare page and the markup floors) unless the last build was of the same files with the same versions. */
async function ensureBareBuild(captures: MarkupCapture[], assets: CapturedAssets): Promise<void> {
  const files = { ...BARE_FILES, ...floorFiles(captures) };
  const stamp = bareStamp(files, assets);
  const built = existsSync(path.join(BARE_DIR, '.next', 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp;
  if (built) {
    console.error(`The bare app's build in ${path.relative(root, BARE_DIR)}/ is current (${stamp.slice(0, 60)}…).`);
    return;
  }
  console.error(`Building the bare app in ${path.relative(root, BARE_DIR)}/ (Next ${versions().next}, React ${versions().react}; ${captures.length} markup floors, ${assets.files.size} assets)…`);
  rmSync(BARE_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(BARE_DIR, file)), { recursive: true });
    writeFileSync(path.join(BARE_DIR, file), text);
  }
  writeAssets(BARE_DIR, assets);
  console.error(`  ${linkPackages()} packages hard-linked into ${path.relative(root, BARE_DIR)}/node_modules`);
  await run([nextBin, 'build', BARE_DIR]);
  writeFileSync(STAMP, stamp);
}

/** `next start` of the bare app on its own port; stopped with the others at the end (stopAll). */
async function startBare(): Promise<void> {
  if (!(await portFree(BARE_PORT))) throw new Error(`Port ${BARE_PORT} (FLOOR_BARE_PORT) is taken: the bare page needs its own.`);
  const child = track(spawn(process.execPath, [nextBin, 'start', BARE_DIR, '-p', String(BARE_PORT)], { cwd: BARE_DIR, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'ignore', 'inherit'] }));
  const stopped = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the bare page's next start stopped (exit ${code}) before it served`))));
  stopped.catch(() => undefined);
  await Promise.race([waitFor(`http://localhost:${BARE_PORT}/`, 60_000), stopped]);
}

interface FloorTarget extends Target {
  kind: PageKind;
  /** A site page's markup floor: its markup served by the bare app (scripts/bench/markup-floor.ts). */
  floor?: FloorTarget;
}

function targets(): { bare: FloorTarget; site: FloorTarget[] } {
  const p = sitePages(main, gifts, COUNTRY);
  const of = (kind: PageKind, list: Target[]) => list.map((t) => ({ ...t, kind, floor: { name: `${t.name}: markup floor`, url: `${bareOrigin}${floorPath(t.name)}`, kind: 'floor' as const } }));
  const site = [
    ...of('content', [p.news, p.story, p.appeal, p.home, p.listing, p.termListing]),
    ...of('donation', [p.amount, p.details]),
    ...of('gifts', [p.giftsHome, p.category, p.product, p.basket, p.cards, p.giftCheckout]),
  ];
  return { bare: { name: 'bare Next page', url: `${bareOrigin}/`, kind: 'bare' }, site: site.filter((t) => !ONLY || ONLY.test(t.name)) };
}

/** The checkout steps a page load cannot reach (SPEC §4: a later step loaded afresh leads back to the first). */
function unmeasuredSteps(): string {
  return CHECKOUT_STEPS[COUNTRY].filter((s) => s.key !== 'details').map((s) => s.name).join(', ');
}

/** Scripts' bytes transferred in one load of the page (after its set-up), the HTTP cache off. */
async function scriptBytes(browser: Browser, target: Target): Promise<number> {
  const scripts = new Set<string>();
  const sizes = new Map<string, number>();
  return loadOnce(
    browser,
    target,
    async () => [...scripts].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0),
    async (page) => {
      const cdp = await page.createCDPSession();
      cdp.on('Network.responseReceived', (e) => e.type === 'Script' && scripts.add(e.requestId));
      cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    },
  );
}

function command(): string {
  const env = ['DEFAULT_COUNTRY', 'FLOOR_RUNS', 'FLOOR_ONLY', 'FLOOR_JS_ONLY'].filter((name) => process.env[name]).map((name) => `${name}=${/^[\w.:-]+$/.test(process.env[name]!) ? process.env[name] : `'${process.env[name]}'`}`);
  return [...env, 'npm run bench:floor'].join(' ');
}

const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;
const stamp = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Each page's scripts against its markup floor's and the bare page's, one load each. */
async function jsOnly(browser: Browser, { bare, site }: { bare: FloorTarget; site: FloorTarget[] }): Promise<number> {
  const bytesOf = async (target: FloorTarget) => {
    const js = await scriptBytes(browser, target);
    console.error(`  ${target.name}: ${kib1(js)} KiB`);
    return js;
  };
  const bareJs = await bytesOf(bare);
  console.log(`\n\`${command()}\`, ${stamp()}, ${COUNTRY}: scripts transferred in one load (gzip as served), Chromium at Lighthouse's phone size, no throttling.\n`);
  console.log('| page | JS KiB | its markup floor | over bare | budget |');
  console.log('|---|---|---|---|---|');
  const failed: string[] = [];
  console.log(`| ${bare.name} | ${kib1(bareJs)} |  |  |  |`);
  for (const target of site) {
    const [js, floorJs] = [await bytesOf(target), await bytesOf(target.floor!)];
    const missed = jsMisses(target.kind, js, bareJs);
    for (const m of missed) failed.push(`${target.name}: ${m}`);
    const budget = target.kind === 'content' ? '15' : target.kind === 'donation' ? '60' : '';
    console.log(`| ${target.name} | ${kib1(js)} | ${kib1(floorJs)} | ${signed((js - bareJs) / 1024, 1)} | ${budget ? `${budget}${missed.length ? ': missed' : ': met'}` : ''} |`);
  }
  console.log(`\nNot loaded as pages: the checkout steps after the first (${unmeasuredSteps()}); a fresh load of one leads back to the first (SPEC §4). ${minutes()}.`);
  for (const f of failed) console.log(`Missed: ${f}`);
  return failed.length ? 1 : 0;
}

const load1 = () => loadavg()[0]!;

/** Waits (up to FLOOR_LOAD_WAIT_S) for the one-minute load average to fall under FLOOR_MAX_LOAD; returns it. */
async function quietEnough(): Promise<number> {
  for (const until = Date.now() + LOAD_WAIT_S * 1000; load1() >= MAX_LOAD && Date.now() < until; ) await new Promise((r) => setTimeout(r, 5_000));
  return load1();
}

/**
 * The first screen at Lighthouse's phone size with JavaScript off, the site's against its markup floor's:
 * the floor draws the same pixels, or it is not the page's markup. Both PNGs are kept in .bench-floor/screens/.
 */
async function sameFirstScreen(browser: Browser, target: FloorTarget): Promise<boolean> {
  const shot = async (t: Target) => {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      if (t.setup) await t.setup(page);
      await emulatePhone(page);
      await page.setJavaScriptEnabled(false);
      await page.goto(t.url, { waitUntil: 'networkidle0' });
      return Buffer.from(await page.screenshot({ type: 'png' }));
    } finally {
      await context.close();
    }
  };
  const [site, floor] = [await shot(target), await shot(target.floor!)];
  mkdirSync(SCREENS_DIR, { recursive: true });
  writeFileSync(path.join(SCREENS_DIR, `${floorSlug(target.name)}-site.png`), site);
  writeFileSync(path.join(SCREENS_DIR, `${floorSlug(target.name)}-floor.png`), floor);
  return site.equals(floor);
}

async function lighthouseRounds(browser: Browser, { bare, site }: { bare: FloorTarget; site: FloorTarget[] }): Promise<number> {
  const list = [bare, ...site.flatMap((t) => [t.floor!, t])];
  for (const target of list) await warmUp(browser, target);
  const rows = new Map<FloorTarget, Row[]>(list.map((t) => [t, []]));
  const lost = new Map<FloorTarget, string[]>();
  const loads: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    loads.push(await quietEnough());
    console.error(`round ${round + 1}/${RUNS}: load average ${loads.at(-1)!.toFixed(2)}`);
    for (const target of list) {
      try {
        const row = await auditWithRetry(browser, target, round, { jsonDir: JSON_DIR, maxSteal: MAX_STEAL });
        rows.get(target)!.push(row);
        const moved = new URL(row.finalUrl).pathname !== new URL(row.url).pathname ? `, ended on ${row.finalUrl}` : '';
        console.error(`  ${target.name}: perf ${row.perf}, TBT ${Math.round(row.tbt)} ms, bootup ${Math.round(row.bootup)} ms, LCP ${(row.lcp / 1000).toFixed(1)} s (${row.lcpElement}), CLS ${row.cls.toFixed(3)}, JS ${kib1(row.js)} KiB, load ${load1().toFixed(2)}${row.steal === null ? '' : `, steal ${row.steal} %`}${moved}`);
      } catch (error) {
        // One lost run does not throw away the others' minutes: the page is reported with fewer runs and fails.
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        lost.set(target, [...(lost.get(target) ?? []), message]);
        console.error(`  ${target.name}: no run (${message})`);
      }
    }
  }
  const summaryOf = (t: FloorTarget) => summarise(t.name, t.kind, rows.get(t)!.map((r): Sample => ({ perf: r.perf, tbt: r.tbt, bootup: r.bootup, lcp: r.lcp, cls: r.cls, js: r.js })));
  const bareSummary = summaryOf(bare);
  if (!bareSummary.runs) throw new Error('The bare page has no recorded run: nothing to compare with.');
  const pages = site.map((t) => ({ page: summaryOf(t), floor: summaryOf(t.floor!) }));
  const lighthouseVersion = [...rows.values()].flat()[0]?.version ?? '?';

  console.log(`\n\`${command()}\`, ${stamp()}, ${COUNTRY}, ${minutes()}: Lighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4× CPU), ${RUNS} round${RUNS > 1 ? 's' : ''} interleaved (the bare page, then each page's markup floor and the page), medians (range); Next ${versions().next}, React ${versions().react}. First visit: brand font, cookie notice unanswered. Load average (1 min) at each round's start: ${loads.map((l) => l.toFixed(2)).join(', ')}.\n`);
  console.log(floorTable(pages, bareSummary));
  console.log(`\n${TARGETS_TEXT} Not loaded as pages: the checkout steps after the first (${unmeasuredSteps()}); a fresh load of one leads back to the first (SPEC §4), so they are client-side transitions from it.`);

  const failed: string[] = [];
  for (const { page, floor } of pages) for (const m of misses(page, bareSummary, floor)) failed.push(`${page.name}: ${m}`);
  for (const target of site) if (!(await sameFirstScreen(browser, target))) failed.push(`${target.name}: its markup floor's first screen is not the page's without JavaScript (${path.relative(root, SCREENS_DIR)}/)`);
  const noisy = loads.filter((l) => l >= MAX_LOAD);
  if (noisy.length) failed.push(`not a quiet run: ${noisy.length} of ${RUNS} rounds began at a load average of ${MAX_LOAD} or more`);
  for (const [t, messages] of lost) failed.push(`${t.name}: ${messages.length} of ${RUNS} runs not recorded (${messages[0]})`);
  for (const [t, list_] of rows) {
    const moved = list_.filter((r) => new URL(r.finalUrl).pathname !== new URL(r.url).pathname);
    if (moved.length) failed.push(`${t.name}: ended on ${moved[0]!.finalUrl}, not ${t.url}`);
    const shifted = list_.filter((r) => r.cls >= 0.0005);
    if (shifted.length && t.kind !== 'bare') console.log(`Layout shift in ${shifted.length} of ${list_.length} runs of ${t.name}: ${shifted.map((r) => r.cls.toFixed(3)).join(', ')}.`);
  }
  console.log(failed.length ? `\nMissed (${failed.length}):\n${failed.map((f) => `  ${f}`).join('\n')}` : '\nEvery page met its targets.');
  return failed.length ? 1 : 0;
}

/** Each page's markup floor, captured from the running site (scripts/bench/markup-floor.ts). */
async function captureFloors(browser: Browser, site: FloorTarget[]): Promise<[MarkupCapture[], CapturedAssets]> {
  const assets: CapturedAssets = { files: new Map(), names: new Map() };
  const captures: MarkupCapture[] = [];
  for (const target of site) captures.push(await captureMarkup(browser, target, main, assets));
  console.error(`Captured ${captures.length} pages' markup and ${assets.files.size} assets (${kib1([...assets.files.values()].reduce((n, b) => n + b.length, 0))} KiB).`);
  return [captures, assets];
}

async function bench(): Promise<number> {
  console.error(`Starting the site (${COUNTRY}) on ${main} (build in ${DIST_DIR} if needed)…`);
  await startSite({ port: PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR });
  const browser = await launchBrowser();
  try {
    const list = targets();
    await ensureBareBuild(...(await captureFloors(browser, list.site)));
    console.error(`Starting the bare app (the bare page and the markup floors) on ${bareOrigin}…`);
    await startBare();
    return JS_ONLY ? await jsOnly(browser, list) : await lighthouseRounds(browser, list);
  } finally {
    await browser.close();
  }
}

runBench(bench);
