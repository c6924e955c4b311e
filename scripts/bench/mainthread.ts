import { loadavg } from 'node:os';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, loadOnce } from './lighthouse';
import { median, runBench } from './support';
import { CATEGORIES, type Load, type TraceEvent, mainThreadFigures } from './trace-figures';

// `npm run bench:mainthread -- <url> [<url> …]`: the main thread's work per page load, for
// comparing builds (two servers, or a page and its markup floor) in a few minutes. Each round
// loads every URL once, interleaved, in a fresh context at Lighthouse's phone size with the CPU
// slowed 4× (Chromium's own throttling: the work is measured, not simulated), consent left
// unanswered, while Chromium traces; a first round warms the servers and is not counted. Per
// load, from the renderer's main thread: the busy time (every task), the blocking time (each
// task after the first contentful paint beyond 50 ms, as TBT counts it, though measured rather
// than simulated) and the largest task; printed as medians and ranges of MT_RUNS rounds (8),
// with the one-minute load average at each round's start. It starts no server, sets no target:
// it finds where time goes (bench:floor is the measure, bench:profile the functions).

const RUNS = Math.max(1, Number(process.env.MT_RUNS ?? 8));

/** One load of `url` (lighthouse.ts's loadOnce: a fresh context, the phone), its trace reduced to the main thread's figures (ms). */
function traceLoad(browser: Browser, url: string): Promise<Load> {
  const throttleAndTrace = async (page: Page) => {
    await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
  };
  const figures = async (page: Page) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return mainThreadFigures((JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as { traceEvents: TraceEvent[] }).traceEvents, url);
  };
  return loadOnce(browser, { name: url, url }, figures, throttleAndTrace);
}

async function bench(): Promise<number> {
  const urls = process.argv.slice(2).filter((a) => /^https?:\/\//.test(a));
  if (urls.length === 0) throw new Error('usage: npm run bench:mainthread -- <url> [<url> …] (full URLs of running servers)');
  const browser = await launchBrowser();
  const loads = new Map<string, Load[]>(urls.map((url) => [url, []]));
  const rounds: string[] = [];
  try {
    for (const url of urls) await traceLoad(browser, url);
    for (let round = 0; round < RUNS; round++) {
      rounds.push(loadavg()[0]!.toFixed(2));
      for (const url of urls) loads.get(url)!.push(await traceLoad(browser, url));
    }
  } finally {
    await browser.close();
  }
  const figure = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
  const columns = ['busy', 'blocking', 'longest', ...CATEGORIES] as const;
  console.log(`\n\`MT_RUNS=${RUNS} npm run bench:mainthread\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: main thread per load, ms at 4× CPU, medians (range); load average at each round's start: ${rounds.join(', ')}.\n`);
  console.log(`| page | ${columns.join(' | ')} |\n|---|${columns.map(() => '---|').join('')}`);
  for (const [url, all] of loads) console.log(`| ${url} | ${columns.map((c) => figure(all.map((l) => l[c]))).join(' | ')} |`);
  return 0;
}

runBench(bench);
