import type { ContractDocument, ContractElement, ElementStyle, Run } from '../schemas/document';
import { SIGNER_ROLE_LABELS, type SignerRole } from '../schemas/signature';
import { frenchSpacing } from '../document/typography';
import { printableText } from '../document/printable';
import { SIGNATURE_EVENTS, type SignatureEventType } from './events';

/**
 * The « Dossier de preuve » appended to a signed contract before it is sealed
 * (docs/electronic-signature.md): everything a judge needs to see that each signatory is who the
 * contract says, consented to this very document, and when — in French, as plain paragraphs of
 * the one document model, so it is laid out by the same renderer as the contract.
 */

export type EvidenceSigner = {
  name: string;
  role: SignerRole;
  /**
   * The role as the contract names it (« Bénéficiaire », « Parent 1 de Léa Durand, Modèle »);
   * without it, the generic label of `role`.
   */
  roleLabel?: string;
  email: string;
  /**
   * Who gave the address: the sender typed every address of the request, their own (the
   * grantee's slot) coming from their account (LEGAL J20: a judge weighs the code sent there).
   */
  emailSource: 'sender_account' | 'typed_by_sender' | 'typed_by_signer';
  /**
   * A photographer's slot signed by the one consent given on creating a séance (docs/releases.md):
   * when, and the SHA-256 of the terms consented to. The consent itself is `consentText`.
   */
  releaseConsent?: { at: string; termsSha256: string };
  signedName: string;
  signedAt: string;
  consentText: string;
  ip: string;
  userAgent: string;
  codeValidatedAt: string | null;
  drawn: boolean;
};

export type EvidenceEvent = {
  seq: number;
  at: string;
  type: string;
  actor: string;
  ip: string | null;
  userAgent: string | null;
  hash: string;
};

export type EvidenceInput = {
  requestId: string;
  title: string;
  sender: string;
  createdAt: string;
  completedAt: string;
  documentSha256: string;
  pageCount: number | null;
  seal: { subject: string; certificateSha256: string; timestamped: boolean };
  signers: EvidenceSigner[];
  events: EvidenceEvent[];
  /** The log's head when the dossier was laid out: its last event's number and hash. */
  chainHead: { seq: number; hash: string } | null;
};

