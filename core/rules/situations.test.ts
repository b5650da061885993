/**
 * The refusals of LEGAL J9, J12 and J22 (docs/legal-review.md section J): an answer the contract
 * cannot honour is refused in French, naming its field — by the schema (the API's 400) or by
 * readiness (step 6, generation and signature, which the server answers with the same message).
 */
import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE, IMAGE_EXCLUSIVITY_MESSAGE } from '../answers/draft';
import { draftSchema } from '../schemas/draft';
import { TOKEN_PRICE_MESSAGE } from '../answers/price';
import { LICENCE_EXCLUSIVITY_MESSAGE } from '../answers/situations';
import { SECTOR_MESSAGE, CONSUMER_PRICE_MESSAGE } from '../fields/situation-fields';
import { ASSIGNEE_PERSON, COMPANY, PERSON, TODAY, makeDraft } from '../templates/test-drafts';
import { checkReadiness, describeMissing } from './readiness';
import { draftRuleIssues } from './draft-rules';
import {
  COMPANY_IMAGE_EXCLUSIVITY_MESSAGE,
  CONSUMER_COMPANY_MESSAGE,
  CONSUMER_IMAGE_MESSAGE,
  CONSUMER_IMAGE_ONLY_MESSAGE,
  CONSUMER_PROPORTIONAL_MESSAGE,
  consumerSupportsMessage,
  CUSTOM_WORK_MESSAGE,
  FREE_IMAGE_EXCLUSIVITY_MESSAGE,
  MICRO_LICENCE_DURATION_MESSAGE,
  isMicroLicence,
} from './situations';

