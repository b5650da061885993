import { describe, expect, it } from 'vitest';
import { IMAGE } from '../answers/draft';
import { renderText } from '../document/render-text';
import { creatorDraft, makeDraft } from '../templates/test-drafts';
import {
  CONSUMER_MESSAGE,
  NOT_COPYRIGHT_MESSAGE,
  annualStatementDocument,
  defaultStatementYear,
  statementKind,
  statementRefusal,
} from './annual-statement';

const DAY = new Date(2025, 2, 14);
const TODAY = new Date(2026, 10, 21);
const flat = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2019/g, "'")
    .replace(/\s+/g, ' ');
const textOf = (draft: ReturnType<typeof makeDraft>, year = 2025) =>
  flat(renderText(annualStatementDocument({ draft, title: 'Forêt', contractDay: DAY, year })));

const PROPORTIONAL = {
  mode_remuneration: 'proportionnelle',
  taux_proportionnel: '7,5',
  assiette: 'recettes_ht',
  remuneration: '',
  forfait_motifs: [],
  minimum_garanti: '500',
  supports: ['site_internet', 'supports_imprimes'],
};

describe('the yearly statement (CPI L131-5-1)', () => {
  it('lists each mode of exploitation of a paid assignment with blanks, and the lump sum', () => {
    const text = textOf(makeDraft({ supports: ['site_internet', 'reseaux_sociaux'] }));
    expect(text).toContain("RELEVÉ ANNUEL D'EXPLOITATION – ANNÉE 2025");
    expect(text).toContain(
      "Contrat : « Forêt », cession de droits d'auteur, daté du 14 mars 2025.",
    );
    expect(text).toContain('article L131-5-1 du Code de la propriété intellectuelle');
    expect(text).toContain(
      'Les sites internet : exploitation : ____ ; recettes hors taxes : ____ €.',
    );
    expect(text).toContain('Les réseaux sociaux : exploitation');
    expect(text).not.toContain('Les documents imprimés');
    expect(text).toContain('rémunération forfaitaire de 1 500 €');
    expect(text).toContain('Période couverte : du 14 mars 2025 au 31 décembre 2025.');
    expect(text).toContain('Le Cédant : Mme Léa Durand.');
    expect(text).toContain('Le Cessionnaire : ACME Médias.');
    // A year after the contract's own runs from 1 January.
    expect(textOf(makeDraft(), 2026)).toContain('du 1er janvier 2026 au 31 décembre 2026');
  });

  it('gives the base and the rate of a proportional remuneration, and the minimum guarantee', () => {
    const text = textOf(makeDraft(PROPORTIONAL));
    expect(text).toContain(
      'rémunération proportionnelle égale à sept virgule cinq pour cent (7,5 %)',
    );
    expect(text).toContain('les recettes hors taxes encaissées par le cessionnaire');
    expect(text).toContain("Montant de l'assiette pour la période : ____ €.");
    expect(text).toContain('Minimum garanti prévu au contrat : 500 €');
    expect(text).not.toContain('forfaitaire');
  });

  it('for the author, is the letter asking the assignee for the statement', () => {
    const draft = creatorDraft(PROPORTIONAL);
    expect(statementKind(draft)).toBe('request');
    const text = textOf(draft);
    expect(text).toContain("DEMANDE DU RELEVÉ ANNUEL D'EXPLOITATION – ANNÉE 2025");
    expect(text).toContain('Par le contrat « Forêt » daté du 14 mars 2025');
    expect(text).toContain('je vous ai cédé les droits');
    expect(text).toContain('Domaine des Tilleuls');
    expect(text).toContain('la rémunération due au taux de sept virgule cinq pour cent (7,5 %)');
    expect(text).toContain('salutations distinguées');
    expect(text).not.toContain('Période couverte');
  });

  it('is typeset in French: no straight apostrophe, no plain space before a colon', () => {
    const raw = renderText(
      annualStatementDocument({
        draft: makeDraft(PROPORTIONAL),
        title: 'F',
        contractDay: DAY,
        year: 2025,
      }),
    );
    expect(raw).not.toMatch(/'/);
    expect(raw).not.toMatch(/ [:;]/);
  });

  it('refuses an image authorisation, a consumer assignee and a year outside the contract', () => {
    const at = { contractDay: DAY, today: TODAY };
    expect(statementRefusal(makeDraft({ type_contrat: [IMAGE] }), { ...at, year: 2025 })).toEqual({
      reason: 'not-copyright',
      message: NOT_COPYRIGHT_MESSAGE,
    });
    expect(statementRefusal(makeDraft(), { ...at, year: 2024 })?.message).toBe(
      'L’année du relevé doit être comprise entre 2025 (année du contrat) et 2026.',
    );
    expect(statementRefusal(makeDraft(), { ...at, year: 2027 })?.reason).toBe('year');
    expect(statementRefusal(makeDraft(), { ...at, year: 2026 })).toBeNull();
    expect(defaultStatementYear(DAY, TODAY)).toBe(2025);
    expect(defaultStatementYear(new Date(2026, 0, 3), TODAY)).toBe(2026);
    expect(defaultStatementYear(new Date(2020, 0, 3), TODAY)).toBe(2025);
    const consumer = makeDraft({
      cessionnaire_consommateur: true,
      entreprise_info: { type: 'physical_person', nom: 'Bernard', prenom: 'Hugo' },
    });
    expect(statementRefusal(consumer, { ...at, year: 2025 })?.message).toBe(CONSUMER_MESSAGE);
  });
});
