/**
 * French numerals in words, traditional spelling (hyphens below one hundred, « et un »,
 * « quatre-vingts », « deux cents » but « deux cent un », « quatre-vingt mille »), as used
 * in price clauses (legal review A « price in words and figures », C. civ. 1376).
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
] as const;
const TENS = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'] as const;

/** 0–99. `final`: the number ends the numeral (« quatre-vingts » takes its s only then). */
function below100(n: number, final: boolean): string {
  if (n <= 16) return UNITS[n] ?? '';
  if (n < 20) return `dix-${UNITS[n - 10]}`;
  if (n < 70) {
    const ten = TENS[Math.floor(n / 10)] ?? '';
    const unit = n % 10;
    if (unit === 0) return ten;
    return unit === 1 ? `${ten} et un` : `${ten}-${UNITS[unit]}`;
  }
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${below100(n - 60, true)}`;
  if (n === 80) return final ? 'quatre-vingts' : 'quatre-vingt';
  return `quatre-vingt-${below100(n - 80, true)}`;
}

/** 0–999. `final` as above, for « cents » and « quatre-vingts ». */
function below1000(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return below100(rest, final);
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]} cent${rest === 0 && final ? 's' : ''}`;
  return rest === 0 ? head : `${head} ${below100(rest, final)}`;
}

/**
 * A whole number (0 to 999 999 999 999) in French words: 21 → « vingt et un »,
 * 80 000 → « quatre-vingt mille », 2 500 000 → « deux millions cinq cent mille ».
 */
export function numberInWords(value: number): string {
  const n = Math.floor(Math.abs(value));
  if (n === 0) return 'zéro';
  const scales: [number, string][] = [
    [1e9, 'milliard'],
    [1e6, 'million'],
  ];
  const words: string[] = [];
  let rest = n;
  for (const [size, noun] of scales) {
    const count = Math.floor(rest / size);
    rest %= size;
    // « million » and « milliard » are nouns: « quatre-vingts millions », « deux cents millions ».
    if (count > 0) words.push(`${below1000(count, true)} ${noun}${count > 1 ? 's' : ''}`);
  }
  const thousands = Math.floor(rest / 1000);
  const units = rest % 1000;
  // « mille » is an invariable adjective: « mille », « deux mille », « quatre-vingt mille ».
  if (thousands > 0) words.push(thousands === 1 ? 'mille' : `${below1000(thousands, false)} mille`);
  if (units > 0) words.push(below1000(units, true));
  return words.join(' ');
}

/**
 * An amount in euros in words: 1500 → « mille cinq cents euros », 1 000 000 → « un million
 * d’euros » (the typographic apostrophe of legal review F), 1234.56 → « mille deux cent trente-quatre euros et cinquante-six centimes ».
 */
export function amountInWords(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  const centWords =
    centimes > 0 ? `${numberInWords(centimes)} centime${centimes > 1 ? 's' : ''}` : '';
  if (euros === 0 && centimes > 0) return centWords;
  const words = numberInWords(euros);
  // « un million d'euros », « deux milliards d'euros »: a noun of quantity takes « de ».
  const unit = euros % 1e6 === 0 && euros > 0 ? 'd’euros' : euros >= 2 ? 'euros' : 'euro';
  const euroWords = `${words} ${unit}`;
  return centWords ? `${euroWords} et ${centWords}` : euroWords;
}
