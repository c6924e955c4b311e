// `npm run check:vercel`: builds the site with Vercel's own CLI (`vercel build`, the `vercel`
// package), offline, and checks what it made (scripts/vercel-output.ts):
// (a) the middleware function holds every file it reads from disk at run time (the route table,
//     routing/build-table.ts), and, run from a copy of that function alone against requests with
//     no backend reachable, answers a path of the table from the table;
// (b) a content page's function serves its pre-rendered page (prerender config and fallback);
// (c) the static assets are there.
// No Vercel account or token: `.vercel/project.json` is written here (a made-up project, the
// settings a Vercel project of this site has), so `vercel build` reads no settings from Vercel's
// API, and telemetry is off. The sandbox backend serves the build's content (on a free port).
// The one setting that differs from vercel.json: no install command (vercel.json's `npm ci`
// would replace node_modules under the running check); the check builds with the installed one.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/server';
import { sandboxOptionsFromEnv } from '../sandbox/env';
import { deployedTableFile, routeTableFile, type RouteTable } from '../routing/build-table';
import { checkBuildOutput, functionFile, projectRootOf, type FunctionConfig } from './vercel-output';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next-vercel';
const country = process.env.DEFAULT_COUNTRY || 'IE';
const outputDir = path.join(root, '.vercel', 'output');
const projectFile = path.join(root, '.vercel', 'project.json');
const localConfig = path.join(root, '.vercel', 'check-vercel.json');
const PROJECT_ID = 'prj_check_vercel_offline';

/** The project link `vercel build` reads instead of asking Vercel: a developer's real link is left alone. */
function writeProjectLink(): void {
  if (existsSync(projectFile) && (JSON.parse(readFileSync(projectFile, 'utf8')) as { projectId?: string }).projectId !== PROJECT_ID) {
    throw new Error(`${projectFile} links a real Vercel project: move it aside to run this offline check.`);
  }
  mkdirSync(path.dirname(projectFile), { recursive: true });
  const settings = {
    framework: 'nextjs', outputDirectory: distDir, buildCommand: 'npm run build', installCommand: '',
    devCommand: null, rootDirectory: null, nodeVersion: '20.x',
  };
  const link = { projectId: PROJECT_ID, orgId: 'team_check_vercel_offline', projectName: 'charity-site', settings };
  writeFileSync(projectFile, `${JSON.stringify(link, null, 2)}\n`);
  const vercelJson = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(localConfig, `${JSON.stringify({ ...vercelJson, installCommand: '' }, null, 2)}\n`);
}

/** The environment Vercel's build and functions would have, without any of Vercel's credentials. */
function siteEnv(backendUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BACKEND_URL: backendUrl, NEXT_DIST_DIR: distDir, DEFAULT_COUNTRY: country };
  env.APP_ENV = process.env.APP_ENV || 'staging';
  for (const name of ['VERCEL_TOKEN', 'VERCEL_ORG_ID', 'VERCEL_PROJECT_ID']) delete env[name];
  return { ...env, VERCEL_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' };
}

