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
/**
 * The router's answer for a path, learned at `at` (ms since 1970): the newest wins. `build`: a
 * page's render recorded it (its answer, or `rendered`: a good copy exists, see `hasCopy`), in
 * that build: no other build believes it. Without: the webhook's, which outlives a deploy.
 */
export type PathChange = { answer: RouterAnswer; at: number; rendered?: true; build?: string };
export type RoutingUpdate = { changes?: [string, PathChange][]; live?: LiveRouting };

/** `known`: the build listed the path; `changed`: the answer learned since; `hasCopy`: its internal `page` ('/main/about-us') was pre-rendered, or the path rendered since. */
export type StorefrontRouting = { known(path: string): boolean; changed(path: string): RouterAnswer | undefined; hasCopy(path: string, page: string): boolean; redirects: RedirectTable; homeAlias: string | null };
export type RoutingSnapshot = Record<Storefront, StorefrontRouting>;

/**
 * Bytes the changes may hold (a path and its answer as JSON, twice for UTF-16): the webhook's
 * (a CMS's real pages) and the renders' apart, so nothing a reader causes evicts a webhook's word.
 */
export const MAX_BYTES = { webhook: 32 * 1024 * 1024, render: 8 * 1024 * 1024 } as const;
export const STOREFRONTS: Storefront[] = ['main', 'gifts'];

/** Changes in insertion order within a byte budget: the oldest go first. */
class BoundedChanges extends Map<string, PathChange> {
  bytes = 0;
  constructor(private readonly budget: number) {
    super();
  }
  private static size = (path: string, change: PathChange) => 2 * (path.length + JSON.stringify(change).length);
  override set(path: string, change: PathChange): this {
    this.delete(path);
    super.set(path, change);
    this.bytes += BoundedChanges.size(path, change);
    for (const oldest of this.keys()) {
      if (this.bytes <= this.budget) break;
      this.delete(oldest);
    }
    return this;
  }
  override delete(path: string): boolean {
    const was = this.get(path);
    if (was) this.bytes -= BoundedChanges.size(path, was);
    return super.delete(path);
  }
}

export class RoutingState {
  snapshot!: RoutingSnapshot;
  /** A new one with every settings change: answers kept about unknown paths are dropped (ask.ts). */
  generation = 0;
  /** Told each path whose answer changed here (routing/ask.ts forgets what it kept of it). */
  readonly listeners = new Set<(path: string) => void>();
  /** Shares what this process records (set by content-sync/routing-sync.ts). */
  share: (update: RoutingUpdate) => Promise<void> = async () => undefined;
  /** This build's id (a render's records name it) and when its table was taken (older words are the table's already). */
  readonly buildId: string;
  readonly builtAt: number;
  private readonly paths: Record<Storefront, ReadonlySet<string>>;
  private readonly webhook = new BoundedChanges(MAX_BYTES.webhook);
  private readonly render = new BoundedChanges(MAX_BYTES.render);
  private live: LiveRouting;

  /** `previewKey`: the build's key of the preview-mode cookie; `prerendered`: the build's pages (null: every page has a copy). */
  constructor(
    table: Omit<RouteTable, 'buildId'> & { buildId?: string },
    readonly previewKey: string | null = table.previewKey ?? null,
    private readonly prerendered: ReadonlySet<string> | null = table.prerendered ? new Set(table.prerendered) : null,
  ) {
    this.buildId = table.buildId ?? '';
    this.builtAt = table.builtAt ?? 0;
    this.paths = { main: new Set(table.main.paths.map(normaliseRedirectPath)), gifts: new Set(table.gifts.paths.map(normaliseRedirectPath)) };
    this.live = { redirects: { main: table.main.redirects, gifts: table.gifts.redirects }, homeAlias: { main: table.main.homeAlias, gifts: table.gifts.homeAlias }, at: this.builtAt };
    this.compile();
  }

  /** The newest word on a path, the webhook's or a render's. */
  private newest(path: string): PathChange | undefined {
    const [a, b] = [this.webhook.get(path), this.render.get(path)];
    return !a ? b : !b ? a : a.at >= b.at ? a : b;
  }

  private compile(): void {
    const routing = (storefront: Storefront): StorefrontRouting => ({
      known: (path) => this.paths[storefront].has(path),
      changed: (path) => this.newest(path)?.answer,
      hasCopy: (path, page) => !this.prerendered || this.prerendered.has(page) || (this.render.get(path)?.rendered === true && this.newest(path)?.answer.kind === 'entity'),
      redirects: compileRedirects(this.live.redirects[storefront] ?? [], { storefront }),
      homeAlias: this.live.homeAlias[storefront] ? normaliseRedirectPath(this.live.homeAlias[storefront]) : null,
    });
    this.snapshot = { main: routing('main'), gifts: routing('gifts') };
  }

  /** Takes in what is newer than what this process knows, of this build (older than its table: the table's already); true when anything changed. */
  apply({ changes = [], live }: RoutingUpdate): boolean {
    let changed = false;
    for (const [path, change] of changes) {
      if (change.at < this.builtAt || (change.build !== undefined && change.build !== this.buildId) || (this.newest(path)?.at ?? -1) > change.at) continue;
      const rendered = this.render.get(path)?.rendered;
      // A page re-announced as a page keeps its copy (an edit does not take the last good page away); anything else ends it.
      if (change.build !== undefined || change.rendered) this.render.set(path, rendered && change.answer.kind === 'entity' ? { ...change, rendered: true } : change);
      else {
        this.webhook.set(path, change);
        if (change.answer.kind !== 'entity') this.render.delete(path);
      }
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
    return { changes: [...this.webhook, ...this.render], live: this.live };
  }

  /** Bytes the changes hold (memory stays flat under junk: state.test.ts). */
  bytes(): { webhook: number; render: number } {
    return { webhook: this.webhook.bytes, render: this.render.bytes };
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
