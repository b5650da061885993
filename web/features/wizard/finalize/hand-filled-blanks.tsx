import type { HandFilledBlank } from '@core/rules/hand-filled';
import { FixButton } from './checklist';

export const HAND_FILLED_TITLE = 'Laissé en blanc dans le contrat';
export const HAND_FILLED_NOTE =
  'Ces informations facultatives figureront en blanc («\u202f____\u202f») dans le contrat, à compléter à la main avant la signature. Vous pouvez aussi les renseigner maintenant.';

/** Where the detail is asked, as the checklist says it (checklist.tsx): its step, or the profile. */
const where = (blank: HandFilledBlank) =>
  blank.step ? ` (étape ${blank.step})` : ' (dans votre profil)';

/**
 * Step 6 and the finalisation page: the optional identification details the contract will print
 * as « ____ » (core/rules/hand-filled.ts), each with a « Compléter » that leads to its field — the
 * assignee's are completed in the « Tableau de bord ». Says nothing when nothing is left blank. Its title is
 * an h3 under step 6's heading, an h2 on the finalisation page (under the page's h1), whose
 * « Compléter » opens the field in the page (finalize-completion.tsx).
 */
export function HandFilledBlanks({
  blanks,
  onFix,
  headingLevel = 3,
}: {
  blanks: HandFilledBlank[];
  onFix: (blank: HandFilledBlank) => void;
  headingLevel?: 2 | 3;
}) {
  if (blanks.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="hand-filled-title"
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <Heading id="hand-filled-title" className="font-semibold text-slate-900">
        {HAND_FILLED_TITLE}
      </Heading>
      <p className="text-slate-800">{HAND_FILLED_NOTE}</p>
      <ul className="space-y-1.5" aria-label={HAND_FILLED_TITLE}>
        {blanks.map((blank) => (
          <li
            key={blank.key}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1"
          >
            <span className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">
              {blank.label}
              {where(blank)}
            </span>
            {blank.step && (
              <FixButton what={`${blank.label}${where(blank)}`} onClick={() => onFix(blank)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
