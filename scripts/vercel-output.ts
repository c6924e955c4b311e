import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Reads a Build Output API v3 tree (`vercel build`'s .vercel/output) and says whether it holds
// what the site needs there: the middleware function with every file it reads from disk at run
// time, a page function that serves a pre-rendered page, and the static assets. No network, no
// Vercel account: only the files. scripts/check-vercel.ts runs it after a real `vercel build`;
// scripts/vercel-output.test.ts runs it on a small tree it makes.

/** A function's .vc-config.json, as far as this check reads it. */
export type FunctionConfig = {
  runtime?: string;
  handler?: string;
  launcherType?: string;
  filePathMap?: Record<string, string>;
  environment?: Record<string, string>;
};
export type Route = { src?: string; middlewarePath?: string; continue?: boolean; handle?: string };
export type OutputReport = { facts: string[]; problems: string[]; middleware: { dir: string; config: FunctionConfig; cwd: string } | null };

export type Expected = {
  /** Project-relative files the middleware reads from disk at run time (its cwd is the launcher's folder: the project's root in the function). */
  middlewareReads: string[];
  /** Project-relative files a page reads from disk at run time. */
  pageReads: string[];
  /** A pre-rendered page by its output path ('/main/about-us'): its function, its prerender config and its fallback file must be there. */
  prerenderedPage: string;
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Where a function file comes from: the .func folder itself, or vercel build's filePathMap (a file of the project, uploaded with the function). */
export function functionFile(funcDir: string, config: FunctionConfig, file: string, root: string): string | null {
  const inside = path.join(funcDir, file);
  if (existsSync(inside)) return inside;
  const mapped = config.filePathMap?.[file];
  if (mapped === undefined) return null;
  // filePathMap's sources are relative to the project's root (the folder holding .vercel/output).
  const source = path.resolve(root, mapped);
  return existsSync(source) ? source : null;
}

/** The project's root of an output tree: <root>/.vercel/output. */
export const projectRootOf = (outputDir: string) => path.resolve(outputDir, '..', '..');

/** The fallback file a prerender config names ("fallback": "x.prerender-fallback.html" or { "fsPath": … }), relative to its own folder. */
function fallbackOf(configFile: string): string | null {
  const { fallback } = readJson<{ fallback?: string | { fsPath?: string } | null }>(configFile);
  const name = typeof fallback === 'string' ? fallback : fallback?.fsPath;
  return name ? path.join(path.dirname(configFile), name) : null;
}

function filesUnder(dir: string, limit = 10_000): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (out.length >= limit) return;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** The function serving `route` ('/main/about-us' → functions/main/about-us.func), which may be a link to a shared one. */
function funcDirOf(outputDir: string, route: string): string {
  return path.join(outputDir, 'functions', `${route.replace(/^\//, '') || 'index'}.func`);
}

/** Checks one function's files: the handler and each project-relative file it reads, from its cwd. */
function checkFunction(label: string, dir: string, reads: string[], report: OutputReport, root: string): { config: FunctionConfig; cwd: string } | null {
  const configFile = path.join(dir, '.vc-config.json');
  if (!existsSync(configFile)) {
    report.problems.push(`${label}: no ${path.relative(path.dirname(path.dirname(dir)), configFile)}`);
    return null;
  }
  const config = readJson<FunctionConfig>(configFile);
  if (!config.runtime?.startsWith('nodejs')) report.problems.push(`${label}: runtime ${JSON.stringify(config.runtime)}, not Node.js`);
  if (!config.handler || !functionFile(dir, config, config.handler, root)) {
    report.problems.push(`${label}: its handler ${JSON.stringify(config.handler)} is not in the function`);
    return null;
  }
  // Next's launchers chdir to their own folder, the project's root within the function.
  const cwd = path.posix.dirname(config.handler);
  const missing = reads.filter((file) => !functionFile(dir, config, path.posix.join(cwd, file), root));
  for (const file of missing) report.problems.push(`${label}: ${path.posix.join(cwd, file)} is not in the function (read from disk at run time)`);
  if (missing.length === 0 && reads.length > 0) report.facts.push(`${label}: has ${reads.join(', ')} (read at run time)`);
  report.facts.push(`${label}: ${config.runtime}, handler ${config.handler}`);
  return { config, cwd };
}

/** Everything this check knows about `.vercel/output`: facts it proved, and problems (none: the output serves the site). */
export function checkBuildOutput(outputDir: string, expected: Expected): OutputReport {
  const report: OutputReport = { facts: [], problems: [], middleware: null };
  const root = projectRootOf(outputDir);
  const configFile = path.join(outputDir, 'config.json');
  if (!existsSync(configFile)) {
    report.problems.push(`no ${configFile}: not a Build Output tree`);
    return report;
  }
  const config = readJson<{ version?: number; routes?: Route[] }>(configFile);
  if (config.version !== 3) report.problems.push(`config.json: version ${config.version}, not 3`);

  // (a) The middleware: a route that runs it, and its function with what it reads.
  const middlewareRoutes = (config.routes ?? []).filter((r) => r.middlewarePath);
  const names = [...new Set(middlewareRoutes.map((r) => r.middlewarePath as string))];
  const [name] = names;
  if (names.length !== 1 || !name) report.problems.push(`config.json: ${names.length} middleware functions routed (${names.join(', ') || 'none'}), not 1`);
  else {
    report.facts.push(`config.json: ${middlewareRoutes.length} route(s) run the middleware ${name}`);
    const dir = funcDirOf(outputDir, name);
    const found = checkFunction(`middleware ${name}`, dir, expected.middlewareReads, report, root);
    if (found) report.middleware = { dir, ...found };
  }

  // (b) A page function serving a pre-rendered page: its prerender config and fallback file.
  const page = expected.prerenderedPage.replace(/^\//, '');
  const prerenderConfig = path.join(outputDir, 'functions', `${page}.prerender-config.json`);
  const pageFunc = funcDirOf(outputDir, expected.prerenderedPage);
  if (!existsSync(prerenderConfig)) report.problems.push(`page ${expected.prerenderedPage}: no functions/${page}.prerender-config.json`);
  else {
    const fallback = fallbackOf(prerenderConfig);
    const named = fallback ? path.relative(outputDir, fallback) : '(none)';
    if (!fallback || !existsSync(fallback)) report.problems.push(`page ${expected.prerenderedPage}: its prerender fallback ${named} is missing`);
    else if (statSync(fallback).size === 0) report.problems.push(`page ${expected.prerenderedPage}: its prerender fallback is empty`);
    else report.facts.push(`page ${expected.prerenderedPage}: pre-rendered, ${path.relative(outputDir, fallback)} (${statSync(fallback).size} bytes)`);
  }
  if (!existsSync(pageFunc)) report.problems.push(`page ${expected.prerenderedPage}: no functions/${page}.func`);
  else checkFunction(`page ${expected.prerenderedPage}`, pageFunc, expected.pageReads, report, root);

  // (c) The static assets: Next's scripts and styles.
  const assets = filesUnder(path.join(outputDir, 'static', '_next', 'static'));
  const js = assets.filter((f) => f.endsWith('.js')).length;
  const css = assets.filter((f) => f.endsWith('.css')).length;
  if (js === 0 || css === 0) report.problems.push(`static/_next/static: ${js} scripts and ${css} stylesheets`);
  else report.facts.push(`static/_next/static: ${js} scripts, ${css} stylesheets`);
  return report;
}
