/**
 * Characters no person types, refused at the door with a French 400 naming the field, never
 * silently dropped:
 * - NUL and half of a UTF-16 surrogate pair: PostgreSQL refuses both (text columns reject 0x00,
 *   jsonb rejects \u0000 and lone surrogates), so stored they became a 500; in a file name, a 500
 *   on any base;
 * - the other control characters (C0 but tab and line breaks, DEL, C1) and the noncharacters
 *   (U+FFFE, U+FFFF…): XML 1.0 forbids them, so in any answer they made a Word file that Word
 *   refuses to open, and in a PDF they print as nothing or as boxes;
 * - the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make a contract
 *   read differently from what it says (« Trojan Source »). The marks U+200E/U+200F stay allowed;
 * - the replacement character U+FFFD, what is left of text sent in another encoding than UTF-8
 *   (« H�l�ne » was stored and printed in a contract).
 */
export const INVALID_CHARACTER =
  'Ce texte contient un caractère invalide (caractère nul, de contrôle ou non imprimable, ou demi-caractère Unicode).';
export const BAD_CHARACTER =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]|\p{Cs}|\p{Noncharacter_Code_Point}/u;
/** Path of the first string (value or key) holding a bad character, or null; iterative (deep bodies). */
export function findInvalidText(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (BAD_CHARACTER.test(item)) return path || '(racine)';
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (BAD_CHARACTER.test(key)) return at;
        stack.push([inner, at]);
      }
    }
  }
  return null;
}
