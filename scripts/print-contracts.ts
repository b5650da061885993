/**
 * Prints the preview text of awkward drafts, for a jurist to read through (not a test):
 *   npx tsx scripts/print-contracts.ts            every draft
 *   npx tsx scripts/print-contracts.ts minor-15   the drafts whose name contains « minor-15 »
 * No-break spaces show as « ⍽ » (U+00A0) and « ⸱ » (U+202F) with VISIBLE=1.
 */
import { AUTEUR, IMAGE, SUPPORTS } from '@core/answers/draft';
import { emptyCompanyAuthor } from '@core/answers/empty-records';
import { draftSchema } from '@core/schemas/draft';
import { draftSchemaToday } from '@core/rules/draft-rules';
import { buildContract } from '@core/templates/build-contract';
import { renderText } from '@core/document/render-text';
import {
  ASSIGNEE_COMPANY as SHARED_ASSIGNEE_COMPANY,
  COMPANY as SHARED_COMPANY,
} from '@core/templates/test-drafts';

const TODAY = new Date(2026, 10, 21);

const PERSON_M = {
  gentille: 'M.',
  nom: 'Lefèvre',
  prenom: 'Jean',
  date_naissance: '1988-02-29',
  lieu_naissance: 'Lille',
  nationalite: 'Française',
  adresse: '5 rue Nationale',
  code_postal: '59000',
  ville: 'Lille',
};
const PERSON_F = {
  ...PERSON_M,
  gentille: 'Mme',
  nom: 'Durand',
  prenom: 'Léa',
  date_naissance: '1990-04-12',
};
const PERSON_BLANK = { ...PERSON_M, gentille: '', date_naissance: '', lieu_naissance: '' };
const minor = (birth: string, gentille = 'Mme') => ({
  ...PERSON_F,
  gentille,
  date_naissance: birth,
});

// The shared test company, its SIREN typed without spaces.
const COMPANY = { ...SHARED_COMPANY, siren: '812345678' };
const COMPANY_BARE = {
  ...emptyCompanyAuthor(),
  nom: 'Atelier Nord',
  forme_juridique: 'SARL',
  representant_civilite: '',
};
// The shared test assignee, its SIREN typed with spaces as users do.
const ASSIGNEE_COMPANY = { ...SHARED_ASSIGNEE_COMPANY, siren: '987 654 321' };
const ASSIGNEE_PERSON = {
  type: 'physical_person',
  gentille: 'Mme',
  nom: 'Bernard',
  prenom: 'Inès',
  adresse: '8 avenue Foch',
  code_postal: '13001',
  ville: 'Marseille',
  email: '',
  date_naissance: '1985-02-01',
  lieu_naissance: 'Marseille',
};

const AWKWARD =
  'Logo « Renard & Fils » <v2>\nversion couleur ; fond transparent ! Format : SVG ? Oui — l’original.';
const LONG = `${'Série de dessins préparatoires, encre et aquarelle sur papier, '.repeat(40)}fin.`;

const base = {
  type_contrat: [AUTEUR],
  type_cession: 'Onéreuse',
  auteur_type: 'Personne physique',
  auteur_info: PERSON_M,
  description_oeuvre: 'Illustration « Forêt d’automne », fichier numérique',
  description_image: 'Trois photographies prises au studio le 3 mars 2026',
  remuneration: '1500',
  entreprise_info: ASSIGNEE_COMPANY,
  lieu_signature: 'Lyon',
};

