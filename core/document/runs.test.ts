import { describe, expect, it } from 'vitest';
import { appendRun, mergeRuns, runLines, sameMarks, sameRuns } from './runs';

describe('runs', () => {
  it('treats an absent mark and false as the same', () => {
    expect(sameMarks({ text: 'a' }, { text: 'b', bold: false })).toBe(true);
    expect(sameMarks({ text: 'a', bold: true }, { text: 'b' })).toBe(false);
    expect(sameMarks({ text: 'a', highlight: true }, { text: 'b', highlight: true })).toBe(true);
  });

  it('compares text and marks, run by run', () => {
    expect(sameRuns([{ text: 'a', bold: true }], [{ text: 'a', bold: true }])).toBe(true);
    expect(sameRuns([{ text: 'a' }], [{ text: 'a', italic: true }])).toBe(false);
    expect(sameRuns([{ text: 'a' }], [{ text: 'b' }])).toBe(false);
    expect(sameRuns([{ text: 'a' }], [{ text: 'a' }, { text: 'b' }])).toBe(false);
  });

  it('merges neighbours with the same marks and drops empty runs', () => {
    expect(
      mergeRuns([
        { text: 'Le ' },
        { text: '', bold: true },
        { text: 'Cédant', underline: false },
        { text: ' cède', bold: true },
        { text: ' ses droits', bold: true },
      ]),
    ).toEqual([{ text: 'Le Cédant' }, { text: ' cède ses droits', bold: true }]);
  });

  it('never changes the runs it is given', () => {
    const first = { text: 'a', bold: true };
    const runs = [first];
    appendRun(runs, { text: 'b', bold: true });
    expect(first.text).toBe('a');
    expect(runs).toEqual([{ text: 'ab', bold: true }]);
  });

  it('cuts a run at its line breaks, Windows ones included', () => {
    expect(runLines({ text: 'un\ndeux\r\ntrois' })).toEqual(['un', 'deux', 'trois']);
    expect(runLines({ text: '' })).toEqual(['']);
  });
});
