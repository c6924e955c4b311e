import { describe, expect, it } from 'vitest';
import { nestsDeeperThan, readJsonBody } from './json-body';

/** A chunked body (no Content-Length) of `chunks` × `size` bytes that counts what was pulled. */
function endless(chunks: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  const request = new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('bounded JSON bodies', () => {
  it('answers 413 for a chunked body past the bound without reading the rest', async () => {
    const { request, pulled } = endless(100_000, 1024); // 100 MB if read to the end
    expect(await readJsonBody(request, { maxBytes: 8 * 1024 })).toEqual({ ok: false, status: 413, reason: 'too_large' });
    expect(pulled()).toBeLessThan(20);
  });

  it('answers 413 from the declared length alone', async () => {
    const request = new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '999999' }, body: '{}' });
    expect(await readJsonBody(request, { maxBytes: 1024 })).toMatchObject({ ok: false, status: 413 });
  });

  it('reads JSON within the bound, refuses other media types (415) and non-JSON (400)', async () => {
    const post = (body: string, type = 'application/json; charset=utf-8') => new Request('http://localhost/', { method: 'POST', headers: { 'content-type': type }, body });
    expect(await readJsonBody(post('{"a":"é"}'), { maxBytes: 64 })).toEqual({ ok: true, value: { a: 'é' } });
    expect(await readJsonBody(post('{}', 'text/plain'), { maxBytes: 64 })).toMatchObject({ ok: false, status: 415 });
    expect(await readJsonBody(post('{nope'), { maxBytes: 64 })).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(post('[]', 'application/csp-report'), { maxBytes: 64, types: ['application/csp-report'] })).toEqual({ ok: true, value: [] });
  });

  it('refuses JSON nested past the depth with 400 before it is parsed, counting no bracket inside a string', async () => {
    const post = (body: string) => new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    expect(await readJsonBody(post(deep), { maxBytes: 64 * 1024 })).toEqual({ ok: false, status: 400, reason: 'too_deep' });
    expect(await readJsonBody(post(`{"a":${'['.repeat(33)}${']'.repeat(33)}}`), { maxBytes: 1024 })).toMatchObject({ reason: 'too_deep' });
    const shallow = JSON.stringify({ a: { b: [{ c: '[[[[{{{{\\"' + '['.repeat(100) }] } });
    expect(await readJsonBody(post(shallow), { maxBytes: 1024 })).toMatchObject({ ok: true });
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('["\\", [["x"]]]', 3)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[[", []]', 3)).toBe(false);
  });
});