const base = {
  type_contrat: [AUTEUR],
  type_cession: 'Onéreuse',
  auteur_type: 'Personne physique',
  auteur_info: PERSON,
  description_oeuvre: 'Illustration « Forêt d’automne »',
  remuneration: '1500',
};
const issuesOf = (input: Record<string, unknown>) =>
  (draftSchema.safeParse({ ...base, ...input }).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('schema refusals (the API answers 400 with the field and the French reason)', () => {
  it.each([
    {
      name: 'a licence is never exclusive',
      input: { nature_contrat: 'licence', exclusivite: true },
      issue: { path: 'nature_contrat', message: LICENCE_EXCLUSIVITY_MESSAGE },
    },
    {
      name: 'an assignment for less than 10 € is still refused',
      input: { remuneration: '5' },
      issue: { path: 'remuneration', message: TOKEN_PRICE_MESSAGE },
    },
    {
      name: 'the copyright exclusivity on an image-only authorisation points to the image’s own',
      input: { type_contrat: [IMAGE], exclusivite: true },
      issue: { path: 'exclusivite', message: IMAGE_EXCLUSIVITY_MESSAGE },
    },
    {
      name: 'the image exclusivity’s price is a real price',
      input: {
        type_contrat: [IMAGE],
        exclusivite_image: true,
        exclusivite_secteur: 'cosmétiques',
        remuneration_exclusivite: '2',
      },
      issue: { path: 'remuneration_exclusivite', message: TOKEN_PRICE_MESSAGE },
    },
    {
      name: 'nature_contrat is « cession » or « licence »',
      input: { nature_contrat: 'location' },
      issue: {
        path: 'nature_contrat',
        message: 'nature_contrat doit valoir «\u202fcession\u202f» ou «\u202flicence\u202f».',
      },
    },
  ])('$name', ({ input, issue }) => {
    expect(issuesOf(input)).toContainEqual(issue);
  });

  it('a micro-licence (under 10 €) is accepted', () => {
    expect(
      issuesOf({ nature_contrat: 'licence', licence_usage: 'editoriale', remuneration: '5' }),
    ).toEqual([]);
  });

  it('the wire names keep their defaults', () => {
    const draft = draftSchema.parse(base);
    expect(draft.cessionnaire_consommateur).toBe(false);
    expect(draft.nature_contrat).toBe('cession');
    expect(draft.exclusivite_secteur).toBe('');
  });
});

const problemOf = (input: Record<string, unknown>, key: string) =>
  checkReadiness(makeDraft(input), TODAY).missing.find((field) => field.key === key);

const consumer = {
  entreprise_info: ASSIGNEE_PERSON,
  cessionnaire_consommateur: true,
  mediateur_consommation: 'CM2C, www.cm2c.net',
};
const exclusive = {
  type_contrat: [IMAGE],
  exclusivite_image: true,
  exclusivite_secteur: 'cosmétiques',
  remuneration_exclusivite: '900',
};

describe('readiness refusals (step 6, generation and signature)', () => {
  it.each([
    {
      name: 'a company is no consumer',
      input: { cessionnaire_consommateur: true },
      key: 'cessionnaire_consommateur',
      message: CONSUMER_COMPANY_MESSAGE,
    },
    {
      name: 'the consumer module covers no image authorisation',
      input: { ...consumer, type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' },
      key: 'cessionnaire_consommateur',
      message: CONSUMER_IMAGE_MESSAGE,
    },
    {
      name: 'an image-only authorisation to a private person is no consumer sale (paid)',
      input: { ...consumer, type_contrat: [IMAGE] },
      key: 'cessionnaire_consommateur',
      message: CONSUMER_IMAGE_ONLY_MESSAGE,
    },
    {
      name: 'an image-only authorisation to a private person is no consumer sale (free)',
      input: { ...consumer, type_contrat: [IMAGE], type_cession: 'Gratuite', remuneration: '' },
      key: 'cessionnaire_consommateur',
      message: CONSUMER_IMAGE_ONLY_MESSAGE,
    },
    {
      name: 'a consumer does not use the work on supports that serve a trade',
      input: { ...consumer, supports: ['reseaux_sociaux', 'emballages', 'intranet'] },
      key: 'cessionnaire_consommateur',
      message: consumerSupportsMessage(['emballages', 'intranet']),
    },
    {
      name: 'a consumer earns no receipts to share',
      input: {
        ...consumer,
        mode_remuneration: 'proportionnelle',
        taux_proportionnel: '10',
        assiette: 'recettes_ht',
      },
      key: 'cessionnaire_consommateur',
      message: CONSUMER_PROPORTIONAL_MESSAGE,
    },
    {
      name: 'a consumer is quoted a price with its taxes',
      input: { ...consumer, tva_regime: 'HT' },
      key: 'cessionnaire_consommateur',
      message: CONSUMER_PRICE_MESSAGE,
    },
    {
      name: 'the customised-work exception needs a work to be created',
      input: { ...consumer, retractation: 'oeuvre_personnalisee' },
      key: 'retractation',
      message: CUSTOM_WORK_MESSAGE,
    },
    {
      name: 'a free image authorisation is never exclusive',
      input: { ...exclusive, type_cession: 'Gratuite', remuneration: '' },
      key: 'exclusivite_image',
      message: FREE_IMAGE_EXCLUSIVITY_MESSAGE,
    },
    {
      name: 'a company passing on others’ consents cannot promise an exclusivity',
      input: { ...exclusive, auteur_type: 'Personne morale', auteur_info: COMPANY },
      key: 'exclusivite_image',
      message: COMPANY_IMAGE_EXCLUSIVITY_MESSAGE,
    },
    {
      name: 'an exclusivity « in every sector » is no sector',
      input: { ...exclusive, exclusivite_secteur: 'tous secteurs' },
      key: 'exclusivite_secteur',
      message: SECTOR_MESSAGE,
    },
  ])('$name', ({ input, key, message }) => {
    const problem = problemOf(input, key);
    expect(problem).toMatchObject({ problem: 'invalid', message });
    // The server's 400 names the field's label with the reason.
    expect(describeMissing([problem!])).toContain(message.replace(/\.$/, ''));
  });

  it.each([
    {
      name: 'a consumer sale asks for the mediator',
      input: { ...consumer, mediateur_consommation: '' },
      key: 'mediateur_consommation',
    },
    {
      name: 'a licence asks for its use',
      input: { nature_contrat: 'licence' },
      key: 'licence_usage',
    },
    {
      name: 'an image exclusivity asks for its sector',
      input: { ...exclusive, exclusivite_secteur: '' },
      key: 'exclusivite_secteur',
    },
    {
      name: 'an image exclusivity asks for its price',
      input: { ...exclusive, remuneration_exclusivite: '' },
      key: 'remuneration_exclusivite',
    },
  ])('$name', ({ input, key }) => {
    expect(problemOf(input, key)).toMatchObject({ problem: 'missing' });
  });

  it('the image-only consumer answer is refused where the server renders or stores a draft, never dropped (D17)', () => {
    const imageOnly = makeDraft({ ...consumer, type_contrat: [IMAGE] });
    expect(draftRuleIssues(imageOnly, TODAY)).toContainEqual({
      path: ['cessionnaire_consommateur'],
      message: CONSUMER_IMAGE_ONLY_MESSAGE,
    });
    // Unticked, the same authorisation raises nothing about it.
    const unticked = makeDraft({
      ...consumer,
      type_contrat: [IMAGE],
      cessionnaire_consommateur: false,
    });
    expect(
      draftRuleIssues(unticked, TODAY).filter(
        (issue) => issue.path[0] === 'cessionnaire_consommateur',
      ),
    ).toEqual([]);
  });

  it('names the business supports a consumer ticked, in French', () => {
    expect(consumerSupportsMessage(['emballages', 'intranet'])).toBe(
      'Un particulier qui achète pour son usage personnel n’utilise pas l’œuvre sur «\u202fEmballages et étiquettes de produits\u202f» et «\u202fIntranet (communication interne)\u202f»\u00a0: ces supports servent une activité professionnelle. À l’étape 5, décochez-les, ou décochez «\u202fparticulier\u202f».',
    );
    expect(consumerSupportsMessage(['affichage'])).toContain(
      'sur «\u202fAffichage extérieur (panneaux, transports)\u202f»\u00a0: ce support sert une activité professionnelle. À l’étape 5, décochez-le,',
    );
    // A private person's own channels and prints stay open to them.
    const personal = {
      ...consumer,
      supports: [
        'site_internet',
        'reseaux_sociaux',
        'supports_imprimes',
        'albums_tirages_prives',
        'expositions_concours',
      ],
    };
    expect(problemOf(personal, 'cessionnaire_consommateur')).toBeUndefined();
  });

  it('a micro-licence (A5b) is refused a term over ten years, where the field is checked', () => {
    const micro = { nature_contrat: 'licence', licence_usage: 'editoriale', remuneration: '5' };
    const issue = (input: Record<string, unknown>) =>
      draftRuleIssues(makeDraft(input), TODAY).filter((i) => i.path[0] === 'duree_annees');
    expect(issue({ ...micro, duree_annees: 20 })).toContainEqual({
      path: ['duree_annees'],
      message: MICRO_LICENCE_DURATION_MESSAGE,
    });
    expect(issue({ ...micro, duree_annees: 10 })).toEqual([]);
    expect(issue({ ...micro, duree_annees: null })).toEqual([]);
    // A real price, an assignment or a share of receipts is no micro-licence.
    expect(issue({ ...micro, remuneration: '10', duree_annees: 20 })).toEqual([]);
    expect(isMicroLicence({ ...makeDraft(), remuneration: '5' })).toBe(false);
    expect(
      isMicroLicence(
        makeDraft({
          ...micro,
          mode_remuneration: 'proportionnelle',
          taux_proportionnel: '8',
          assiette: 'recettes_ht',
        }),
      ),
    ).toBe(false);
    expect(isMicroLicence(makeDraft(micro))).toBe(true);
  });

  it('each situation, fully answered, raises no refusal of its own', () => {
    const keys = [
      'cessionnaire_consommateur',
      'retractation',
      'mediateur_consommation',
      'nature_contrat',
      'licence_usage',
      'exclusivite_image',
      'exclusivite_secteur',
      'remuneration_exclusivite',
      'remuneration',
    ];
    for (const input of [
      consumer,
      { nature_contrat: 'licence', licence_usage: 'commerciale', remuneration: '5' },
      exclusive,
    ]) {
      const missing = checkReadiness(makeDraft(input), TODAY).missing.map((field) => field.key);
      expect(missing.filter((key) => keys.includes(key))).toEqual([]);
    }
  });
});
