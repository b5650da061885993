import { describe, expect, it } from 'vitest';
import type { ContractElement, ParagraphElement } from '../schemas/document';
import { build, makeDraft, TYPES } from '../templates/test-drafts';
import { renderText } from './render-text';
import { regenerate } from './regenerate';

const textOf = (elements: readonly ContractElement[]) =>
  renderText({ title: 'T', lang: 'fr', elements: [...elements] });
const paragraphs = (elements: readonly ContractElement[]) =>
  elements.filter((e): e is ParagraphElement => e.type === 'paragraph');
const withText = (el: ParagraphElement, text: string): ParagraphElement => ({
  ...el,
  runs: [{ text }],
});
/** The first paragraph whose text contains `needle`. */
const find = (elements: readonly ContractElement[], needle: string) => {
  const found = paragraphs(elements).find((p) =>
    p.runs
      .map((r) => r.text)
      .join('')
      .includes(needle),
  );
  if (!found) throw new Error(`no paragraph with « ${needle} »`);
  return found;
};
const replace = (
  elements: readonly ContractElement[],
  target: ContractElement,
  by: ContractElement | null,
) => elements.flatMap((el) => (el.id === target.id ? (by ? [by] : []) : [el]));

const oldAnswers = makeDraft({
  remuneration: '1500',
  description_oeuvre: 'Logo de la marque Vélo Vert',
});
const newAnswers = makeDraft({
  remuneration: '2400',
  description_oeuvre: 'Logo de la marque Vélo Vert',
});
const base = build(oldAnswers).elements;
const next = build(newAnswers).elements;

describe('regenerate (edited contract, changed answers)', () => {
  it('without edits, gives exactly the new document', () => {
    const result = regenerate(base, base, next);
    expect(result.conflicts).toEqual([]);
    expect(result.elements).toEqual(next);
  });

  it('keeps an edit the new answers do not touch, and regenerates the rest', () => {
    const object = find(base, 'Vélo Vert');
    const edited = replace(base, object, withText(object, 'Texte réécrit par l’utilisateur.'));
    const result = regenerate(base, edited, next);
    expect(result.conflicts).toEqual([]);
    const text = textOf(result.elements);
    expect(text).toContain('Texte réécrit par l’utilisateur.');
    expect(textOf(next)).toMatch(/2\s?400/);
    expect(text).toMatch(/2\s?400/);
    expect(text).not.toMatch(/1\s?500/);
  });

  it('reports an edited passage the new answers change, then keeps or regenerates it as chosen', () => {
    const priceParagraph = paragraphs(base).find((p) =>
      /1\s?500/.test(p.runs.map((r) => r.text).join('')),
    )!;
    const mine = withText(priceParagraph, 'Prix négocié : voir annexe, 1 500 euros.');
    const edited = replace(base, priceParagraph, mine);
    const kept = regenerate(base, edited, next, 'keep');
    expect(kept.conflicts.map((c) => c.id)).toEqual([priceParagraph.id]);
    expect(textOf(kept.elements)).toContain('Prix négocié : voir annexe');
    const taken = regenerate(base, edited, next, 'regenerate');
    expect(taken.conflicts.map((c) => c.id)).toEqual([priceParagraph.id]);
    expect(textOf(taken.elements)).not.toContain('Prix négocié');
    expect(taken.elements.find((e) => e.id === priceParagraph.id)).toEqual(
      next.find((e) => e.id === priceParagraph.id),
    );
  });

  it('keeps paragraphs the user added, in place, and leaves deleted ones deleted', () => {
    const anchor = find(base, 'Vélo Vert');
    const added: ParagraphElement = {
      id: 'user-added-1',
      type: 'paragraph',
      style: 'ContractBody',
      runs: [{ text: 'Clause ajoutée à la main.' }],
    };
    const index = base.findIndex((e) => e.id === anchor.id);
    const deleted = paragraphs(base).find(
      (p) =>
        p.style === 'ContractBody' &&
        p.id !== anchor.id &&
        !/1\s?500/.test(p.runs.map((r) => r.text).join('')),
    )!;
    const edited = [...base.slice(0, index + 1), added, ...base.slice(index + 1)].filter(
      (e) => e.id !== deleted.id,
    );
    const result = regenerate(base, edited, next);
    const ids = result.elements.map((e) => e.id);
    expect(ids.indexOf('user-added-1')).toBe(ids.indexOf(anchor.id) + 1);
    expect(ids).not.toContain(deleted.id);
  });

  it('inserts the clauses the new answers bring and drops untouched ones that no longer apply', () => {
    const author = build(makeDraft({ type_contrat: [...TYPES.auteur] })).elements;
    const combined = build(
      makeDraft({ type_contrat: [...TYPES.combined], remuneration_image: '300' }),
    ).elements;
    const heading = paragraphs(author).find((p) => p.style === 'ContractArticle')!;
    const edited = replace(
      author,
      heading,
      withText(heading, 'ARTICLE 1 – OBJET DU CONTRAT (relu)'),
    );
    const grown = regenerate(author, edited, combined);
    const newIds = combined.map((e) => e.id).filter((id) => !author.some((e) => e.id === id));
    expect(newIds.length).toBeGreaterThan(0);
    for (const id of newIds) expect(grown.elements.map((e) => e.id)).toContain(id);
    // Every element keeps the new document's relative order where both have it.
    const order = grown.elements.map((e) => e.id).filter((id) => combined.some((e) => e.id === id));
    const expected = combined.map((e) => e.id).filter((id) => order.includes(id));
    expect(order).toEqual(expected);
    // Back to author only: the image clauses the user never touched go away.
    const shrunk = regenerate(combined, combined, author);
    expect(shrunk.elements).toEqual(author);
  });
});
