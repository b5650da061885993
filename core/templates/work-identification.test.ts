/**
 * LEGAL J4 and J5 (docs/legal-review.md section J): the work is identified by the user's answers
 * (title or subject, kind and format, date or reference), nothing printed for what nobody
 * entered; a commissioned work still to be created is described as such, takes effect on
 * delivery, and its durations run from then — « existante … à la date de sa signature » only for
 * a work that exists (CPI L131-1; C. civ. 1163).
 */
import { describe, expect, it } from 'vitest';
import { missingFields } from '../rules/readiness';
import { applicableDraftFields } from '../fields/applicable';
import { toEntrepriseInfo } from '../rules/profile-selection';
import { clientSchema } from '../schemas/client';
import { userProfileSchema } from '../schemas/profile';
import {
  ASSIGNEE_COMPANY,
  COMPANY,
  TODAY,
  TYPES,
  articleNo,
  makeDraft,
  textOf,
} from './test-drafts';

const EXISTING = 'existante et identifiée à la date de sa signature';

describe('J5: the work identified by three answers', () => {
  const cases = [
    {
      name: 'all three answers',
      input: {
        titre_oeuvre: 'Forêt d’automne',
        nature_oeuvre: 'illustration',
        format_oeuvre: 'fichier PNG de 3000 x 2000 pixels',
        reference_oeuvre: 'créée en mars 2026',
      },
      needs: [
        '– titre ou sujet : Forêt d’automne ;',
        '– nature : illustration ou œuvre graphique, format : fichier PNG de 3000 x 2000 pixels ;',
        '– date de création ou référence : créée en mars 2026.',
      ],
      forbids: [],
    },
    {
      name: 'a title only: no kind, no format, no reference invented',
      input: { titre_oeuvre: 'Logo Vélo Vert' },
      needs: ['– titre ou sujet : Logo Vélo Vert.'],
      forbids: ['– nature :', 'format :', 'date de création ou référence'],
    },
    {
      name: 'a kind only',
      input: { nature_oeuvre: 'photographie' },
      needs: ['– nature : photographie.'],
      forbids: ['titre ou sujet', 'format :'],
    },
    {
      name: 'no answer: the description alone, as before',
      input: {},
      needs: ['Illustration « Forêt d’automne », fichier numérique de 3000 x 2000 pixels'],
      forbids: ['titre ou sujet', '– nature :', 'date de création ou référence'],
    },
  ];
  it.each(cases)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input).replace(/\u2019/g, "'");
    for (const s of needs) expect(text).toContain(s.replace(/\u2019/g, "'"));
    for (const s of forbids) expect(text).not.toContain(s);
  });
  it('the description, when given, follows the three lines', () => {
    const text = textOf({ titre_oeuvre: 'Forêt', description_oeuvre: 'Aquarelle en bleu' });
    expect(text).toMatch(/– titre ou sujet : Forêt\.\s+Aquarelle en bleu/);
  });
  it('a company party’s capital is printed only as entered, never a blank or a default', () => {
    const withCapital = textOf({ auteur_type: 'Personne morale', auteur_info: COMPANY });
    expect(withCapital).toContain('au capital de 5 000 €');
    const without = textOf({
      auteur_type: 'Personne morale',
      auteur_info: { ...COMPANY, capital: '' },
    });
    expect(without).toContain('La société Studio Lumière, SAS, immatriculée');
    expect(without).not.toMatch(/Studio Lumière, SAS au capital/);
  });
  it('a capital nobody entered is never printed: a new profile or client stores none, so neither the assignee nor an author company shows « 1 000 € »', () => {
    const { capital: _assigneeCapital, type: _type, ...assigneeAnswers } = ASSIGNEE_COMPANY;
    const { capital: _authorCapital, ...authorAnswers } = COMPANY;
    // The assignee as the wizard copies it from the dashboard profile the user saved.
    const profile = userProfileSchema.parse({ legal_entity: assigneeAnswers });
    const assignee = textOf({ entreprise_info: toEntrepriseInfo(profile, 'legal_entity') });
    // The same company sent over the API without its capital.
    const wire = textOf({ entreprise_info: { ...assigneeAnswers, type: 'legal_entity' } });
    // An author company picked from « Mes clients » (its fields copied into the draft).
    const {
      id: _id,
      type: _clientType,
      email: _email,
      telephone: _telephone,
      ...client
    } = clientSchema.parse({
      ...authorAnswers,
      id: '1700000000001',
      type: 'legal_entity',
    });
    const author = textOf({
      auteur_type: 'Personne morale',
      auteur_info: client,
      entreprise_info: toEntrepriseInfo(profile, 'legal_entity'),
    });
    expect(assignee).toContain('La société ACME Médias, SARL, immatriculée');
    expect(wire).toContain('La société ACME Médias, SARL, immatriculée');
    expect(author).toContain('La société Studio Lumière, SAS, immatriculée');
    for (const text of [assignee, wire, author]) {
      expect(text).not.toContain('au capital');
      expect(text).not.toMatch(/1 ?000 €/u);
    }
  });
});

