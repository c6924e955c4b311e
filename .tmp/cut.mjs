import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const url = process.argv[2];
const css = process.argv[3] ?? '';
let html = await (await fetch(url)).text();
html = html.replace('</head>', `<style>${css}</style></head>`);
const open = html.indexOf('<details', html.indexOf('<header'));
const at = (s, from) => html.indexOf(s, from) + s.length;
const cuts = [['details', at('>', open)], ['summary', at('>', html.indexOf('<summary', open))], ['svg', at('</svg>', open)], ['span', at('>', html.indexOf('<span', open))], ['Menu', at('Menu', open)], ['whole', html.length]];
for (const width of [360, 600, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 740 } });
  for (const [name, cut] of cuts) {
    await page.route((u) => u.href === url, (r) => r.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }), { times: 1 });
    await page.goto(url, { waitUntil: 'domcontentloaded' }); await page.waitForTimeout(300);
    const box = await page.evaluate(() => { const d = document.querySelector('header details'); const r = d?.getBoundingClientRect(); return r && `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`; });
    console.log(width, name, box);
  }
  await page.close();
}
await browser.close();
