import { describe, expect, it } from 'vitest';
import { build, makeDraft } from '../templates/test-drafts';
import { disclaimerStart } from './disclaimer';

/**
 * legal review H13: the notice after the signatures is outside the deed. Every renderer (the
 * preview, contract.typ, the Word file) starts its part apart at this index.
 */
describe('disclaimerStart, the notice outside the deed', () => {
  it('is the notice heading, after the last signature line, and holds the whole notice', () => {
    const doc = build(makeDraft());
    const start = disclaimerStart(doc.elements);
    expect(start).toBe(doc.elements.findIndex((el) => el.id === 'notice-title'));
    const lastSignature = doc.elements.findLastIndex(
      (el) => el.type === 'paragraph' && el.style === 'ContractSignature',
    );
    expect(start).toBeGreaterThan(lastSignature);
    const text = (els: typeof doc.elements) =>
      els
        .map((el) => (el.type === 'paragraph' ? el.runs.map((r) => r.text).join('') : ''))
        .join(' ');
    expect(text(doc.elements.slice(start))).toContain('modèle de contrat type');
    expect(text(doc.elements.slice(0, start))).not.toContain('modèle de contrat type');
  });
  it('a document without signatures has no such part', () => {
    expect(disclaimerStart(build(makeDraft({ type_contrat: [] })).elements)).toBe(-1);
  });
});
