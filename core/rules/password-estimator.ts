import type { EstimatePassword } from './password-strength';

/**
 * Options that bound zxcvbn's cost: its l33t matcher is combinatorial (a 128-character
 * `aB3$aB3$…` took 4 s of CPU with the defaults), and the Levenshtein matcher multiplies every
 * dictionary lookup. Only the first 64 characters are scored — a password whose first 64 are
 * guessable is refused, one whose first 64 are not is strong anyway.
 */
export const ESTIMATOR_LIMITS = {
  useLevenshteinDistance: false,
  l33tMaxSubstitutions: 8,
  maxLength: 64,
} as const;

let loading: Promise<EstimatePassword> | null = null;

/**
 * zxcvbn with the common and French dictionaries, loaded once on first use (about 3 MB of word
 * lists: the web loads them only when the sign-up form opens, never on the home page).
 * Feedback comes back as keys, translated by password-strength.ts.
 */
export function loadPasswordEstimator(): Promise<EstimatePassword> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
      ...ESTIMATOR_LIMITS,
    });
    return (password, userInputs) => {
      const { score, feedback } = zxcvbn.check(password, userInputs);
      return { score, warning: feedback.warning, suggestions: feedback.suggestions };
    };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
