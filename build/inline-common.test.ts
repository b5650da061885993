import { describe, expect, it } from 'vitest';
import { holdsModuleState, keepsItsOwnChunk } from './inline-common';

describe('holdsModuleState', () => {
  it.each([
    ['a module-level let', 'let counter = 0;\nexport const next = () => ++counter;'],
    ['an exported let', 'export let current = null;'],
    ['a class (instanceof)', 'export class ApiError extends Error {}'],
    ['a React context', 'const Ctx = createContext(null);'],
    ['a symbol', "export const KEY = Symbol('key');"],
    ['a cache', 'const cache = new Map<string, string>();'],
    ['a typed set', 'export const seen: Set<string> = new Set();'],
    ['a weak map', 'const lists = new WeakMap();'],
  ])('sees %s', (_name, source) => {
    expect(holdsModuleState(source)).toBe(true);
  });

  it.each([
    ['pure functions', 'export function add(a: number, b: number) {\n  return a + b;\n}'],
    ['constants', "export const NAME = 'Clausier';\nconst LIMIT = 3;"],
    ['a let inside a function', 'export function f() {\n  let x = 1;\n  return x;\n}'],
    [
      'a Map built inside a function',
      'export function f() {\n  const m = new Map();\n  return m;\n}',
    ],
    ['the word class in a string', "export const c = 'a class name';"],
  ])('leaves %s to be copied', (_name, source) => {
    expect(holdsModuleState(source)).toBe(false);
  });
});

describe('keepsItsOwnChunk', () => {
  it('keeps libraries, virtual modules and unreadable files apart', () => {
    expect(keepsItsOwnChunk('/app/node_modules/@radix-ui/react-focus-scope/dist/index.mjs')).toBe(
      true,
    );
    expect(keepsItsOwnChunk('\0vite/preload-helper.js')).toBe(true);
    expect(keepsItsOwnChunk('/nowhere/missing.ts')).toBe(true);
  });

  it('lets a lucide icon be copied, not the helpers it is made with', () => {
    expect(keepsItsOwnChunk('/app/node_modules/lucide-react/dist/esm/icons/sparkles.mjs')).toBe(
      false,
    );
    expect(keepsItsOwnChunk('/app/node_modules/lucide-react/dist/esm/createLucideIcon.mjs')).toBe(
      true,
    );
  });

  it('reads our own modules: stateful ones stay, pure ones may be copied', () => {
    expect(keepsItsOwnChunk('web/lib/early-fetch.ts')).toBe(true);
    expect(keepsItsOwnChunk('web/lib/api.ts')).toBe(true);
    expect(keepsItsOwnChunk('core/rules/export-file-name.ts')).toBe(false);
  });
});
