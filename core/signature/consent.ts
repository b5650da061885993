import { frenchSpacing } from '../document/typography';

/**
 * The sentence a signer ticks before signing, recorded word for word in the event log and the
 * dossier de preuve (docs/electronic-signature.md): express, informed consent to sign this
 * contract electronically, with the legal effect stated (C. civ. 1366-1367).
 */
export const consentText = (title: string): string =>
  frenchSpacing(
    `J’ai lu l’intégralité du contrat « ${title.trim() || 'sans titre'} » et j’accepte de le signer électroniquement. ` +
      'Je sais que cette signature électronique m’engage comme une signature manuscrite (articles 1366 et 1367 du Code civil).',
  );
