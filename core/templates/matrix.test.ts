import { describe, expect, it } from 'vitest';
import { contractDocumentSchema } from '../schemas/document';
import { EXTRA_RIGHTS, SUPPORTS } from '../answers/draft';
import type { ExtraRight } from '../answers/draft';
import { formatDateFr } from '../document/typography';
import { renderText } from '../document/render-text';
import {
  ASSIGNEE_COMPANY,
  ASSIGNEE_PERSON,
  BIRTH,
  COMPANY,
  FORBIDDEN,
  PERSON,
  TYPES,
  build,
  makeDraft,
  plain,
} from './test-drafts';
import { GRANTABLE_EXTRA_RIGHTS, RIGHT_NAMES } from './clauses/rights';

type Scenario = {
  type: keyof typeof TYPES;
  mode: 'Gratuite' | 'Onéreuse';
  author: 'adult' | 'age17' | 'age14' | 'age10' | 'company';
  rights: ExtraRight[];
  supports: boolean;
  exclusive: boolean;
  assignee: 'company' | 'person' | 'none';
};

/** The cartesian product type × mode × author × rights × supports × exclusivity (free: no rights, no exclusivity). */
function scenarios(): Scenario[] {
  const out: Scenario[] = [];
  const rightSets: ExtraRight[][] = [[], ...EXTRA_RIGHTS.map((r) => [r]), [...EXTRA_RIGHTS]];
  let n = 0;
  for (const type of ['auteur', 'image', 'combined'] as const)
    for (const mode of ['Gratuite', 'Onéreuse'] as const)
      for (const author of ['adult', 'age17', 'age14', 'age10', 'company'] as const)
        for (const rights of mode === 'Onéreuse' ? rightSets : [[]])
          for (const supports of [false, true])
            // legal review D17: an image-only authorisation is never exclusive (the schema refuses
            // it).
            for (const exclusive of mode === 'Onéreuse' && type !== 'image'
              ? [false, true]
              : [false]) {
              const assignee = (['company', 'person', 'none'] as const)[n++ % 3]!;
              out.push({ type, mode, author, rights, supports, exclusive, assignee });
            }
  return out;
}

function draftFor(s: Scenario) {
  return makeDraft({
    type_contrat: [...TYPES[s.type]],
    type_cession: s.mode,
    droits_cedes: s.rights,
    oeuvre_graphique: s.rights.includes('suite'),
    // A graphic work with a material original: one that exists only as files has no droit de suite.
    original: 'conserve',
    exclusivite: s.exclusive,
    supports: s.supports ? [...SUPPORTS] : [],
    auteur_type: s.author === 'company' ? 'Personne morale' : 'Personne physique',
    auteur_info: s.author === 'company' ? COMPANY : { ...PERSON, date_naissance: BIRTH[s.author] },
    remuneration_image: '300',
    entreprise_info:
      s.assignee === 'company'
        ? ASSIGNEE_COMPANY
        : s.assignee === 'person'
          ? ASSIGNEE_PERSON
          : undefined,
  });
}

const all = scenarios();
const label = (s: Scenario) =>
  `${s.type} ${s.mode} ${s.author} [${s.rights.join(',')}] supports=${s.supports} excl=${s.exclusive} cessionnaire=${s.assignee}`;

