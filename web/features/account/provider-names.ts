const KNOWN: Record<string, string> = { google: 'Google', github: 'GitHub' };

/** « Google », « Google ou GitHub », « votre fournisseur d’identité » (pure, tested). */
export function providerNames(labels: readonly string[]): string {
  const names = [...new Set(labels.map((label) => KNOWN[label] ?? label))].filter(Boolean);
  if (names.length === 0) return 'votre fournisseur d’identité';
  if (names.length === 1) return names[0] as string;
  return `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
}
