import { readFileSync } from 'node:fs';

/**
 * The build copies small shared chunks into each page chunk that uses them (vite.config.ts,
 * rolldown's `experimentalInlineCommonChunks`): on HTTP/1.1 every file before the first paint
 * costs a round trip, and `/wizard` asked for 30 of them (bench/README.md). A copied
 * module runs once per copy, so a module whose identity matters may not be copied: a React
 * context, a class (`instanceof`), or state kept between calls would exist twice, each page
 * seeing its own. This reads as "holds state" any module-level `let`, `class`, `createContext(`,
 * `Symbol(`, or `const … = new Map/Set/WeakMap/WeakSet/EventTarget` — conservative: a constant
 * set is kept apart too, which costs a file, never a bug.
 */
const MODULE_STATE = [
  /^(export\s+)?let\s/m,
  /^(export\s+)?(default\s+)?(abstract\s+)?class\s/m,
  /\bcreateContext\s*\(/,
  /\bSymbol\s*\(/,
  /^(export\s+)?(const|var)\s+[\w$]+(\s*:[^=]+)?\s*=\s*new\s+(Map|Set|WeakMap|WeakSet|EventTarget)\b/m,
];

export function holdsModuleState(source: string): boolean {
  return MODULE_STATE.some((pattern) => pattern.test(source));
}

/** A lucide-react icon module: its drawing's constants and one createLucideIcon call, no state. */
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;

/**
 * Whether the module `id` must keep the one chunk it is in (rolldown's `exclude`): every
 * library (their module-level state is not ours to read: Radix's focus stack, say) and every
 * module of ours that holds state. Virtual and unreadable modules are kept apart too.
 */
export function keepsItsOwnChunk(id: string): boolean {
  // One icon is a few hundred bytes of constants: a file of its own cost the home page six
  // requests and their gzip overhead.
  if (LUCIDE_ICON.test(id)) return false;
  if (/node_modules|^\0|^virtual:/.test(id)) return true;
  try {
    return holdsModuleState(readFileSync(id.split('?')[0]!, 'utf8'));
  } catch {
    return true;
  }
}
