/**
 * French typography for every generated text (legal review F, Lexique de l'Imprimerie nationale):
 * no-break space before « : », narrow no-break space before « ; ! ? » and inside « », dates
 * « 21 novembre 2026 », amounts « 1 000 € ». Pure and idempotent.
 */
export { amountInWords, numberInWords } from './numbers-fr';

export const NBSP = '\u00A0';
export const NNBSP = '\u202F';
/**
 * « de » before an inserted word (a town, a capacity): elided before a vowel, « d’Orléans »,
 * « d’Aix-en-Provence » (legal review F v2). An initial h is left alone: whether it is mute cannot
 * be told from the spelling (« de Honfleur », « du Havre »).
 */
export const deElided = (word: string): string =>
  /^[aeiouyàâäéèêëîïôöùûüÿœæ]/iu.test(word.trim()) ? 'd’' : 'de ';

/**
 * « de » or « à » before a place name, contracted with its article as French requires: « du
 * Havre », « des Sables-d’Olonne », « au Mans », « aux Lilas »; elided before a vowel (« d’Orléans »);
 * « la » and « l’ » stay (« de La Rochelle », « à L’Isle-Adam »). Returns the preposition to print
 * and the place without the contracted article (legal review F v2).
 */
export function placeAfter(
  preposition: 'de' | 'à',
  place: string,
): { preposition: string; place: string } {
  const name = place.trim();
  const article = /^(les?)\s+(\S.*)$/iu.exec(name);
  if (article) {
    const plural = article[1]!.toLowerCase() === 'les';
    const contracted = preposition === 'de' ? (plural ? 'des ' : 'du ') : plural ? 'aux ' : 'au ';
    return { preposition: contracted, place: article[2]! };
  }
  if (preposition === 'de') return { preposition: deElided(name), place: name };
  return { preposition: 'à ', place: name };
}

/**
 * A SIREN (9 digits) or SIRET (14) as it is printed, grouped by three with no-break spaces:
 * « 987 654 321 », « 987 654 321 00012 ». Anything else is left as typed.
 */
export function formatSiren(value: string): string {
  const digits = value.replace(/[\s\u00A0\u202F.-]/g, '');
  if (/^\d{9}$/.test(digits))
    return digits.replace(/^(\d{3})(\d{3})(\d{3})$/, `$1${NBSP}$2${NBSP}$3`);
  if (/^\d{14}$/.test(digits))
    return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, `$1${NBSP}$2${NBSP}$3${NBSP}$4`);
  return value;
}

/** What a missing value prints as: a line to fill in by hand. */
export const BLANK = '____';

const SPACES = `[ \\t${NBSP}${NNBSP}]`;
// A run of high punctuation closing a word: « Note : », « vraiment ?! ». Only when followed by
// a space, the end or a closing sign, so « https://… » and « 10:30 » are left alone.
const HIGH_PUNCT = new RegExp(`([^\\s:;!?«])${SPACES}*([:;!?]+)(?=[\\s»)\\]]|$)`, 'gu');
// A fragment that starts with « : » after a space (« ␣: » following an interpolated value).
const LEADING_PUNCT = new RegExp(`^${SPACES}+([:;!?]+)(?=[\\s»)\\]]|$)`, 'u');
const OPEN_QUOTE = new RegExp(`«${SPACES}*`, 'gu');
const CLOSE_QUOTE = new RegExp(`${SPACES}*»`, 'gu');
const STRAIGHT_QUOTES = /"([^"\n]*)"/g;
// Not right after « (the narrow space there is wanted).
const SPACE_BEFORE_COMMA = new RegExp(`(?<=[^\\s«])${SPACES}+([,.])(?=\\s|$)`, 'gu');

// legal review F v2: the typographic apostrophe (U+2019) between letters (« l’Œuvre », « O’Neil »).
const STRAIGHT_APOSTROPHE = /(?<=\p{L})'(?=\p{L})/gu;
/** What HIGH_PUNCT and LEADING_PUNCT need to match, and SPACE_BEFORE_COMMA (no `g`: no state). */
const HIGH_PUNCT_CHAR = /[:;!?]/;
const SPACE_THEN_STOP = new RegExp(`${SPACES}[,.]`, 'u');

const spaceFor = (punct: string) => (punct.startsWith(':') ? NBSP : NNBSP);

export type TypographyOptions = {
  /** Turn "straight quotes" into « guillemets » (template text); off for user text. */
  quotes?: boolean;
};

/**
 * Applies French spacing (and, for template text, guillemets). Never groups or changes digits,
 * so postal codes, years and article numbers stay as typed. Idempotent.
 */
