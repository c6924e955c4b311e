import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE } from '@/edge/flags';

// nginx's page cache (deploy/nginx/site.conf) must pass every request carrying a cookie the edge
// rules read for a reader's own answer: a cached copy would serve a preview, an admin view or
// test mode to everyone, or the published page to an editor.
const conf = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx/site.conf'), 'utf8');
const bypass = /map \$http_cookie \$edge_cookie \{[^}]*?"~\*\(\^\|;\\s\*\)\(([^)]+)\)="/.exec(conf);

describe('nginx cache bypass cookies', () => {
  it('name every cookie that makes an answer a reader’s own', () => {
    expect(bypass).not.toBeNull();
    const names = bypass![1]!.split('|');
    for (const name of [COOKIE.previewToken, COOKIE.previewMode, COOKIE.admin, COOKIE.testSuite, COOKIE.paymentToken, '__prerender_bypass']) expect(names).toContain(name);
  });
});
