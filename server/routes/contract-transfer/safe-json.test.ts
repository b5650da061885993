import { describe, expect, it } from 'vitest';
import { jsonDepth, parseUntrustedJson } from './safe-json';

describe('parseUntrustedJson', () => {
  it('parses ordinary JSON, with or without a BOM', () => {
    expect(parseUntrustedJson('{"a":[1,{"b":"c"}]}')).toEqual({
      ok: true,
      value: { a: [1, { b: 'c' }] },
    });
    expect(parseUntrustedJson('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('counts depth outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth('[[[]]]')).toBe(3);
  });

  it('refuses 33 levels, accepts 32', () => {
    const nest = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(parseUntrustedJson(nest(32)).ok).toBe(true);
    expect(parseUntrustedJson(nest(33))).toEqual({
      ok: false,
      reason: expect.stringMatching(/imbriqué/),
    });
    expect(parseUntrustedJson(nest(500_000)).ok).toBe(false);
  });

  it('refuses __proto__, constructor and prototype keys at any depth', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const result = parseUntrustedJson(`{"a":{"b":[{"${key}":{"x":1}}]}}`);
      expect(result).toEqual({ ok: false, reason: `la clé «\u202f${key}\u202f» est interdite` });
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses a list of more than 5000 items', () => {
    expect(parseUntrustedJson(JSON.stringify(Array(5000).fill(0))).ok).toBe(true);
    expect(parseUntrustedJson(JSON.stringify({ a: Array(100_000).fill(0) })).ok).toBe(false);
  });

  it('reports invalid and empty input', () => {
    expect(parseUntrustedJson('{')).toEqual({
      ok: false,
      reason: 'le fichier n’est pas un JSON valide',
    });
    expect(parseUntrustedJson('  ')).toEqual({ ok: false, reason: 'le fichier est vide' });
  });
});