/** « 26/11/2026 à 14:03:07 UTC »: the log keeps UTC, written out so nobody converts it wrongly. */
export function utcStamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} à ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} UTC`
  );
}

const eventLabel = (type: string): string => SIGNATURE_EVENTS[type as SignatureEventType] ?? type;

/** A paragraph; ids are numbered once the whole dossier is assembled. */
function para(style: ElementStyle, ...runs: (string | Run)[]): ContractElement {
  return {
    id: 'preuve',
    type: 'paragraph',
    style,
    runs: runs.map((r) => (typeof r === 'string' ? { text: frenchSpacing(r) } : r)),
    // Hashes and user agents are long unbreakable words: justified lines would gape around them.
    ...(style === 'ContractListItem' ? { align: 'left' as const } : {}),
  };
}

const bold = (text: string): Run => ({ text: frenchSpacing(text), bold: true });
/** A label and its value on one line: « Empreinte SHA-256 : 3f2a… ». */
const line = (label: string, value: string) =>
  para('ContractListItem', bold(`${label} : `), { text: value });

/**
 * The dossier's page where the `index`-th signer's evidence is printed (LEGAL J19: each signature
 * line of the contract names it). Laid out with the `evidence` page layout
 * (core/document/page-layout.ts), each top-level heading starts a page: the request and the
 * document on page 1, then one page per signer, in the request's order.
 */
export const dossierPageOf = (index: number): number => index + 2;

const EMAIL_SOURCES: Record<EvidenceSigner['emailSource'], string> = {
  sender_account: 'l’expéditeur de la demande, adresse de son compte Clausier',
  typed_by_sender: 'l’expéditeur de la demande, lors de l’envoi',
  typed_by_signer: 'le signataire lui-même, sur la page de la séance ouverte par son lien public',
};

function signerSection(s: EvidenceSigner, index: number, all: number): ContractElement[] {
  return [
    para(
      'ContractArticle',
      `Signataire ${index + 1} sur ${all} : ${s.name} – ${s.roleLabel ?? SIGNER_ROLE_LABELS[s.role]}`,
    ),
    line('Adresse e-mail', s.email),
    line('Adresse indiquée par', EMAIL_SOURCES[s.emailSource]),
    line(
      'Méthode de vérification',
      s.releaseConsent
        ? `session du compte Clausier de l’expéditeur\u00a0; consentement donné une seule fois, le ${utcStamp(s.releaseConsent.at)}, en créant la séance dont les conditions ont l’empreinte SHA-256 ${s.releaseConsent.termsSha256}, pour chaque autorisation établie à partir de ces conditions (signature apposée à la création de la demande, sans code)`
        : `lien personnel envoyé à cette adresse, puis code à usage unique de 6 chiffres envoyé à la même adresse et saisi par le signataire${
            s.codeValidatedAt ? ` (validé le ${utcStamp(s.codeValidatedAt)})` : ''
          }`,
    ),
    line(s.releaseConsent ? 'Nom du signataire' : 'Nom saisi par le signataire', s.signedName),
    line('Signature dessinée', s.drawn ? 'oui (conservée par Clausier)' : 'non'),
    line('Texte du consentement coché', s.consentText),
    line('Date et heure de la signature', utcStamp(s.signedAt)),
    line('Adresse IP', s.ip),
    line('Navigateur (user agent)', s.userAgent),
  ];
}

/**
 * At most this many events are printed: the first and last halves, the rest summed up in one line.
 * Whoever holds a signing link can add events (codes asked for and mistyped, within their
 * limits), and a log printed whole could grow past what a document may hold, so that the contract
 * could never be sealed. The full chain stays in Clausier's log.
 */
export const PRINTED_EVENTS = 300;

/** « 4 700 », with the narrow no-break space French puts between thousands. */
const count = (n: number): string => n.toLocaleString('fr-FR');

function eventLines(events: readonly EvidenceEvent[]): ContractElement[] {
  if (events.length <= PRINTED_EVENTS) return events.map(eventLine);
  const half = PRINTED_EVENTS / 2;
  const [head, tail] = [events.slice(0, half), events.slice(-half)];
  const first = events[half];
  const last = events[events.length - half - 1];
  const skipped = events.length - PRINTED_EVENTS;
  return [
    ...head.map(eventLine),
    para(
      'ContractListItem',
      bold(
        `… ${count(skipped)} événements (n° ${count(first?.seq ?? 0)} à ${count(last?.seq ?? 0)}) ne sont pas reproduits ici`,
      ),
      {
        text: frenchSpacing(
          ' : ils figurent, avec leurs empreintes, dans le journal chaîné que Clausier conserve pour cette demande.',
        ),
      },
    ),
    ...tail.map(eventLine),
  ];
}

function eventLine(e: EvidenceEvent): ContractElement {
  return para(
    'ContractListItem',
    bold(`${e.seq}. ${utcStamp(e.at)} – ${eventLabel(e.type)}`),
    {
      text: frenchSpacing(
        ` – ${e.actor}${e.ip ? ` – IP ${e.ip}` : ''}${e.userAgent ? ` – ${e.userAgent}` : ''}`,
      ),
    },
    { text: ` – empreinte ${e.hash}`, italic: true },
  );
}

/**
 * The frozen PDF — the exact bytes every signer consulted — travels inside the sealed file, under
 * the seal, as an embedded file of this name (server/seal/append-pdf.ts): the contract's pages
 * are laid out again with their signature lines filled, so they no longer are those bytes.
 */
export const FROZEN_PDF_NAME = 'contrat-fige.pdf';

/** The embedded frozen PDF's description (/Desc), which PDF readers show beside its name. */
export const frozenPdfDescription = (sha256: string): string =>
  `Contrat figé au format PDF à la création de la demande de signature, tel que chaque signataire l’a consulté et signé (empreinte SHA-256 ${sha256})`;

/**
 * What the seal covers, true at every level (docs/electronic-signature.md, « Long-term
 * validation »): with a CA certificate, the certificate's validation data (DSS) and a document
 * timestamp are appended after the seal, which then no longer reaches the file's last byte.
 */
export const SEAL_FORMAT =
  'PAdES (ETSI.CAdES.detached). Le cachet couvre l’intégralité du fichier tel qu’il était au moment où il a été apposé ; ' +
  'seules peuvent y être ajoutées ensuite, à la fin du fichier et sans modifier aucun des octets qu’il couvre, ' +
  'les données de validation de son certificat et un horodatage du document, prévus par la norme ETSI EN 319 142 (niveaux PAdES B-LT et B-LTA)';

export function evidenceDossier(input: EvidenceInput): ContractDocument {
  const elements: ContractElement[] = [
    para('ContractTitle', 'Dossier de preuve de la signature électronique'),
    para(
      'ContractBody',
      `Le présent dossier est joint au contrat « ${input.title} » par Clausier, qui a organisé sa signature électronique. ` +
        'Il décrit comment chaque signataire a été identifié, ce qu’il a accepté et à quel moment, conformément aux articles 1366 et 1367 du Code civil ' +
        'et à l’article 25 du règlement (UE) n° 910/2014 (eIDAS). Le fichier PDF entier — contrat, présent dossier et contrat figé joint — est ensuite scellé par un cachet électronique : ' +
        'toute modification ultérieure, même d’un seul octet, est détectable.',
    ),
    para('ContractSubArticle', 'La demande de signature'),
    line('Identifiant de la demande', input.requestId),
    line('Contrat', input.title),
    line('Envoyée par', input.sender),
    line('Créée le', utcStamp(input.createdAt)),
    line('Dernière signature recueillie le', utcStamp(input.completedAt)),
    para('ContractSubArticle', 'Le document signé'),
    para(
      'ContractBody',
      'À la création de la demande, le contrat a été figé au format PDF ; c’est ce fichier, et lui seul, que chaque signataire a pu consulter et a signé. ' +
        'Toute modification du contrat après ce moment aurait annulé la demande. ' +
        'Les pages du contrat qui précèdent ce dossier reproduisent ce fichier figé ; seules les mentions de signature y ont été complétées par Clausier après la dernière signature : chacune, qui indiquait « en attente de signature », indique désormais qui a signé, en quelle qualité, quand, et la page du présent dossier qui en rapporte la preuve.',
    ),
    para(
      'ContractBody',
      `Le fichier figé lui-même est joint au présent fichier PDF, octet pour octet, sous le nom « ${FROZEN_PDF_NAME} », et couvert par le cachet électronique ; ` +
        'son empreinte SHA-256, calculée sur le fichier extrait, est celle indiquée ci-dessous. ' +
        'Pour l’extraire : volet « Pièces jointes » d’Adobe Acrobat Reader ou d’un autre lecteur PDF, ou commande pdfdetach -saveall (poppler).',
    ),
    line('Fichier joint', `${FROZEN_PDF_NAME} (le contrat figé, avant signature)`),
    line('Empreinte SHA-256 du contrat figé (avant signature)', input.documentSha256),
    ...(input.pageCount ? [line('Nombre de pages du contrat', String(input.pageCount))] : []),
    line(
      'Empreinte du fichier final (après signature)',
      'calculée sur le présent fichier scellé ; elle figure dans le courriel de fin de signature, dans le journal de Clausier et sur la page « Vérifier un document signé » de Clausier',
    ),
    ...input.signers.flatMap((s, i) => signerSection(s, i, input.signers.length)),
    para('ContractArticle', 'Journal des événements'),
    para(
      'ContractBody',
      'Chaque événement est enregistré à l’heure UTC dans un journal en ajout seul : l’empreinte SHA-256 de chaque ligne couvre son contenu et l’empreinte de la ligne précédente, ' +
        'de sorte qu’aucune ligne ne peut être modifiée, supprimée ou déplacée sans rompre toutes les empreintes suivantes. ' +
        'Chaque ligne porte en outre un sceau HMAC calculé avec une clé que Clausier conserve hors de la base de données, et la base refuse toute modification ou suppression d’une ligne.',
    ),
    ...eventLines(input.events),
    ...(input.chainHead
      ? [
          line(
            'Tête de la chaîne du journal',
            `événement n° ${input.chainHead.seq}, empreinte ${input.chainHead.hash}`,
          ),
        ]
      : []),
    para('ContractArticle', 'Le cachet électronique'),
    line('Titulaire du certificat de cachet', input.seal.subject),
    line('Empreinte SHA-256 du certificat', input.seal.certificateSha256),
    line('Format', SEAL_FORMAT),
    line(
      'Horodatage',
      input.seal.timestamped
        ? 'jeton d’horodatage RFC 3161 d’une autorité tierce inclus dans le cachet'
        : 'heure du serveur Clausier (aucune autorité d’horodatage configurée)',
    ),
    para(
      'ContractNotice',
      'Pour vérifier ce fichier : déposez-le sur la page « Vérifier un document signé » de Clausier (/verifier), ou ouvrez-le dans un lecteur PDF qui affiche les signatures (Adobe Acrobat Reader, pdfsig).',
    ),
  ];
  return {
    title: 'Dossier de preuve',
    lang: 'fr',
    // What signers and their browsers sent is printed whatever it holds (never an empty box,
    // never a refusal at sealing time): core/document/printable.ts.
    elements: elements.map((element, i) => ({
      ...(element.type === 'paragraph'
        ? { ...element, runs: element.runs.map((r) => ({ ...r, text: printableText(r.text) })) }
        : element),
      id: `preuve-${i + 1}`,
    })),
  };
}
