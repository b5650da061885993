import { TERRITORY_LABELS } from '../fields/draft-fields';
import { SUPPORT_NAMES_FR } from '../rules/destination-supports';
import { clauseNote } from '../templates/clause-notes';
import { priceOf } from '../answers/price';
import { frenchTypography } from '../document/typography';
import type { EntrepriseInfo } from '../schemas/profile';
import type { ReleaseTerms } from './terms';

/**
 * The séance's terms in plain French, short enough for a phone and a sheet on a table at the
 * event: each line with its « Pourquoi ? » note (the clause notes of core/templates, so the phone
 * says what the wizard's preview says). The contract itself, whole, is on the signing page.
 */
export type TermLine = { key: string; label: string; value: string; why: string | null };

/** How the beneficiary is named: the company, or the person with their civility. */
export function beneficiaryName(info: EntrepriseInfo | undefined): string {
  if (!info) return '';
  if (info.type === 'legal_entity') return info.nom.trim();
  return [info.gentille, info.prenom, info.nom]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The lawful default of an image authorisation's duration (core/templates/clauses/scope.ts). */
const DEFAULT_IMAGE_YEARS = 5;

const years = (n: number) => `${n}\u00a0an${n > 1 ? 's' : ''}`;

export function termLines(terms: ReleaseTerms): TermLine[] {
  const paid = terms.type_cession === 'Onéreuse';
  const price = priceOf(terms.remuneration);
  const lines: TermLine[] = [
    {
      key: 'beneficiary',
      label: 'Bénéficiaire',
      value: beneficiaryName(terms.entreprise_info),
      why: null,
    },
    {
      key: 'images',
      label: 'Images concernées',
      value: terms.description_image.trim() || 'Les photographies et vidéos de la séance',
      why: clauseNote('i-object'),
    },
    {
      key: 'supports',
      label: 'Supports',
      value: terms.supports.map((s) => SUPPORT_NAMES_FR[s]).join(', '),
      why: clauseNote('i-scope'),
    },
    {
      key: 'destination',
      label: 'Destination',
      value: terms.destination.trim() || 'Celle que le contrat précise',
      why: null,
    },
    {
      key: 'duration',
      label: 'Durée',
      value: years(terms.duree_image_annees ?? DEFAULT_IMAGE_YEARS),
      why: null,
    },
    {
      key: 'territory',
      label: 'Territoire',
      value: TERRITORY_LABELS[terms.territoire],
      why: null,
    },
    {
      key: 'price',
      label: 'Rémunération',
      value: paid && price !== null ? `${price.toLocaleString('fr-FR')}\u00a0€` : 'Gratuite',
      why: clauseNote('i-remuneration'),
    },
  ];
  if (terms.contexte_image === 'echange')
    lines.push({
      key: 'exchange',
      label: 'Échange',
      value: 'Vous posez en échange des photos, pour votre book et vos réseaux',
      why: clauseNote('i-exchange-licence'),
    });
  lines.push({
    key: 'withdrawal',
    label: 'Retrait',
    value: paid
      ? 'L’autorisation vous engage pour sa durée'
      : 'Vous pouvez retirer votre accord à tout moment pour l’avenir',
    why: clauseNote('i-withdrawal'),
  });
  return lines.map((line) => ({ ...line, value: frenchTypography(line.value) }));
}
