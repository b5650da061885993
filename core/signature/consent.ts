import { deElided, frenchSpacing } from '../document/typography';

/**
 * In what capacity a person signs (LEGAL J20): in their own name; as a holder of parental
 * authority, for a minor (C. civ. 382, 388-1-1: the administrator represents the child); as a
 * child from thirteen, whose signature is their agreement, not a commitment of their own; or for
 * a company, as its representative.
 */
export type SignerCapacity =
  | { kind: 'own' }
  | { kind: 'parent'; child: string }
  | { kind: 'child'; parents: string[] }
  | { kind: 'representative'; company: string; quality: string };

export const OWN_NAME: SignerCapacity = { kind: 'own' };

const BINDING = '(articles 1366 et 1367 du Code civil)';

/** « Marie Durand et Paul Durand », « A, B et C ». */
const namesList = (names: readonly string[]): string =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;

/** « en qualité de gérant », « en qualité d’associé »; nothing when the capacity is not given. */
const inCapacity = (quality: string): string =>
  quality.trim() ? `, en qualité ${deElided(quality.trim())}${quality.trim()}` : '';

/**
 * The sentence a signer ticks before signing, recorded word for word in the event log and the
 * dossier de preuve (docs/electronic-signature.md): express, informed consent to sign this
 * contract electronically, in the signer's own capacity, with its effect stated for whom it binds
 * (C. civ. 1366-1367). A parent binds the child, not themself; a child from thirteen gives an
 * opinion and is not told they are bound; a representative binds the company.
 */
export function consentText(title: string, capacity: SignerCapacity = OWN_NAME): string {
  const contract = `« ${title.trim() || 'sans titre'} »`;
  switch (capacity.kind) {
    case 'parent':
      return frenchSpacing(
        `J’ai lu l’intégralité du contrat ${contract} et j’accepte de le signer électroniquement au nom et pour le compte de mon enfant mineur ${capacity.child}, en qualité de titulaire de l’autorité parentale. ` +
          `Je sais que cette signature électronique a la même valeur qu’une signature manuscrite et qu’elle engage mon enfant ${BINDING}.`,
      );
    case 'child': {
      const parents = capacity.parents.filter((name) => name.trim() !== '');
      const who =
        parents.length === 0
          ? 'que mes parents signent pour moi'
          : `que ${namesList(parents)} ${parents.length > 1 ? 'signent' : 'signe'} pour moi`;
      return frenchSpacing(
        `J’ai lu le contrat ${contract}, ${who}. Par cette signature électronique, je donne mon accord.`,
      );
    }
    case 'representative':
      return frenchSpacing(
        `J’ai lu l’intégralité du contrat ${contract} et j’accepte de le signer électroniquement au nom de ${capacity.company}${inCapacity(capacity.quality)}. ` +
          `Je sais que cette signature électronique engage ${capacity.company} comme une signature manuscrite ${BINDING}.`,
      );
    default:
      return frenchSpacing(
        `J’ai lu l’intégralité du contrat ${contract} et j’accepte de le signer électroniquement. ` +
          `Je sais que cette signature électronique m’engage comme une signature manuscrite ${BINDING}.`,
      );
  }
}
