/** The address triple both profile kinds (and clients) carry. */
export type AddressParts = { adresse: string; code_postal: string; ville: string };

/**
 * Legacy `siege` (one combined string) → address parts (docs/product.md §5): split on the first
 * comma into the street address and the rest; the rest's leading digits are the postal code, what
 * follows is the city. Without a comma, everything is the street address.
 */
export function parseLegacySiege(siege: string): AddressParts {
  const comma = siege.indexOf(',');
  if (comma < 0) return { adresse: siege.trim(), code_postal: '', ville: '' };
  const rest = siege.slice(comma + 1).trim();
  const match = /^(\d+)\s*(.*)$/s.exec(rest);
  return {
    adresse: siege.slice(0, comma).trim(),
    code_postal: match?.[1] ?? '',
    ville: (match ? (match[2] ?? '') : rest).trim(),
  };
}

/**
 * The derived siege string (docs/product.md §3): address, then « postal code city », joined by a
 * comma; blank parts are skipped. Works for both profile kinds since both carry the three fields.
 */
export function buildSiege(parts: Partial<AddressParts>): string {
  const street = (parts.adresse ?? '').trim();
  const town = [parts.code_postal, parts.ville]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return [street, town].filter(Boolean).join(', ');
}