async function vercelBuild(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'check-vercel-db-'));
  const sandbox = await startSandbox(sandboxOptionsFromEnv({ ...process.env, DEFAULT_COUNTRY: country, SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir }, root));
  try {
    rmSync(outputDir, { recursive: true, force: true });
    const started = performance.now();
    const args = ['build', '--yes', '--local-config', localConfig];
    console.log(`vercel ${args.join(' ')} (backend: the sandbox on ${sandbox.url}, NEXT_DIST_DIR=${distDir})`);
    const child = spawn(path.join(root, 'node_modules', '.bin', 'vercel'), args, { cwd: root, env: siteEnv(sandbox.url), stdio: 'inherit' });
    const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
    if (code !== 0) throw new Error(`vercel build exited with ${code}`);
    console.log(`vercel build: ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await sandbox.close();
  }
}

/** The function as Vercel deploys it: its folder, and the project files its filePathMap names, in a folder of their own. */
export function materialise(funcDir: string, config: FunctionConfig, into: string): void {
  cpSync(funcDir, into, { recursive: true, dereference: true });
  for (const file of Object.keys(config.filePathMap ?? {})) {
    const source = functionFile(funcDir, config, file, projectRootOf(outputDir));
    if (!source) throw new Error(`filePathMap names ${file}, which is not there`);
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(source, path.join(into, file));
  }
}

type Answer = { path: string; status: number; rewrite: string | null; location: string | null; error?: string };

/** Calls the middleware function's handler (a Web API handler: Request in, Response out) in a Node process of its own, from the copy, with no backend. */
function runMiddleware(dir: string, config: FunctionConfig, paths: string[]): Answer[] {
  const script = `
    const serve = require(${JSON.stringify(path.join(dir, config.handler ?? ''))});
    (async () => {
      const out = [];
      for (const p of ${JSON.stringify(paths)}) {
        try {
          const res = await serve(new Request('http://localhost' + p, { headers: { host: 'localhost', 'x-forwarded-proto': 'https' } }));
          out.push({ path: p, status: res.status, rewrite: res.headers.get('x-middleware-rewrite'), location: res.headers.get('location') });
        } catch (error) {
          out.push({ path: p, status: 0, rewrite: null, location: null, error: String(error && error.stack || error) });
        }
      }
      process.stdout.write('ANSWERS ' + JSON.stringify(out) + '\\n');
      process.exit(0);
    })();`;
  // Port 9 (discard) on loopback: nothing listens, so any backend call fails at once.
  const env: NodeJS.ProcessEnv = { ...siteEnv('http://127.0.0.1:9'), ...config.environment, NODE_ENV: 'production' };
  const run = spawnSync(process.execPath, ['-e', script], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  const line = run.stdout.split('\n').find((l) => l.startsWith('ANSWERS '));
  if (!line) throw new Error(`The middleware function did not answer (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(line.slice('ANSWERS '.length)) as Answer[];
}

async function main(): Promise<void> {
  process.chdir(root);
  writeProjectLink();
  if (!process.argv.includes('--no-build')) await vercelBuild();
  const tableFile = routeTableFile(path.join(root, distDir));
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as RouteTable;
  // What routing/build-table.ts reads in a function deployed apart: the one-name copy (the directory's file is not traced).
  const read = path.relative(root, deployedTableFile());
  // A content page of the main site the build pre-rendered (not a donation step).
  const home = table.main.homeAlias ? `/main${table.main.homeAlias}` : null;
  const page = (table.prerendered ?? []).find((p) => p.startsWith('/main/') && !p.startsWith('/main/donation/') && p !== home);
  if (!page) throw new Error(`The route table lists no pre-rendered content page (${tableFile})`);
  const report = checkBuildOutput(outputDir, { middlewareReads: [read], pageReads: [read], prerenderedPage: page });
  for (const fact of report.facts) console.log(`  ok  ${fact}`);

  if (report.middleware) {
    const { dir, config } = report.middleware;
    const copy = mkdtempSync(path.join(os.tmpdir(), 'check-vercel-middleware-'));
    try {
      materialise(dir, config, copy);
      const known = page.replace(/^\/main/, '');
      const unknown = `/no-such-page-${Date.now()}`;
      const [a, b] = runMiddleware(copy, config, [known, unknown]) as [Answer, Answer];
      const expected = `/main${known}`;
      const said = (x: Answer) => `${x.path} → ${x.status} rewrite ${x.rewrite ?? '-'}${x.error ? ` (${x.error.split('\n')[0]})` : ''}`;
      console.log(`  middleware, run alone, no backend: ${said(a)}; ${said(b)}`);
      if (a.error || !a.rewrite || new URL(a.rewrite).pathname !== expected) {
        report.problems.push(`middleware: ${said(a)}, not a rewrite to ${expected} from the table`);
      } else report.facts.push(`middleware: answers ${known} from the table (rewrite to ${expected}) with no backend`);
      if (b.rewrite && new URL(b.rewrite).pathname === `/main${unknown}`) {
        report.problems.push(`middleware: ${unknown}, in no table, was rendered as a page without the router`);
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  const n = report.problems.length;
  console.log(n === 0 ? '\ncheck:vercel: the Build Output serves the site (see above).' : `\ncheck:vercel: ${n} problem(s):`);
  for (const problem of report.problems) console.log(`  FAIL ${problem}`);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
