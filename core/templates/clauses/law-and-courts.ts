import type { Block } from '../model';
import { article, p } from '../model';

/**
 * French law and « juridictions françaises compétentes », never a named city: a clause choosing
 * a court is void against a non-merchant (CPC art. 48), and copyright disputes go to specialised
 * courts (L331-1 CPI) — LEGAL.md A « Law and courts », D11.
 */
export function lawAndCourts(threeParties = false): Block[] {
  return [
    article(
      'law',
      'Loi applicable et litiges',
      p('Le présent contrat est soumis au droit français.'),
      p(
        "En cas de différend relatif à sa validité, à son interprétation ou à son exécution, les Parties s'efforcent " +
          "de le régler à l'amiable. À défaut d'accord dans un délai de trente jours à compter de la notification du " +
          "différend par l'une d'elles " +
          (threeParties ? 'aux autres' : "à l'autre") +
          ', le litige est porté devant les juridictions françaises compétentes.',
      ),
      p(
        "Toute modification du présent contrat fait l'objet d'un avenant écrit signé des Parties" +
          // Three parties: the author is bound by the first part only, the model by the second.
          (threeParties ? ' que les stipulations modifiées engagent.' : '.'),
      ),
    ),
  ];
}