export const DRAFTS: Record<string, Record<string, unknown>> = {
  'auteur-paid-M-company-assignee': {
    supports: [...SUPPORTS],
    droits_cedes: ['distribution', 'usage', 'adaptation', 'pret', 'location'],
    exclusivite: true,
  },
  'auteur-paid-suite-graphic-99,99': {
    droits_cedes: ['suite'],
    oeuvre_graphique: true,
    remuneration: '99,99',
    duree_annees: 1,
  },
  'auteur-paid-1 500,50-eu-10y': {
    remuneration: '1 500,50 €',
    territoire: 'union_europeenne',
    duree_annees: 10,
    destination: 'illustrer les articles du blog « Carnets » ; rien d’autre !',
  },
  'auteur-paid-a-definir-france-70y': {
    remuneration: 'à définir',
    territoire: 'france',
    duree_annees: 70,
  },
  'auteur-paid-blank-price-blank-civility': {
    remuneration: '',
    auteur_info: PERSON_BLANK,
    lieu_signature: '',
  },
  'auteur-paid-zero': { remuneration: '0' },
  'auteur-paid-million-person-assignee': {
    remuneration: '1000000',
    entreprise_info: ASSIGNEE_PERSON,
  },
  'auteur-free-F': { type_cession: 'Gratuite', auteur_info: PERSON_F, remuneration: '' },
  'auteur-free-company-bare-no-assignee': {
    type_cession: 'Gratuite',
    auteur_type: 'Personne morale',
    auteur_info: COMPANY_BARE,
    entreprise_info: undefined,
  },
  'auteur-paid-company-awkward': {
    auteur_type: 'Personne morale',
    auteur_info: COMPANY,
    description_oeuvre: AWKWARD,
  },
  'auteur-minor-17': { auteur_info: minor('2009-06-01', 'M.') },
  'image-paid-F': { type_contrat: [IMAGE], auteur_info: PERSON_F, duree_image_annees: 1 },
  'image-free-M-15y': {
    type_contrat: [IMAGE],
    type_cession: 'Gratuite',
    duree_image_annees: 15,
    supports: [],
  },
  'image-paid-minor-15': { type_contrat: [IMAGE], auteur_info: minor('2011-03-01') },
  'image-paid-minor-12': { type_contrat: [IMAGE], auteur_info: minor('2014-03-01', 'M.') },
  'image-free-minor-2': {
    type_contrat: [IMAGE],
    type_cession: 'Gratuite',
    auteur_info: minor('2024-11-22', ''),
  },
  'image-paid-company': {
    type_contrat: [IMAGE],
    auteur_type: 'Personne morale',
    auteur_info: COMPANY,
  },
  'image-free-no-assignee-long': {
    type_contrat: [IMAGE],
    type_cession: 'Gratuite',
    entreprise_info: undefined,
    description_image: LONG,
  },
  'combined-paid-with-image-price': {
    type_contrat: [AUTEUR, IMAGE],
    remuneration_image: '300',
    supports: ['reseaux_sociaux'],
  },
  'combined-paid-no-image-price': { type_contrat: [AUTEUR, IMAGE], remuneration_image: '' },
  'combined-free-F-minor-17': {
    type_contrat: [AUTEUR, IMAGE],
    type_cession: 'Gratuite',
    auteur_info: minor('2009-06-01'),
  },
  'combined-paid-company-exclusive': {
    type_contrat: [AUTEUR, IMAGE],
    auteur_type: 'Personne morale',
    auteur_info: COMPANY,
    exclusivite: true,
    remuneration_image: '1 000',
    duree_annees: 10,
    duree_image_annees: 3,
  },
  'combined-paid-minor-14-awkward': {
    type_contrat: [AUTEUR, IMAGE],
    auteur_info: minor('2012-05-01'),
    description_image: AWKWARD,
    remuneration_image: '250',
    oeuvre_graphique: true,
  },
  'combined-paid-distinct-model-minor-14': {
    type_contrat: [AUTEUR, IMAGE],
    modele_distinct: true,
    modele_info: minor('2012-05-01'),
    remuneration_image: '250',
    description_oeuvre:
      'Série de trois portraits photographiques réalisés en studio le 3 mars 2026',
  },
  'combined-free-company-distinct-model-M': {
    type_contrat: [AUTEUR, IMAGE],
    type_cession: 'Gratuite',
    auteur_type: 'Personne morale',
    auteur_info: COMPANY,
    modele_distinct: true,
    modele_info: { ...PERSON_M, nom: 'Moreau', prenom: 'Luc', date_naissance: '1995-07-14' },
  },
  'image-paid-distinct-model-F': {
    type_contrat: [IMAGE],
    modele_distinct: true,
    modele_info: PERSON_F,
  },
};

export const draftFor = (name: string) => draftSchema.parse({ ...base, ...DRAFTS[name] });
export const textFor = (name: string) =>
  renderText(buildContract(draftFor(name), { today: TODAY }));

if (process.argv[1]?.endsWith('print-contracts.ts')) {
  const filter = process.argv[2] ?? '';
  const visible = process.env.VISIBLE === '1';
  for (const name of Object.keys(DRAFTS).filter((n) => n.includes(filter))) {
    // Some awkward answers (« à définir », a free grant by a minor author) are refused at the
    // door, as the server refuses them — with the rules of the contract's day, not the bare
    // schema: say so in French instead of printing a contract the product never produces.
    const parsed = draftSchemaToday(() => TODAY).safeParse({ ...base, ...DRAFTS[name] });
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.join('.')} : ${i.message}`).join('\n');
      process.stdout.write(`\n########## ${name}\n\n(refusé comme le serveur le refuse)\n${why}\n`);
      continue;
    }
    let out = renderText(buildContract(parsed.data, { today: TODAY }));
    if (visible) out = out.replace(/\u00A0/g, '⍽').replace(/\u202F/g, '⸱');
    process.stdout.write(`\n########## ${name}\n\n${out}`);
  }
}
