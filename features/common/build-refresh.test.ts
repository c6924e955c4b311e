import { describe, expect, it } from 'vitest';
import { holdReload, parseBuildTxt, RELOAD_GUARD_MS, reloadHeld, shouldReload } from './build-refresh';

describe('build refresh', () => {
  const now = 1_800_000_000_000;
  it('reloads only when the deployed id differs and the last forced reload is older than 300000 ms', () => {
    expect(RELOAD_GUARD_MS).toBe(300_000);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: null, now })).toBe(true);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: now - 300_001, now })).toBe(true);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: now - 300_000, now })).toBe(false);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: now - 1_000, now })).toBe(false);
    expect(shouldReload({ deployed: 'b1', running: 'b1', lastReloadAt: null, now })).toBe(false);
    expect(shouldReload({ deployed: null, running: 'b1', lastReloadAt: null, now })).toBe(false);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: Number.NaN, now })).toBe(true);
  });

  it('never reloads while a checkout or a locked form holds it, and keeps the 300000 ms rule once let go', () => {
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: null, now, held: true })).toBe(false);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: now - 10 * RELOAD_GUARD_MS, now, held: true })).toBe(false);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: now - 10 * RELOAD_GUARD_MS, now, held: false })).toBe(true);
    expect(shouldReload({ deployed: 'b2', running: 'b1', lastReloadAt: now - 1_000, now, held: false })).toBe(false);
  });

  it('holds while any hold is kept: overlapping holds, and a release called twice', () => {
    expect(reloadHeld()).toBe(false);
    const checkout = holdReload();
    const nextStep = holdReload(); // the next step's view mounts before the last one is gone
    checkout();
    expect(reloadHeld()).toBe(true);
    checkout(); // twice: still only its own hold
    expect(reloadHeld()).toBe(true);
    nextStep();
    expect(reloadHeld()).toBe(false);
  });

  it('reads an id from build.txt and nothing else', () => {
    expect(parseBuildTxt('20261122T2041-3fa9c2\n')).toBe('20261122T2041-3fa9c2');
    expect(parseBuildTxt('<!DOCTYPE html><html>')).toBeNull();
    expect(parseBuildTxt('')).toBeNull();
  });
});
