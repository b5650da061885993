import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTEUR,
  CONTRACT_TYPES,
  EXTRA_RIGHTS,
  IMAGE,
  SUPPORTS,
  TERRITORIES,
} from '../answers/draft';
import { draftSchema } from '../schemas/draft';
import { contractDocumentSchema } from '../schemas/document';
import { renderText } from '../document/render-text';
import { frenchSpacing } from '../document/typography';
import { buildContract } from './build-contract';
import { ASSIGNEE_COMPANY, ASSIGNEE_PERSON, COMPANY, PERSON } from './test-drafts';

const sub = <T>(values: readonly T[]) => fc.subarray([...values]);
/** What a value leaked by a template looks like (asserted absent from every document below). */
const LEAKED = /undefined|\[object|NaN/;
// A person may be called « NaN »: such typed text would come out as typed, not leaked, so the
// generator leaves it out (fast-check produced the surname "NaN" once in CI).
const userText = fc.oneof(
  fc.string({ maxLength: 60 }).filter((text) => !LEAKED.test(text)),
  fc.constantFrom(
    '',
    '  ',
    '<script>alert(1)</script>',
    'a & b "c" \'d\'',
    'Ligne 1\nLigne 2',
    'x : y ; z ?',
  ),
);
const date = fc.date({ min: new Date(1940, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true });

/** Any draft the schema accepts (invalid combinations are dropped by the schema itself). */
const draftArb = fc
  .record({
    type_contrat: sub(CONTRACT_TYPES),
    type_cession: fc.constantFrom('Gratuite', 'Onéreuse'),
    droits_cedes: sub(EXTRA_RIGHTS),
    exclusivite: fc.boolean(),
    oeuvre_graphique: fc.boolean(),
    supports: sub(SUPPORTS),
    territoire: fc.constantFrom(...TERRITORIES),
    duree_annees: fc.option(fc.integer({ min: 1, max: 70 }), { nil: null }),
    duree_image_annees: fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
    remuneration: fc.oneof(
      userText,
      fc.integer({ min: 0, max: 5_000_000 }).map(String),
      fc.constantFrom('1 500,50 €', '1.500,50 EUR'),
    ),
    remuneration_image: fc.oneof(userText, fc.integer({ min: 0, max: 100000 }).map(String)),
    description_oeuvre: userText,
    description_image: userText,
    destination: userText,
    lieu_signature: userText,
    company: fc.boolean(),
    birth: date.map((d) => d.toISOString().slice(0, 10)),
    nom: userText,
    assignee: fc.constantFrom('company', 'person', 'none'),
  })
  .map(({ company, birth, nom, assignee, ...rest }) =>
    draftSchema.safeParse({
      ...rest,
      auteur_type: company ? 'Personne morale' : 'Personne physique',
      auteur_info: company ? { ...COMPANY, nom } : { ...PERSON, nom, date_naissance: birth },
      entreprise_info:
        assignee === 'company'
          ? ASSIGNEE_COMPANY
          : assignee === 'person'
            ? ASSIGNEE_PERSON
            : undefined,
    }),
  )
  .filter((r) => r.success)
  .map((r) => r.data!);

describe('properties', () => {
  it('any valid draft renders a valid document with no leaked value, in every renderer', () => {
    fc.assert(
      fc.property(draftArb, date, (draft, today) => {
        const doc = buildContract(draft, { today });
        expect(contractDocumentSchema.safeParse(doc).success).toBe(true);
        expect(new Set(doc.elements.map((e) => e.id)).size).toBe(doc.elements.length);
        const template = doc.elements
          .map((e) => (e.type === 'paragraph' ? e.runs.map((r) => r.text).join('') : ''))
          .join('\n');
        expect(template).not.toMatch(LEAKED);
        expect(renderText(doc).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('text typed by the user comes out intact, in its own paragraph and in the text', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''),
        fc.constantFrom(AUTEUR, IMAGE),
        (typed, type) => {
          const field = type === AUTEUR ? 'description_oeuvre' : 'description_image';
          const draft = draftSchema.parse({
            auteur_type: 'Personne physique',
            auteur_info: PERSON,
            type_contrat: [type],
            [field]: typed,
          });
          const doc = buildContract(draft, { today: new Date(2026, 10, 21) });
          const expected = frenchSpacing(typed.trim());
          expect(renderText(doc)).toContain(expected);
          // The description is its own paragraph: its runs hold exactly the typed text (every
          // renderer places runs as text: React nodes, Typst strings, Word runs).
          const id = type === AUTEUR ? 'a-object-2' : 'i-object-2';
          const element = doc.elements.find((e) => e.id === id);
          const runs = element?.type === 'paragraph' ? element.runs : [];
          expect(runs.map((r) => r.text).join('')).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
