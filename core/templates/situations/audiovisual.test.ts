/**
 * LEGAL J10 (docs/legal-review.md section J): a film — the producer's regime (L132-23, L132-24),
 * the final version agreed with the director (L121-5), a remuneration for each mode (L132-25),
 * music and performers outside the grant unless cleared; a commissioned advertisement priced per
 * mode, zone, duration and support (L132-31).
 */
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, textOf } from '../test-drafts';

const FILM = {
  nature_oeuvre: 'audiovisuelle',
  producteur: 'cessionnaire',
  supports: ['site_internet', 'television'],
  remuneration_par_support: { site_internet: '500', television: '1000' },
  droits_cedes: ['adaptation'],
};
const OUTSIDE =
  "Le présent contrat ne porte ni sur les œuvres musicales incorporées à l'Œuvre, ni sur les prestations des artistes-interprètes";
const PRODUCER_ASSIGNEE =
  "Le Cessionnaire, qui prend l'initiative et la responsabilité de la réalisation de l'Œuvre, en est le producteur au sens de l'article L132-23 du CPI.";

const situations = [
  {
    name: 'a corporate film produced by the assignee, music not cleared',
    input: FILM,
    needs: [
      'ŒUVRE AUDIOVISUELLE',
      PRODUCER_ASSIGNEE,
      '(article L132-24 du CPI)',
      "L'Œuvre est réputée achevée lorsque sa version définitive a été établie d'un commun accord entre, d'une part, son réalisateur",
      '(article L121-5 du CPI)',
      "y compris pour les versions que permet le droit d'adaptation",
      'est précédé de la consultation de son réalisateur',
      OUTSIDE,
      "Le prix prévu au présent article rémunère distinctement chaque mode d'exploitation de l'Œuvre (article L132-25 du CPI) ; il se répartit comme suit :",
      'le site internet édité par le Cessionnaire ou pour son compte : cinq cents euros (500 €) ;',
      'y compris en télévision de rattrapage : mille euros (1 000 €).',
    ],
    forbids: [
      "L'adaptation audiovisuelle de l'Œuvre en est exclue",
      "adaptation audiovisuelle n'est pas concédée",
      'L132-31',
      'déclare avoir obtenu',
    ],
  },
  {
    name: 'a finished film delivered by its producer-author, music cleared',
    input: { ...FILM, producteur: 'cedant', musique_interpretes_autorises: true },
    needs: [
      "Le Cédant a pris l'initiative et la responsabilité de la réalisation de l'Œuvre, dont il est le producteur",
      'par des contrats écrits conformes aux articles L132-24 et L132-25 du CPI',
      "Le Cédant déclare avoir obtenu, pour les Supports, la Destination, le Territoire et la Durée définis à l'article",
      'des artistes-interprètes dont elle fixe la prestation (article L212-3 du CPI)',
    ],
    forbids: [PRODUCER_ASSIGNEE, OUTSIDE],
  },
  {
    name: 'a commissioned advertisement: per mode, zone, duration and support',
    input: { ...FILM, oeuvre_publicitaire: true },
    needs: [
      "L'Œuvre est une œuvre de commande utilisée pour la publicité (article L132-31 du CPI)",
      'Toute exploitation sur un autre support, dans une autre zone géographique ou au-delà de cette durée donne lieu à une rémunération nouvelle',
      "(article L132-25 du CPI), pour le Territoire et la Durée définis à l'article",
    ],
    forbids: [],
  },
  {
    name: 'a film paid a share of receipts: counted mode by mode, no split of a price',
    input: {
      ...FILM,
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '5',
      assiette: 'recettes_ht',
    },
    needs: [
      "Ce pourcentage s'applique aux recettes de chaque mode d'exploitation de l'Œuvre, comptées séparément",
      '(article L132-25 du CPI)',
    ],
    forbids: ['il se répartit comme suit'],
  },
  {
    name: 'producer not answered: a blank, never a guess',
    input: { ...FILM, producteur: '' },
    needs: ["Le producteur de l'Œuvre, au sens de l'article L132-23 du CPI, est : ____."],
    forbids: [PRODUCER_ASSIGNEE, 'dont il est le producteur'],
  },
];

describe('LEGAL J10: an audiovisual work', () => {
  it.each(situations)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const s of needs) expect(text).toContain(s);
    for (const s of forbids) expect(text).not.toContain(s);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });

  it('a free grant of a film: « l’autorisation », elided', () => {
    const text = textOf({ ...FILM, type_cession: 'Gratuite', droits_cedes: [] });
    expect(text).toContain("emporte, au profit du Bénéficiaire, l'autorisation des seuls droits");
  });

  it('another kind of work has no audiovisual article', () => {
    const text = textOf({ nature_oeuvre: 'photographie' });
    expect(text).not.toContain('ŒUVRE AUDIOVISUELLE');
    expect(text).not.toContain('L132-23');
  });
});
