import puppeteer from 'puppeteer-core';
import { runBench, startSite } from './support';

// `npm run bench:profile -- <url path> [storefront]`: where a page's main-thread time goes. Loads
// the page in Debian's Chromium at a phone's size with the CPU slowed 4× (Lighthouse's mobile
// figure), a fresh context, consent unanswered, while V8's sampling profiler runs, and prints
// the self time per script and the functions that took the most. The figures are for finding
// work, not for targets (bench:floor is the measure).

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4201);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }

async function run(): Promise<void> {
  const paths = process.argv.slice(2).filter((a) => a.startsWith('/') || a.startsWith('http'));
  const base = process.env.PROFILE_BASE;
  if (!base) await startSite({ port: PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    for (const p of paths.length ? paths : ['/news/bangladesh-monsoon-floods']) {
      const url = p.startsWith('http') ? p : `${base ?? `http://localhost:${PORT}`}${p}`;
      for (let warm = 0; warm < 2; warm++) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(url, { waitUntil: 'networkidle0' });
        await new Promise((r) => setTimeout(r, 1500));
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
        await context.close();
        if (warm === 0) continue; // the first load warms the server's render and image caches
        const self = new Map<number, number>();
        profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
        const byUrl = new Map<string, number>();
        const byFn = new Map<string, number>();
        for (const node of profile.nodes) {
          const ms = self.get(node.id) ?? 0;
          const { url: u, functionName, lineNumber, columnNumber } = node.callFrame;
          const file = u ? u.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
          byUrl.set(file, (byUrl.get(file) ?? 0) + ms);
          if (u) byFn.set(`${file}:${lineNumber}:${columnNumber} ${functionName || '(anonymous)'}`, (byFn.get(`${file}:${lineNumber}:${columnNumber} ${functionName || '(anonymous)'}`) ?? 0) + ms);
        }
        const total = [...byUrl.values()].reduce((a, b) => a + b, 0);
        console.log(`\n${url}: ${Math.round(total)} ms sampled (4× CPU)`);
        for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${String(Math.round(v)).padStart(6)} ms  ${k}`);
        console.log('  top functions:');
        for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${String(Math.round(v)).padStart(6)} ms  ${k.slice(0, 140)}`);
      }
    }
  } finally {
    await browser.close();
  }
}

runBench(async () => {
  await run();
  return 0;
});
