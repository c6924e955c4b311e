import { compileRedirects, normaliseRedirectPath, type RedirectTable } from '../edge/redirects';
import type { Storefront } from '../edge/storefront';
import { readBuild, type RouteTable } from './build-table';
import type { RouterAnswer } from '../edge/backend/router-answer';

// What the middleware knows without asking anyone: the build's content paths (read once from
// the route table the build wrote), the live redirects and home aliases, and the changes since
// the build (each path whose status the webhook or a page's own render learned from the router).
// One copy per process, shared by the middleware, the webhook and the pages (the middleware runs
// in the server's Node process); content-sync/routing-sync.ts shares it between instances.

export type { RedirectRule, RouteTable, StorefrontTable } from './build-table';

/** The settings' part of the routing (redirects, home aliases) as of `at` (the build's: builtAt). */
export type LiveRouting = { redirects: Record<Storefront, unknown[]>; homeAlias: Record<Storefront, string | null>; at: number };
/** The router's answer for a path, learned at `at` (ms since 1970): the newest wins. `rendered`: the path's page rendered at run time (a good copy exists; see `hasCopy`). */
export type PathChange = { answer: RouterAnswer; at: number; rendered?: true };
export type RoutingUpdate = { changes?: [string, PathChange][]; live?: LiveRouting };

/** `known`: the build listed the path; `changed`: the answer learned since; `hasCopy`: its internal `page` ('/main/about-us') was pre-rendered, or the path rendered since. */
export type StorefrontRouting = { known(path: string): boolean; changed(path: string): RouterAnswer | undefined; hasCopy(path: string, page: string): boolean; redirects: RedirectTable; homeAlias: string | null };
export type RoutingSnapshot = Record<Storefront, StorefrontRouting>;

/** Changes kept at most: a CMS's real pages, never junk (only the webhook and the pages' renders record). */
const MAX_CHANGES = 100_000;
export const STOREFRONTS: Storefront[] = ['main', 'gifts'];

export class RoutingState {
  snapshot!: RoutingSnapshot;
  /** A new one with every settings change: answers kept about unknown paths are dropped (ask.ts). */
  generation = 0;
  /** Told each path whose answer changed here (routing/ask.ts forgets what it kept of it). */
  readonly listeners = new Set<(path: string) => void>();
  /** Shares what this process records (set by content-sync/routing-sync.ts). */
  share: (update: RoutingUpdate) => Promise<void> = async () => undefined;
  private readonly paths: Record<Storefront, ReadonlySet<string>>;
  private readonly changes = new Map<string, PathChange>();
  private live: LiveRouting;

  /** `previewKey`: the build's key of the preview-mode cookie; `prerendered`: the build's pages (null: every page has a copy). */
  constructor(
    table: Omit<RouteTable, 'buildId'>,
    readonly previewKey: string | null = table.previewKey ?? null,
    private readonly prerendered: ReadonlySet<string> | null = table.prerendered ? new Set(table.prerendered) : null,
  ) {
    this.paths = { main: new Set(table.main.paths.map(normaliseRedirectPath)), gifts: new Set(table.gifts.paths.map(normaliseRedirectPath)) };
    this.live = { redirects: { main: table.main.redirects, gifts: table.gifts.redirects }, homeAlias: { main: table.main.homeAlias, gifts: table.gifts.homeAlias }, at: table.builtAt ?? 0 };
    this.compile();
  }

  private compile(): void {
    const routing = (storefront: Storefront): StorefrontRouting => ({
      known: (path) => this.paths[storefront].has(path),
      changed: (path) => this.changes.get(path)?.answer,
      hasCopy: (path, page) => !this.prerendered || this.prerendered.has(page) || this.changes.get(path)?.rendered === true,
      redirects: compileRedirects(this.live.redirects[storefront] ?? [], { storefront }),
      homeAlias: this.live.homeAlias[storefront] ? normaliseRedirectPath(this.live.homeAlias[storefront]) : null,
    });
    this.snapshot = { main: routing('main'), gifts: routing('gifts') };
  }

  /** Takes in what is newer than what this process knows; true when anything changed. */
  apply({ changes = [], live }: RoutingUpdate): boolean {
    let changed = false;
    for (const [path, change] of changes) {
      const before = this.changes.get(path);
      if ((before?.at ?? -1) > change.at) continue;
      this.changes.delete(path);
      // A page re-announced as a page keeps its copy (an edit does not take the last good page away).
      this.changes.set(path, before?.rendered && before.answer.kind === 'entity' && change.answer.kind === 'entity' ? { ...change, rendered: true } : change);
      if (this.changes.size > MAX_CHANGES) this.changes.delete(this.changes.keys().next().value!);
      for (const listener of this.listeners) listener(path);
      changed = true;
    }
    if (live && live.at >= this.live.at) {
      this.live = live;
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

  /** All learned since the build (kept in a file, or pushed to Edge Config whole). */
  learned(): Required<RoutingUpdate> {
    return { changes: [...this.changes], live: this.live };
  }
}

const KEY = Symbol.for('charity-site.routing-state');
const globals = globalThis as { [KEY]?: RoutingState };

/** This process's routing state, made from the build's files on first use. */
export const routingState = (): RoutingState => (globals[KEY] ??= new RoutingState(readBuild()));

/** Tests: a state of their own (null: the next routingState() reads the build again). */
export function setRoutingState(state: RoutingState | null): void {
  if (state) globals[KEY] = state;
  else delete globals[KEY];
}
