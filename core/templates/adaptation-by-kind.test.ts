/**
 * LEGAL J3 (docs/legal-review.md section J): the adaptation right fits the kind of work — editing,
 * cut-downs, subtitles and dubbing for a film (never « l'adaptation audiovisuelle … est exclue »),
 * versions and animation for a logo, reframing for social networks for a photograph.
 */
import { describe, expect, it } from 'vitest';
import { textOf } from './test-drafts';

const AV_EXCLUDED = "L'adaptation audiovisuelle de l'Œuvre en est exclue";
const adaptation = (text: string) =>
  text.slice(text.indexOf("Droit d'adaptation"), text.indexOf("Droit d'adaptation") + 2000);

const cases = [
  {
    nature: 'audiovisuelle',
    needs: [
      "le montage de versions de durée réduite, extraits et bandes-annonces, à partir des seules images et sons de l'Œuvre ;",
      'le sous-titrage et le doublage, en toutes langues ;',
      "Le présent droit ne permet ni d'intégrer l'Œuvre dans une autre œuvre audiovisuelle",
    ],
    forbids: [AV_EXCLUDED, 'adaptation audiovisuelle', 'la traduction des éléments textuels'],
  },
  {
    nature: 'logo',
    needs: [
      'les versions animées, pour les Supports qui diffusent des images animées ;',
      'les déclinaisons de couleurs (monochrome, négatif, fond clair ou foncé) et de proportions ;',
      'les évolutions graphiques qui en conservent les caractéristiques essentielles',
      "l'identité visuelle du Cessionnaire",
      "En dehors des versions animées prévues ci-dessus, l'adaptation audiovisuelle de l'Œuvre en est exclue",
    ],
    forbids: [`. ${AV_EXCLUDED}`],
  },
  {
    nature: 'photographie',
    needs: [
      'le recadrage, y compris aux formats carré et vertical des réseaux sociaux ;',
      'les corrections de luminosité, de contraste et de couleur qui ne dénaturent pas',
      AV_EXCLUDED,
    ],
    forbids: ['sous-titrage', 'versions animées'],
  },
  {
    nature: 'illustration',
    needs: ['le recadrage ;', "la traduction des éléments textuels de l'Œuvre ;", AV_EXCLUDED],
    forbids: ['sous-titrage', 'versions animées', 'réseaux sociaux'],
  },
  {
    nature: '',
    needs: ['le recadrage ;', AV_EXCLUDED],
    forbids: ['sous-titrage', 'versions animées'],
  },
];

describe('the adaptation right fits the kind of work', () => {
  it.each(cases)('$nature', ({ nature, needs, forbids }) => {
    const text = adaptation(textOf({ nature_oeuvre: nature, droits_cedes: ['adaptation'] }));
    for (const s of needs) expect(text).toContain(s);
    for (const s of forbids) expect(text).not.toContain(s);
  });
  it('a film broadcast on television is not told its audiovisual adaptation is excluded', () => {
    const film = textOf({ nature_oeuvre: 'audiovisuelle', supports: ['television'] });
    expect(film).not.toContain("adaptation audiovisuelle n'est pas concédée");
    const photo = textOf({ nature_oeuvre: 'photographie', supports: ['television'] });
    expect(photo).toContain("adaptation audiovisuelle n'est pas concédée");
  });
});
