import { compileRedirects, normaliseRedirectPath, type RedirectTable } from '../edge/redirects';
import type { Storefront } from './app-routes';
import { readBuild } from './build-table';
import type { RouterAnswer } from './router-answer';

// What the middleware knows without asking anyone (docs/architecture.md "One request"): the
// build's content paths, read once from the route table the build wrote (build-table.ts); the
// live redirects and home aliases; and the changes since the build: each path whose status the
// webhook or a page's own render learned from the router. One copy per process, shared by the
// middleware, the webhook and the pages (the middleware runs in the server's own Node process);
// content-sync/routing-sync.ts shares it between instances or keeps it across restarts.

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

/** One storefront's part of the route table the build writes (content-sync/snapshot.ts). */
export interface StorefrontTable {
  /** Every published content path the CMS listed (the most recently changed are pre-rendered). */
  paths: string[];
  /** The path of the page shown at '/' (main: the front page; gifts: the home path). */
  homeAlias: string | null;
  redirects: RedirectRule[];
}

export interface RouteTable {
  main: StorefrontTable;
  gifts: StorefrontTable;
  /** The build's id: Next's BUILD_ID and what /build.txt answers (SPEC §4 build refresh). */
  buildId: string;
  /** When the table was taken (ms since 1970): live settings recorded before it are older than its own. */
  builtAt?: number;
}

/** The settings' part of the routing: redirects and home aliases, as of `at` (0: the build's). */
export interface LiveRouting {
  redirects: Record<Storefront, unknown[]>;
  homeAlias: Record<Storefront, string | null>;
  at: number;
}

/** What the router answered for a path, learned at `at` (ms since 1970): the newest wins. */
export interface PathChange {
  answer: RouterAnswer;
  at: number;
}

export interface RoutingUpdate {
  changes?: [string, PathChange][];
  live?: LiveRouting;
}

/** What the routing knows of one storefront's paths. */
export interface StorefrontRouting {
  /** The build listed the path (and nothing changed it since): its page answers from the cache. */
  known(path: string): boolean;
  /** The router's answer learned since the build, if any. */
  changed(path: string): RouterAnswer | undefined;
  redirects: RedirectTable;
  /** The path of the page shown at '/': its own path answers 301 '/' (SPEC §2). */
  homeAlias: string | null;
}
export type RoutingSnapshot = Record<Storefront, StorefrontRouting>;

/** Changes kept at most: a real CMS's pages, never junk (only the webhook and the pages' own renders record). */
const MAX_CHANGES = 100_000;
const STOREFRONTS: Storefront[] = ['main', 'gifts'];

export class RoutingState {
  snapshot!: RoutingSnapshot;
  /** Changes with every settings change: answers kept about unknown paths are dropped (routing/ask.ts). */
  generation = 0;
  /** Shares what this process records (content-sync/routing-sync.ts sets it); nothing by default. */
  share: (update: RoutingUpdate) => Promise<void> = async () => undefined;
  private readonly paths: Record<Storefront, ReadonlySet<string>>;
  private readonly changes = new Map<string, PathChange>();
  private live: LiveRouting;

  constructor(
    table: Omit<RouteTable, 'buildId'>,
    /** The build's draft-mode cookie value (Next's preview id): a made-up cookie is no preview. */
    readonly previewModeId: string | null = null,
  ) {
    this.paths = { main: new Set(table.main.paths.map(normaliseRedirectPath)), gifts: new Set(table.gifts.paths.map(normaliseRedirectPath)) };
    this.live = { redirects: { main: table.main.redirects, gifts: table.gifts.redirects }, homeAlias: { main: table.main.homeAlias, gifts: table.gifts.homeAlias }, at: table.builtAt ?? 0 };
    this.compile();
  }

  private compile(): void {
    const routing = (storefront: Storefront): StorefrontRouting => {
      const alias = this.live.homeAlias[storefront];
      return {
        known: (path) => this.paths[storefront].has(path),
        changed: (path) => this.changes.get(path)?.answer,
        redirects: compileRedirects(this.live.redirects[storefront] ?? [], { storefront }),
        homeAlias: alias ? normaliseRedirectPath(alias) : null,
      };
    };
    this.snapshot = { main: routing('main'), gifts: routing('gifts') };
  }

  /** Takes in what is newer than what this process knows; true when anything changed. */
  apply(update: RoutingUpdate): boolean {
    let changed = false;
    for (const [path, change] of update.changes ?? []) {
      if ((this.changes.get(path)?.at ?? -1) > change.at) continue;
      this.changes.delete(path);
      this.changes.set(path, change);
      if (this.changes.size > MAX_CHANGES) this.changes.delete(this.changes.keys().next().value!);
      changed = true;
    }
    if (update.live && update.live.at >= this.live.at) {
      this.live = update.live;
      this.compile();
      this.generation += 1;
      changed = true;
    }
    return changed;
  }

  /** Applies an update here and shares it with every instance. */
  async record(update: RoutingUpdate): Promise<void> {
    if (this.apply(update)) await this.share(update);
  }

  /** Everything learned since the build (kept in a file, or pushed to Edge Config whole). */
  learned(): Required<RoutingUpdate> {
    return { changes: [...this.changes], live: this.live };
  }
}

const KEY = Symbol.for('charity-site.routing-state');
const globals = globalThis as { [KEY]?: RoutingState };

/** This process's routing state, made from the build's route table on first use. */
export function routingState(): RoutingState {
  return (globals[KEY] ??= (() => {
    const { table, previewModeId } = readBuild();
    return new RoutingState(table, previewModeId);
  })());
}

/** Tests: a state of their own (null: the next routingState() reads the build again). */
export function setRoutingState(state: RoutingState | null): void {
  if (state) globals[KEY] = state;
  else delete globals[KEY];
}

export { STOREFRONTS };