describe(`scenario matrix (${all.length} contracts)`, () => {
  it.each(all.map((s) => [label(s), s] as const))('%s', (_name, s) => {
    const doc = build(draftFor(s));
    const text = plain(doc);
    // Every run's text, whatever renders it: no value leaked as a JavaScript literal.
    const html = JSON.stringify(doc.elements);
    const paid = s.mode === 'Onéreuse';
    const auteur = s.type !== 'image';
    const image = s.type !== 'auteur';
    const minor = s.author !== 'adult' && s.author !== 'company';

    // The document is valid, ids are unique, articles are numbered 1..n in order.
    expect(contractDocumentSchema.safeParse(doc).success).toBe(true);
    expect(new Set(doc.elements.map((e) => e.id)).size).toBe(doc.elements.length);
    const numbers = [...text.matchAll(/^ARTICLE (\d+) –/gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual(numbers.map((_, k) => k + 1));
    expect(text).not.toMatch(/article ____/);

    // D3–D4, A11, D11, and no leaked programming values.
    for (const bad of FORBIDDEN) {
      expect(text).not.toMatch(bad);
    }
    expect(html).not.toMatch(/undefined|null|NaN|\[object/);
    expect(text).toContain('juridictions françaises compétentes');
    // legal review F v2: only typographic apostrophes in the contract (« l’Œuvre », never « l'Œuvre
    // »).
    expect(renderText(doc)).not.toMatch(/\p{L}'\p{L}/u);

    // A2: each granted right named in its own clause; nothing else granted.
    if (auteur) {
      expect(text).toContain(RIGHT_NAMES.reproduction);
      expect(text).toContain(RIGHT_NAMES.representation);
      for (const r of GRANTABLE_EXTRA_RIGHTS) {
        expect(text.includes(RIGHT_NAMES[r]), r).toBe(paid && s.rights.includes(r));
      }
      // A8/D1: moral rights kept; D2: droit de suite never granted, reserved when ticked.
      expect(text).toMatch(/n'en emporte ni cession ni renonciation|n'est ni cédé ni abandonné/);
      expect(text).not.toMatch(/\d\.\d+\. Droit de suite/);
      if (s.rights.includes('suite'))
        expect(text).toMatch(/droit de suite \(article L122-8 du CPI\), inaliénable/);
      // A3: a specific existing work only.
      expect(text).toContain("à l'exclusion de toute autre œuvre, notamment future");
    }

    // A2, A4, B1, E: duration, territory and destination, once per part.
    const parts = (auteur ? 1 : 0) + (image ? 1 : 0);
    for (const defined of [
      '« la Durée »',
      '« le Territoire »',
      '« la Destination »',
      '« les Supports »',
    ]) {
      expect(text.split(defined).length - 1, defined).toBe(parts);
    }

    // Remuneration present iff paid (A5, A6, A7, B4, C).
    expect(text.includes('rémunération forfaitaire')).toBe(paid);
    if (paid && auteur) expect(text).toContain('mille cinq cents euros (1 500 €)');
    if (paid && auteur) expect(text).toContain('L131-5-1');
    // legal review A5, I: the L131-4 recital for an author; a company is not addressed as one.
    if (paid && auteur) expect(text.includes('L131-4, alinéa 2')).toBe(s.author !== 'company');
    if (paid && auteur && s.author === 'company')
      expect(text).toContain("Le Cédant n'étant pas l'auteur de l'œuvre");
    if (paid && image) expect(text).toContain('L7123-2');
    if (paid && s.type === 'combined') expect(text).toContain('trois cents euros (300 €)');
    if (!paid) expect(text).toMatch(/à titre gratuit/);
    if (!paid && auteur) expect(text).toContain('à titre non exclusif');
    if (auteur) expect(text.includes('à titre exclusif')).toBe(paid && s.exclusive);

    // Both parties fully identified (legal review A « Parties »).
    if (s.author === 'company') {
      expect(text).toContain('La société Studio Lumière, SAS au capital de 5 000 €');
      expect(text).toContain(
        'registre du commerce et des sociétés de Lyon sous le numéro 812 345 678',
      );
      expect(text).toContain('représentée par Mme Anne Roy, agissant en qualité de présidente');
    } else {
      const birth = formatDateFr(BIRTH[s.author]).replace(/\u00A0/g, ' ');
      // legal review B3 v2: a minor is named without adult civility.
      expect(text).toContain(
        `${minor ? 'Léa Durand, mineure,' : 'Mme Léa Durand,'} née le ${birth} à Nantes, de nationalité française, demeurant 12 rue des Lilas, 44000 Nantes`,
      );
    }
    if (s.assignee === 'company')
      expect(text).toContain('La société ACME Médias, SARL au capital de 10 000 €');
    if (s.assignee === 'person')
      expect(text).toContain('M. Hugo Bernard, né le 1er février 1985 à Marseille');
    if (s.assignee === 'none')
      expect(text).toContain('____ (nom et prénom, ou dénomination sociale');

    // B3: two holders of parental authority for a minor; originals counted per signatory.
    expect(text.includes("Premier titulaire de l'autorité parentale")).toBe(minor);
    expect(text.includes("Second titulaire de l'autorité parentale")).toBe(minor);
    const originals = !minor ? 'deux' : s.author === 'age10' ? 'trois' : 'quatre';
    expect(text).toContain(`en ${originals} exemplaires originaux`);
    if (minor && image) expect(text).toContain('372-1');
    expect(text.includes('Caisse des dépôts')).toBe(minor && image && paid && s.author !== 'age17');
    // legal review B3 v2: any modelling use under 16, free or paid, needs the L7124-1
    // authorisation.
    expect(text.includes('sous la condition suspensive')).toBe(
      minor && image && s.author !== 'age17',
    );
    expect(text).not.toMatch(/Mme Léa Durand, mineure|désigné par écrit par le Modèle[^.]*Caisse/);

    // Image: art. 9, excluded contexts, GDPR with the right legal basis (B1, B2, B6).
    if (image) {
      expect(text).toContain('article 9 du Code civil');
      expect(text).toContain('pornographique');
      expect(text).toContain('CNIL');
      expect(text).toContain(paid ? 'article 6, paragraphe 1, b' : 'article 6, paragraphe 1, a');
    }
    if (s.type === 'combined') {
      const partTwo = text.slice(text.indexOf('Deuxième partie'), text.indexOf('Troisième partie'));
      expect(partTwo).not.toMatch(/\bcède\b|Droits cédés/);
      expect(text).toContain("l'une et l'autre en vigueur");
    }
    if (image && s.author === 'company')
      expect(text).toContain("détenir l'autorisation écrite de chacune des personnes");

    // Signature block and closing notice.
    // legal review D15 v2: place and date per signer, the date written by hand on the day.
    expect(text).toContain('Fait à Lyon, le ____. Signature :');
    expect(text).not.toContain('Lu et approuvé');
    expect(text).not.toContain(formatDateFr(new Date(2026, 10, 21)).replace(/\u00A0/g, ' '));
    expect(doc.elements.at(-1)).toMatchObject({ style: 'ContractNotice' });
    expect(text).toContain("ne remplace pas le conseil d'un avocat");
  });
});

/**
 * legal review C, distinct model: combined × paid/free × model adult/minor × author person/company,
 * through the same structural checks (details in distinct-model.test.ts).
 */
describe('scenario matrix, combined contract with a distinct model', () => {
  const distinct = (['Gratuite', 'Onéreuse'] as const).flatMap((mode) =>
    (['adult', 'age17', 'age14', 'age10'] as const).flatMap((model) =>
      (['adult', 'company'] as const).map((author) => ({ mode, model, author })),
    ),
  );
  it.each(distinct)('%o', ({ mode, model, author }) => {
    const doc = build(
      makeDraft({
        type_contrat: [...TYPES.combined],
        type_cession: mode,
        auteur_type: author === 'company' ? 'Personne morale' : 'Personne physique',
        auteur_info: author === 'company' ? COMPANY : { ...PERSON, gentille: 'M.', prenom: 'Jean' },
        modele_distinct: true,
        modele_info: { ...PERSON, prenom: 'Zoé', nom: 'Petit', date_naissance: BIRTH[model] },
        remuneration_image: '300',
      }),
    );
    const text = plain(doc);
    const paid = mode === 'Onéreuse';
    const minor = model !== 'adult';
    expect(contractDocumentSchema.safeParse(doc).success).toBe(true);
    expect(new Set(doc.elements.map((e) => e.id)).size).toBe(doc.elements.length);
    const numbers = [...text.matchAll(/^ARTICLE (\d+) –/gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual(numbers.map((_, k) => k + 1));
    expect(text).not.toMatch(/article ____/);
    for (const bad of FORBIDDEN) expect(text).not.toMatch(bad);
    expect(JSON.stringify(doc.elements)).not.toMatch(/undefined|null|NaN|\[object/);
    // Three parties in full; the model is only ever « le Modèle ».
    expect(text).toContain(
      `${minor ? 'Zoé Petit, mineure,' : 'Mme Zoé Petit,'} née le ${formatDateFr(BIRTH[model]).replace(/\u00A0/g, ' ')} à Nantes`,
    );
    expect(text).toMatch(
      author === 'company' ? /La société Studio Lumière, SAS/ : /M\. Jean Durand, né le/,
    );
    expect(text).toContain('La société ACME Médias, SARL');
    expect(text).toContain(
      'ci-après dénommée « le Modèle », intervenant à la seule deuxième partie',
    );
    expect(text).toContain(
      `\nLe Modèle, pour la deuxième partie et les dispositions communes : ${minor ? 'Zoé Petit, mineure' : 'Mme Zoé Petit'}`,
    );
    expect(text).toContain(', pour la première partie et les dispositions communes : ');
    expect(text).toContain(
      ', pour les première et deuxième parties et les dispositions communes : ',
    );
    const signatories = 3 + (minor ? 1 : 0) + (model === 'age17' || model === 'age14' ? 1 : 0);
    expect(text).toContain(
      `en ${['trois', 'quatre', 'cinq'][signatories - 3]} exemplaires originaux`,
    );
    expect(text.includes("Second titulaire de l'autorité parentale")).toBe(minor);
    // L7123-2 is also cited by the L7124-1 condition for any model under 16, free or paid.
    expect(text.includes('L7123-2')).toBe(paid || model === 'age14' || model === 'age10');
    if (paid) expect(text).toContain('trois cents euros (300 €)');
    expect(text).toContain("l'une et l'autre en vigueur");
    expect(text).toContain(paid ? 'article 6, paragraphe 1, b' : 'article 6, paragraphe 1, a');
  });
});
