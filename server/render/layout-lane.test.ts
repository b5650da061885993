import { describe, expect, it } from 'vitest';
import type { ContractDocument } from '@core/schemas/document';
import { draftSchemaToday } from '@core/rules/draft-rules';
import { checkReadiness } from '@core/rules/readiness';
import { buildContract } from '@core/templates/build-contract';
import { combinedContractFixture } from './fixtures/combined-contract';
import { maximalDraft } from './fixtures/largest-draft';
import { HEAVY_CHARACTERS, HEAVY_ELEMENTS, isHeavy } from './layout-lane';

const paragraphs = (count: number, text: string): ContractDocument => ({
  title: 'Essai',
  lang: 'fr',
  elements: Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    type: 'paragraph' as const,
    style: 'ContractBody' as const,
    runs: [{ text }],
  })),
});

describe('the heavy lane estimate', () => {
  it('leaves the largest real contract in the normal lane, with room to spare', () => {
    const contract = combinedContractFixture();
    expect(isHeavy(contract)).toBe(false);
    expect(contract.elements.length * 4).toBeLessThanOrEqual(HEAVY_ELEMENTS);
  });

  it('sends many short paragraphs, or much text in few, to the heavy lane', () => {
    expect(isHeavy(paragraphs(HEAVY_ELEMENTS, 'Court.'))).toBe(false);
    expect(isHeavy(paragraphs(HEAVY_ELEMENTS + 1, 'Court.'))).toBe(true);
    const long = 'x'.repeat(HEAVY_CHARACTERS / 4);
    expect(isHeavy(paragraphs(3, long))).toBe(false);
    expect(isHeavy(paragraphs(5, long))).toBe(true);
  });
});

describe('a contract built from answers', () => {
  it('stays in the normal lane: the largest one answers can build is under both bounds', () => {
    const draft = maximalDraft();
    const today = new Date(2026, 10, 21);
    expect(draftSchemaToday(() => today).safeParse(draft).success).toBe(true);
    expect(checkReadiness(draft, today).missing).toEqual([]);
    const contract = buildContract(draft, { today });
    const characters = contract.elements.reduce(
      (sum, el) =>
        sum + (el.type === 'paragraph' ? el.runs.reduce((n, r) => n + r.text.length, 0) : 0),
      0,
    );
    expect(characters).toBeGreaterThan(80_000);
    expect(isHeavy(contract)).toBe(false);
    expect(contract.elements.length).toBeLessThan(HEAVY_ELEMENTS / 2);
  });
});