describe('J4: a commissioned work still to be created', () => {
  const commission = {
    oeuvre_a_creer: true,
    livraison_date: '2026-12-15',
    titre_oeuvre: 'Film institutionnel',
  };
  const cases = [
    {
      name: 'paid',
      input: commission,
      effect:
        /La cession prend effet à la livraison de l'Œuvre, et au plus tôt au paiement intégral du prix prévu à l'article \d+ ; la Durée définie à l'article \d+\.\d+ court à compter de cette livraison\./,
    },
    {
      name: 'free',
      input: { ...commission, type_cession: 'Gratuite' },
      effect:
        /L'autorisation prend effet à la livraison de l'Œuvre ; la Durée définie à l'article \d+\.\d+ court à compter de cette livraison\./,
    },
    {
      name: 'combined',
      input: { ...commission, type_contrat: [...TYPES.combined], remuneration_image: '300' },
      effect: /La cession prend effet à la livraison de l'Œuvre/,
    },
  ];
  it.each(cases)(
    '$name: described as to be created, effect and duration from delivery',
    ({ input, effect }) => {
      const text = textOf(input);
      expect(text).not.toContain(EXISTING);
      expect(text).toContain("L'Œuvre reste à créer : le ");
      expect(text).toContain('au plus tard le 15 décembre 2026.');
      expect(text).toContain(
        "il ne vaut pas cession globale d'œuvres futures (article L131-1 du CPI)",
      );
      expect(text).toContain('– date de livraison prévue : 15 décembre 2026.');
      expect(text).toMatch(effect);
      expect(text).toMatch(/à compter de la livraison de l'Œuvre \(ci-après « la Durée »\)/);
      // The grantor is named as the author to be: « dont il sera l'auteur » read as the grantee.
      expect(text).toMatch(
        /a commandé au C\S+ la création de l'œuvre décrite à l'article \d+, dont le C\S+ sera l['’]auteur\./,
      );
    },
  );
  it('the image part of a combined contract still runs from signature', () => {
    const text = textOf({
      ...commission,
      type_contrat: [...TYPES.combined],
      remuneration_image: '300',
    });
    expect(text).toMatch(
      /L'autorisation est consentie pour une durée de cinq \(5\) ans à compter de la signature/,
    );
  });
  it('a company grantor has it made', () => {
    const text = textOf({ ...commission, auteur_type: 'Personne morale', auteur_info: COMPANY });
    expect(text).toContain("s'engage à la faire réaliser conformément à la description");
  });
  it('an existing work keeps « existante » and no delivery effect', () => {
    const text = textOf({ reference_oeuvre: 'fichier foret.tif' });
    expect(text).toContain(EXISTING);
    expect(text).not.toContain('reste à créer');
    expect(text).not.toContain('court à compter de cette livraison');
  });
  it('the delivery date is required for a work to be created, the reference not asked then', () => {
    const draft = makeDraft({ oeuvre_a_creer: true });
    expect(missingFields(draft, TODAY).map((m) => m.key)).toContain('livraison_date');
    expect(textOf({ oeuvre_a_creer: true })).toContain('au plus tard le ____.');
    const keys = (d: ReturnType<typeof makeDraft>) =>
      applicableDraftFields(d, TODAY).map((a) => a.spec.key);
    expect(keys(draft)).not.toContain('reference_oeuvre');
    expect(keys(makeDraft())).toContain('reference_oeuvre');
    expect(missingFields(makeDraft(), TODAY).map((m) => m.key)).not.toContain('livraison_date');
  });
  it('a past delivery date is refused for it', () => {
    const draft = makeDraft({ oeuvre_a_creer: true, livraison_date: '2026-01-02' });
    expect(missingFields(draft, TODAY).find((m) => m.key === 'livraison_date')?.problem).toBe(
      'invalid',
    );
  });
  it('no work, no work answers asked', () => {
    const keys = applicableDraftFields(makeDraft({ type_contrat: [...TYPES.image] }), TODAY).map(
      (a) => a.spec.key,
    );
    for (const k of ['titre_oeuvre', 'nature_oeuvre', 'oeuvre_a_creer', 'reference_oeuvre'])
      expect(keys).not.toContain(k);
  });
  it('the object article is the first of the copyright part', () => {
    expect(articleNo(textOf(commission), 'Objet')).toBe('1');
  });
});
