/**
 * Which words of a paragraph changed between two versions of its text (the
 * preview highlights the words the last keystrokes changed). Pure: the preview maps the ranges
 * onto its DOM. Words are compared whole, so typing « 15 » → « 1500 » marks the whole amount
 * and its spelled-out words, not single letters.
 */
export type TextRange = { start: number; end: number };

/** Words and the spaces between them; every character belongs to exactly one token. */
const tokenize = (text: string) => text.match(/\s+|[^\s]+/gu) ?? [];

/** Beyond this many tokens on each side the middle is marked whole (the LCS table is n × m). */
const MAX_LCS = 400;

/** Indexes of the `after` tokens that are not in a longest common subsequence with `before`. */
function addedTokens(before: readonly string[], after: readonly string[]): boolean[] {
  const n = before.length;
  const m = after.length;
  const added = new Array<boolean>(m).fill(true);
  if (n === 0 || m === 0) return added;
  if (n > MAX_LCS || m > MAX_LCS) return added;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        before[i] === after[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  for (let i = 0, j = 0; i < n && j < m;) {
    if (before[i] === after[j]) {
      added[j] = false;
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return added;
}

/**
 * The character ranges of `after` holding words that are new or changed since `before`, merged
 * across the spaces between them (« mille cinq cents euros » is one range). A deletion alone
 * marks nothing: there is no word left to show.
 */
export function changedRanges(before: string, after: string): TextRange[] {
  if (before === after) return [];
  const a = tokenize(before);
  const b = tokenize(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const added = addedTokens(a.slice(head, a.length - tail), b.slice(head, b.length - tail));

  const ranges: TextRange[] = [];
  let offset = b.slice(0, head).join('').length;
  let pendingSpace: TextRange | null = null;
  added.forEach((isAdded, k) => {
    const token = b[head + k]!;
    const range = { start: offset, end: offset + token.length };
    offset = range.end;
    const space = /^\s+$/u.test(token);
    const last = ranges.at(-1);
    if (isAdded && !space) {
      // Join to the previous range when only spaces (changed or not) lie between them.
      if (last && (last.end === range.start || pendingSpace?.start === last.end))
        last.end = range.end;
      else ranges.push(range);
      pendingSpace = null;
    } else if (space && last && last.end === range.start) pendingSpace = range;
    else pendingSpace = null;
  });
  return bridgeSingleWords(after, ranges).map((range) => withSymbols(after, range));
}

/** A lone symbol beside a changed run belongs to it: « (1 500 » + « €) » reads « (1 500 €) ». */
function withSymbols(text: string, range: TextRange): TextRange {
  const symbols = /^[\s\u00a0\u202f]{1,2}[^\p{L}\p{N}\s]{1,4}/u;
  const after = symbols.exec(text.slice(range.end));
  const before = /[^\p{L}\p{N}\s]{1,4}[\s\u00a0\u202f]{1,2}$/u.exec(text.slice(0, range.start));
  return {
    start: range.start - (before?.[0].length ?? 0),
    end: range.end + (after?.[0].length ?? 0),
  };
}

/**
 * Two changed runs with one unchanged short word between them read as one phrase: « ____ euros »
 * → « mille cinq cents euros (1 500 €) » keeps « euros », yet the reader sees one new amount.
 */
function bridgeSingleWords(text: string, ranges: TextRange[]): TextRange[] {
  const out: TextRange[] = [];
  for (const range of ranges) {
    const last = out.at(-1);
    const gap = last ? text.slice(last.end, range.start) : '';
    if (last && gap.length <= 16 && gap.trim().split(/\s+/u).length <= 1) last.end = range.end;
    else out.push({ ...range });
  }
  return out;
}
