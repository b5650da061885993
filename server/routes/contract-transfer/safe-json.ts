import { BAD_CHARACTER } from '@server/invalid-text';

/**
 * A JSON parse for untrusted files: limits are checked before anything is built from them,
 * so a hostile file costs one linear scan and answers a French 400 rather than a 500, a
 * blocked event loop or a polluted prototype.
 */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_ARRAY_ITEMS = 5000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type SafeJsonResult = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Deepest nesting of objects/arrays, found without recursion (a 500 000-deep file must not
 * overflow our stack). Strings are skipped, escapes included.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

class Refused extends Error {}

export function parseUntrustedJson(text: string): SafeJsonResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a BOM from Windows editors
  if (body.trim() === '') return { ok: false, reason: 'le fichier est vide' };
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    return {
      ok: false,
      reason: `le fichier est trop imbriqué (${MAX_JSON_DEPTH} niveaux au maximum)`,
    };
  }
  try {
    // JSON.parse turns "__proto__" into an own property (no pollution), so the reviver sees it.
    const value: unknown = JSON.parse(body, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new Refused(`la clé «\u202f${key}\u202f» est interdite`);
      if (BAD_CHARACTER.test(key) || (typeof item === 'string' && BAD_CHARACTER.test(item))) {
        throw new Refused(
          'le fichier contient un caractère invalide (caractère nul, de contrôle ou non imprimable, ou demi-caractère Unicode)',
        );
      }
      if (Array.isArray(item) && item.length > MAX_JSON_ARRAY_ITEMS) {
        throw new Refused(`une liste dépasse ${MAX_JSON_ARRAY_ITEMS} éléments`);
      }
      return item;
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    return { ok: false, reason: 'le fichier n’est pas un JSON valide' };
  }
}
