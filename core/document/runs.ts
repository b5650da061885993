import type { Run } from '../schemas/document';

/** A run's marks, in the order the editor's schema nests them: innermost first. */
export const RUN_MARKS = ['highlight', 'underline', 'italic', 'bold'] as const;
export type RunMark = (typeof RUN_MARKS)[number];

/** Whether two runs carry the same marks (an absent mark and `false` are the same). */
export const sameMarks = (a: Run, b: Run): boolean =>
  RUN_MARKS.every((mark) => !!a[mark] === !!b[mark]);

/** Whether two lists of runs print the same text with the same marks. */
export const sameRuns = (a: readonly Run[], b: readonly Run[]): boolean =>
  a.length === b.length &&
  a.every((run, i) => {
    const other = b[i];
    return other !== undefined && run.text === other.text && sameMarks(run, other);
  });

/**
 * Appends `run` to `runs`, joined to the last one when they share their marks; empty text adds
 * nothing. Every writer of runs (templates, the editor, imported HTML) goes through it, so a
 * paragraph has one run per change of marks and two equal paragraphs have equal runs.
 */
export function appendRun(runs: Run[], run: Run): void {
  if (run.text === '') return;
  const last = runs.at(-1);
  if (last && sameMarks(last, run)) runs[runs.length - 1] = { ...last, text: last.text + run.text };
  else runs.push({ ...run });
}

/** Neighbouring runs that share their marks, merged; empty runs dropped. */
export function mergeRuns(runs: readonly Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) appendRun(merged, run);
  return merged;
}

/** A run's text cut at its line breaks: what each renderer writes with a break between. */
export const runLines = (run: Run): string[] => run.text.split(/\r?\n/);
