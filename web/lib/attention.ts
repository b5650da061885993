/**
 * « Attention : un numéro SIREN compte… »: a warning after a colon goes on in lower case (French
 * typography), unless it opens with an acronym or a proper noun (« SIREN », « Paris »): only a
 * capital followed by a lower-case letter of a common word is lowered.
 */
export function attention(message: string): string {
  const lowered =
    /^\p{Lu}\p{Ll}/u.test(message) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(message)
      ? message.charAt(0).toLocaleLowerCase('fr-FR') + message.slice(1)
      : message;
  return `Attention\u00a0: ${lowered}`;
}