export function frenchTypography(input: string, options: TypographyOptions = {}): string {
  // Each rule needs a character of its own to match: a text without it skips that rule's pass
  // (most user values — names, towns, numbers — skip them all; a contract builds hundreds).
  let s =
    options.quotes === false || !input.includes('"')
      ? input
      : input.replace(STRAIGHT_QUOTES, '«$1»');
  if (s.includes('«')) s = s.replace(OPEN_QUOTE, `«${NNBSP}`);
  if (s.includes('»')) s = s.replace(CLOSE_QUOTE, `${NNBSP}»`);
  if (HIGH_PUNCT_CHAR.test(s))
    s = s
      .replace(
        HIGH_PUNCT,
        (_m, before: string, punct: string) => `${before}${spaceFor(punct)}${punct}`,
      )
      .replace(LEADING_PUNCT, (_m, punct: string) => `${spaceFor(punct)}${punct}`);
  if (SPACE_THEN_STOP.test(s)) s = s.replace(SPACE_BEFORE_COMMA, '$1');
  if (s.includes("'")) s = s.replace(STRAIGHT_APOSTROPHE, '’');
  return s;
}

/** User-typed text: French spacing and apostrophes only, otherwise kept as typed. */
export const frenchSpacing = (input: string): string => frenchTypography(input, { quotes: false });

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** Calendar parts of a Date (local time) or of a « YYYY-MM-DD » string; null if invalid. */
export function dateParts(
  value: Date | string,
): { year: number; month: number; day: number } | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** « 21 novembre 2026 », « 1er mars 2027 »; a blank to fill when the date is missing or invalid. */
export function formatDateFr(value: Date | string): string {
  const parts = dateParts(value);
  if (!parts) return BLANK;
  const day = parts.day === 1 ? '1er' : String(parts.day);
  return `${day}${NBSP}${MONTHS[parts.month - 1]}${NBSP}${parts.year}`;
}

/** « 1 000 € », « 4 525,85 € »: U+202F between thousands, comma decimals, U+00A0 before €. */
export function formatAmountFr(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  const decimals = cents % 100 === 0 ? '' : `,${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}${whole}${decimals}${NBSP}€`;
}

const CURRENCY = /(€|eur(?:os?)?\b)/giu;
/** An amount whose integer part is grouped by spaces: 1 to 3 digits, then groups of exactly 3. */
const SPACE_GROUPS = /^\d{1,3}([\s\u00A0\u202F']\d{3})+([.,]\d{1,2})?$/;

/**
 * Reads an amount typed by the user: « 1500 », « 1 500 € », « 1500,50 », « 1.500,50 EUR ».
 * Returns null when the text is not a plain amount (« à définir »), so the clause then quotes
 * the user's words as given.
 */
export function parseAmount(text: string): number | null {
  const bare = text.replace(CURRENCY, '').trim();
  const compact = bare.replace(/[\s\u00A0\u202F']/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  // Spaces group thousands only: « 1 500 » yes; « 1 0 » is no ten euros.
  if (/[\s\u00A0\u202F']/.test(bare) && !SPACE_GROUPS.test(bare)) return null;
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  const sep = Math.max(lastComma, lastDot);
  let normalized: string;
  if (sep < 0) {
    normalized = compact;
  } else {
    const decimals = compact.slice(sep + 1);
    const rawHead = compact.slice(0, sep);
    // Before a decimal mark, plain digits or dot-grouped thousands (« 1.500,50 »): « 1,0.00 »
    // or « 9,9.99 » are no amounts, not ten and ninety-nine euros.
    const headOk = /^\d+$/.test(rawHead) || (compact.charAt(sep) === ',' && validGroups(rawHead));
    const head = rawHead.replace(/[.,]/g, '');
    // « 1.500 » is French grouping; « 1500.5 » or « 1500,50 » are decimals (one separator only).
    const sepCount = compact.split(compact.charAt(sep)).length - 1;
    const isDecimal = decimals.length > 0 && decimals.length <= 2 && sepCount === 1;
    if (isDecimal && headOk) normalized = `${head}.${decimals}`;
    else if (isDecimal) return null;
    else if (decimals.length === 3 && validGroups(compact))
      normalized = compact.replace(/[.,]/g, '');
    else return null;
  }
  const value = Number(normalized);
  if (!Number.isFinite(value) || value >= 1e12) return null;
  return Math.round(value * 100) / 100;
}

/**
 * Thousands groups are 3 digits each, with dots: « 1.500.000 » yes, « 15.00.0 » no. Never with
 * commas: in French a comma is the decimal mark, so « 12,345 » is refused as ambiguous instead of
 * being read as 12 345 € (English grouping), a thousand times the amount meant.
 */
function validGroups(compact: string): boolean {
  return /^\d{1,3}(\.\d{3})+$/.test(compact);
}
