import { LRUCache } from 'lru-cache';
import { compileRedirects, normaliseRedirectPath, type RedirectTable } from '../edge/redirects';
import type { Storefront } from '../edge/storefront';
import { readBuild, type RouteTable } from './build-table';
import type { RouterAnswer } from '../edge/backend/router-answer';

// What the middleware knows without asking anyone: the build's route table, the live redirects and home aliases, and the
// changes since (the webhook's, the renders'). One per process; content-sync/routing-sync.ts shares it.

/** The settings' part of the routing (redirects, home aliases) as of `at` (the build's: builtAt). */
export type LiveRouting = { redirects: Record<Storefront, unknown[]>; homeAlias: Record<Storefront, string | null>; at: number };
// A path's router answer, learned at `at` (ms since 1970): the newest wins. With `build`, a render's (its answer, or
// `rendered`: a good copy exists), believed by that build alone; without, the webhook's.
export type PathChange = { answer: RouterAnswer; at: number; rendered?: true; build?: string };
export type RoutingUpdate = { changes?: [string, PathChange][]; live?: LiveRouting };

/** `known`: the build listed it; `changed`: the answer learned since; `hasCopy`: its `page` ('/main/about-us') pre-rendered, or rendered since. */
type Lookups = { known(path: string): boolean; changed(path: string): RouterAnswer | undefined; hasCopy(path: string, page: string): boolean };
export type StorefrontRouting = Lookups & { redirects: RedirectTable; homeAlias: string | null };
export type RoutingSnapshot = Record<Storefront, StorefrontRouting>;

/** Bytes the changes may hold: the webhook's and the renders' apart, so nothing a reader causes evicts a webhook's word. */
export const MAX_BYTES = { webhook: 32 * 1024 * 1024, render: 8 * 1024 * 1024 } as const;
export const STOREFRONTS: Storefront[] = ['main', 'gifts'];

/** Changes within a byte budget (a path and its answer as JSON, twice for UTF-16), the least recently recorded out first. */
const bounded = (maxSize: number) =>
  new LRUCache<string, PathChange>({ maxSize, sizeCalculation: (change, path) => 2 * (path.length + JSON.stringify(change).length) });

export class RoutingState {
  snapshot!: RoutingSnapshot;
  /** A new one with every settings change: answers kept about unknown paths are dropped (ask.ts). */
  generation = 0;
  /** Told each path whose answer changed (routing/ask.ts forgets what it kept of it). */
  readonly listeners = new Set<(path: string) => void>();
  /** Shares what this process records (set by content-sync/routing-sync.ts). */
  share: (update: RoutingUpdate) => Promise<void> = async () => undefined;
  private readonly paths: Record<Storefront, ReadonlySet<string>>;
  private readonly webhook = bounded(MAX_BYTES.webhook);
  private readonly render = bounded(MAX_BYTES.render);
  private live: LiveRouting;

  // The route table's (build-table.ts); `prerendered` null: every page has a copy; `builtAt`: an older word is the table's.
  readonly buildId: string;
  readonly builtAt: number;
  readonly previewKey: string | null;
  private readonly prerendered: ReadonlySet<string> | null;
  constructor(table: Omit<RouteTable, 'buildId'> & { buildId?: string }) {
    const { main, gifts } = table;
    [this.buildId, this.builtAt, this.previewKey] = [table.buildId ?? '', table.builtAt ?? 0, table.previewKey ?? null];
    this.prerendered = table.prerendered ? new Set(table.prerendered) : null;
    this.paths = { main: new Set(main.paths.map(normaliseRedirectPath)), gifts: new Set(gifts.paths.map(normaliseRedirectPath)) };
    this.live = { redirects: { main: main.redirects, gifts: gifts.redirects }, homeAlias: { main: main.homeAlias, gifts: gifts.homeAlias }, at: this.builtAt };
    this.compile();
  }

  /** The newest word on a path, the webhook's or a render's. */
  private newest = (path: string) => [this.webhook.peek(path), this.render.peek(path)].reduce((a, b) => (!a || (b && b.at > a.at) ? b : a));

  private compile(): void {
    const routing = (storefront: Storefront): StorefrontRouting => ({
      known: (path) => this.paths[storefront].has(path),
      changed: (path) => this.newest(path)?.answer,
      hasCopy: (path, page) =>
        !this.prerendered || this.prerendered.has(page) || (this.render.peek(path)?.rendered === true && this.newest(path)?.answer.kind === 'entity'),
      redirects: compileRedirects(this.live.redirects[storefront] ?? [], { storefront }),
      homeAlias: this.live.homeAlias[storefront] ? normaliseRedirectPath(this.live.homeAlias[storefront]) : null,
    });
    this.snapshot = { main: routing('main'), gifts: routing('gifts') };
  }

  /** Takes in what is newer than what this process knows, of this build (older than its table: the table's already); true when anything changed. */
  apply({ changes = [], live }: RoutingUpdate): boolean {
    let changed = false;
    for (const [path, change] of changes) {
      if (change.at < this.builtAt || (change.build ?? this.buildId) !== this.buildId || (this.newest(path)?.at ?? -1) > change.at) continue;
      const rendered = this.render.peek(path)?.rendered;
      // A page re-announced as a page keeps its copy (an edit does not take the last good page away); anything else ends it.
      const kept = rendered && change.answer.kind === 'entity' ? { ...change, rendered: true as const } : change;
      if (change.build !== undefined || change.rendered) this.render.set(path, kept);
      else if (this.webhook.set(path, change) && change.answer.kind !== 'entity') this.render.delete(path);
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
  record = async (update: RoutingUpdate): Promise<void> => void (this.apply(update) && (await this.share(update)));

  /** All learned since the build (what content-sync/routing-sync.ts keeps and shares). */
  learned(): Required<RoutingUpdate> {
    return { changes: [...this.webhook.rentries(), ...this.render.rentries()] as [string, PathChange][], live: this.live };
  }

  /** Bytes the changes hold (memory stays flat under junk: state.test.ts). */
  bytes = () => ({ webhook: this.webhook.calculatedSize, render: this.render.calculatedSize });
}

const KEY = Symbol.for('charity-site.routing-state');
const globals = globalThis as { [KEY]?: RoutingState };

/** This process's routing state, made from the build's files on first use. */
export const routingState = (): RoutingState => (globals[KEY] ??= new RoutingState(readBuild()));

/** Tests: a state of their own (null: the next routingState() reads the build again). */
export const setRoutingState = (state: RoutingState | null): void => void (state ? (globals[KEY] = state) : delete globals[KEY]);
