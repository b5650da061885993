import { renderText } from '@core/document/render-text';
import type { Draft } from '@core/schemas/draft';
import { buildContract } from '../build-contract';
import {
  ASSIGNEE_COMPANY,
  ASSIGNEE_PERSON,
  BELGIAN_COMPANY,
  COAUTHOR,
  FATHER,
  MOTHER,
  PERSON,
  TODAY,
  TYPES,
  makeDraft,
} from '../test-drafts';

/**
 * One generated contract per situation the templates handle, for a lawyer's read
 * (docs/legal-review.md section J): `npm run legal:samples` writes each as text under
 * docs/legal-review/samples/, and scripts/legal-samples.test.ts fails when a template change leaves a file
 * behind — so a change of wording is always reviewed as a diff of these files.
 */
export type LegalSample = {
  /** File name, without `.txt`. */
  slug: string;
  /** The situation, in French, as the index lists it. */
  title: string;
  draft: Draft;
};

const PREFECT = {
  autorisation_prefectorale: { reference: 'arrêté préfectoral n° 2026-123', date: '2026-03-02' },
};

export const LEGAL_SAMPLES: LegalSample[] = [
  {
    slug: 'logo-start-up',
    title: 'Logo d’une start-up, créé sur commande et livré le mois prochain',
    draft: makeDraft({
      nature_oeuvre: 'logo',
      titre_oeuvre: 'Logo « Pollen »',
      format_oeuvre: 'fichiers vectoriels SVG et PDF, déclinaisons couleur et monochrome',
      description_oeuvre: 'Logo de la société Pollen : symbole et logotype.',
      oeuvre_a_creer: true,
      livraison_date: '2026-12-15',
      remuneration: '1800',
      exclusivite: true,
      droits_cedes: ['adaptation'],
      supports: ['site_internet', 'reseaux_sociaux', 'supports_imprimes', 'enseignes_vehicules'],
      destination: 'Identité visuelle de la société Pollen',
    }),
  },
  {
    slug: 'photographies-existantes-ia-autorisee',
    title: 'Photographies existantes, entraînement d’une IA autorisé',
    draft: makeDraft({
      nature_oeuvre: 'photographie',
      titre_oeuvre: 'Série « Lumières d’hiver »',
      format_oeuvre: '12 fichiers JPEG, 6000 × 4000 pixels',
      reference_oeuvre: 'prises de vue du 3 décembre 2025',
      description_oeuvre: 'Douze photographies de paysages urbains.',
      fouille_ia: 'autorisee',
      supports: ['site_internet', 'applications_mobiles'],
      destination: 'Illustration de l’application de la société',
    }),
  },
  {
    slug: 'enfant-mannequin-15-ans',
    title: 'Mannequin de 15 ans pour un catalogue, autorisation préfectorale obtenue',
    draft: makeDraft({
      type_contrat: [...TYPES.image],
      auteur_info: {
        ...PERSON,
        prenom: 'Zoé',
        date_naissance: '2011-06-01',
        parent1: MOTHER,
        parent2: FATHER,
      },
      activite_mannequin: 'oui',
      description_image:
        'Photographies de la collection printemps, prises en studio le 4 avril 2026.',
      remuneration: '450',
      supports: ['site_internet', 'supports_imprimes'],
      destination: 'Catalogue de la collection printemps',
      ...PREFECT,
    }),
  },
  {
    slug: 'portrait-oeuvre-sans-le-modele',
    title:
      'Œuvre et autorisation d’image dans un même contrat, l’œuvre ne représentant pas le modèle',
    draft: makeDraft({
      type_contrat: [...TYPES.combined],
      oeuvre_represente_modele: 'non',
      nature_oeuvre: 'illustration',
      titre_oeuvre: 'Affiche « Festival d’été »',
      description_oeuvre: 'Affiche illustrée du festival.',
      description_image: 'Photographie de l’illustratrice à son atelier, pour la presse.',
      remuneration_image: '200',
      supports: ['site_internet', 'presse', 'affichage'],
      destination: 'Communication du festival 2027',
    }),
  },
  {
    slug: 'autorisation-gratuite-particulier',
    title: 'Portrait autorisé gratuitement à un particulier',
    draft: makeDraft({
      type_contrat: [...TYPES.image],
      type_cession: 'Gratuite',
      remuneration: '',
      description_image: 'Portraits pris lors d’une fête de famille le 14 juillet 2026.',
      entreprise_info: ASSIGNEE_PERSON,
      supports: ['albums_tirages_prives'],
      destination: 'Album de famille',
    }),
  },
  {
    slug: 'mariage-couple-consommateur',
    title: 'Photographies d’un mariage cédées à un couple, pour son usage personnel',
    draft: makeDraft({
      nature_oeuvre: 'photographie',
      titre_oeuvre: 'Photographies du mariage de Hugo Bernard',
      format_oeuvre: '350 fichiers JPEG haute définition',
      reference_oeuvre: 'mariage du 12 septembre 2026',
      description_oeuvre: 'Reportage photographique du mariage, cérémonie et réception.',
      entreprise_info: ASSIGNEE_PERSON,
      cessionnaire_consommateur: true,
      mediateur_consommation: 'CM2C, www.cm2c.net',
      retractation: 'livraison_immediate',
      remuneration: '1200',
      tva_regime: 'franchise',
      forfait_motifs: ['sans_recettes'],
      supports: ['albums_tirages_prives', 'reseaux_sociaux'],
      destination: '',
    }),
  },
  {
    slug: 'licence-photographie-commerciale',
    title: 'Licence non exclusive d’une photographie pour une campagne, tirage limité',
    draft: makeDraft({
      nature_contrat: 'licence',
      licence_usage: 'commerciale',
      licence_tirage_max: 5000,
      licence_client_final: 'Boulangerie Martin',
      nature_oeuvre: 'photographie',
      titre_oeuvre: 'Pains au levain',
      description_oeuvre: 'Photographie de pains au levain sur une table en bois.',
      remuneration: '250',
      forfait_motifs: ['element_accessoire'],
      supports: ['supports_imprimes', 'reseaux_sociaux'],
      destination: 'Campagne de printemps de la Boulangerie Martin',
    }),
  },
  {
    slug: 'film-institutionnel',
    title: 'Film institutionnel réalisé par un vidéaste indépendant, prix par support',
    draft: makeDraft({
      nature_oeuvre: 'audiovisuelle',
      titre_oeuvre: 'Film « Nos savoir-faire »',
      format_oeuvre: 'film de 3 minutes, 4K, version sous-titrée',
      description_oeuvre: 'Film de présentation des ateliers de la société.',
      producteur: 'cessionnaire',
      droits_cedes: ['adaptation'],
      remuneration: '1500',
      forfait_motifs: ['sans_recettes'],
      supports: ['site_internet', 'reseaux_sociaux', 'television'],
      remuneration_par_support: { site_internet: '500', reseaux_sociaux: '300', television: '700' },
      destination: 'Communication institutionnelle de la société',
    }),
  },
  {
    slug: 'echange-tfp',
    title: 'Séance en échange de photographies (TFP)',
    draft: makeDraft({
      type_contrat: [...TYPES.image],
      type_cession: 'Gratuite',
      contexte_image: 'echange',
      remuneration: '',
      description_image: 'Portraits en extérieur pris le 5 octobre 2026 à Lyon.',
      supports: ['site_internet', 'reseaux_sociaux', 'expositions_concours'],
      destination: 'Portfolio du photographe',
    }),
  },
  {
    slug: 'portrait-salarie-intranet',
    title: 'Portrait d’une salariée pour l’intranet de son employeur',
    draft: makeDraft({
      type_contrat: [...TYPES.image],
      type_cession: 'Gratuite',
      contexte_image: 'salarie',
      remuneration: '',
      description_image: 'Portrait pris dans les locaux de l’entreprise le 2 février 2026.',
      supports: ['intranet'],
      destination: 'Annuaire interne et trombinoscope',
    }),
  },
  {
    slug: 'client-belge-autoliquidation',
    title: 'Illustration facturée à une société belge (autoliquidation de la TVA)',
    draft: makeDraft({
      auteur_info: { ...PERSON, numero_tva: 'FR12345678901' },
      entreprise_info: { ...ASSIGNEE_COMPANY, ...BELGIAN_COMPANY },
      tva_regime: 'autoliquidation_ue',
      nature_oeuvre: 'illustration',
      titre_oeuvre: 'Illustration « Forêt d’automne »',
      forfait_motifs: ['element_accessoire'],
      supports: ['site_internet', 'supports_imprimes'],
      destination: 'Couverture du catalogue 2027',
    }),
  },
  {
    slug: 'bande-dessinee-deux-coauteurs',
    title: 'Planches de bande dessinée créées à deux (scénariste et dessinatrice), prix partagé',
    draft: makeDraft({
      nature_oeuvre: 'illustration',
      titre_oeuvre: 'Planches « Le Phare »',
      format_oeuvre: '8 planches, fichiers TIFF 600 dpi',
      reference_oeuvre: 'version livrée le 2 novembre 2026',
      description_oeuvre: 'Huit planches de bande dessinée pour le magazine de la société.',
      auteur_info: { ...PERSON },
      coauteurs: [{ ...COAUTHOR, part: '45' }],
      remuneration: '2400',
      supports: ['site_internet', 'supports_imprimes'],
      destination: 'Publication dans le magazine trimestriel de la société',
    }),
  },
  {
    slug: 'ambassadrice-exclusivite-secteur',
    title: 'Ambassadrice d’une marque, exclusivité limitée au secteur des cosmétiques',
    draft: makeDraft({
      type_contrat: [...TYPES.image],
      description_image: 'Photographies et vidéos de campagne réalisées en mars 2027.',
      remuneration: '2000',
      exclusivite_image: true,
      exclusivite_secteur: 'cosmétiques',
      remuneration_exclusivite: '900',
      supports: ['site_internet', 'reseaux_sociaux', 'affichage'],
      destination: 'Campagne de la marque pour 2027',
    }),
  },
];

/** The sample's text, as `/api/preview` would return it on the day the samples are dated. */
export const sampleText = (sample: LegalSample): string =>
  `${renderText(buildContract(sample.draft, { today: TODAY }))}\n`;

/** Where the samples are checked in, from the repository's root. */
export const SAMPLES_DIR = 'docs/legal-review/samples';

/** The samples' README: what each file is. */
export const sampleIndex = (): string =>
  [
    '# Contrats types générés, un par situation',
    '',
    'Générés par `npm run legal:samples` depuis `core/templates/situations/samples.ts` (ne pas',
    'modifier à la main : `scripts/legal-samples.test.ts` échoue quand un fichier diffère de ce que les modèles',
    'produisent). Contrats datés du 21 novembre 2026.',
    '',
    ...LEGAL_SAMPLES.map((s) => `- [${s.title}](${s.slug}.txt)`),
    '',
  ].join('\n');
