import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReadiness, describeMissing } from '@core/rules/readiness';
import { TODAY } from '@core/templates/test-drafts';
import {
  LEGAL_SAMPLES,
  SAMPLES_DIR,
  sampleIndex,
  sampleText,
} from '@core/templates/situations/samples';

const dir = join(import.meta.dirname, '..', SAMPLES_DIR);
const REGENERATE = 'Régénérez-les avec `npm run legal:samples` et relisez le diff.';

describe('the checked-in legal samples match what the templates generate', () => {
  it.each(LEGAL_SAMPLES.map((s) => [s.slug, s] as const))('%s', (slug, sample) => {
    const stored = readFileSync(join(dir, `${slug}.txt`), 'utf8');
    expect(stored, REGENERATE).toBe(sampleText(sample));
  });

  it('holds no stale file and an up-to-date index', () => {
    const expected = [...LEGAL_SAMPLES.map((s) => `${s.slug}.txt`), 'README.md'].sort();
    expect(readdirSync(dir).sort(), REGENERATE).toEqual(expected);
    expect(readFileSync(join(dir, 'README.md'), 'utf8'), REGENERATE).toBe(sampleIndex());
  });

  it.each(LEGAL_SAMPLES.map((s) => [s.slug, s] as const))(
    '%s is a complete contract: nothing left to answer',
    (_slug, sample) => {
      const { ready, missing } = checkReadiness(sample.draft, TODAY);
      expect(ready, describeMissing(missing)).toBe(true);
    },
  );

  it('gives each situation its own file', () => {
    expect(new Set(LEGAL_SAMPLES.map((s) => s.slug)).size).toBe(LEGAL_SAMPLES.length);
  });
});
