import { formatDateFr } from '@core/document/typography';
import { SIGNER_ROLE_PHRASES, type SignerRole } from '@core/schemas/signature';
import { compose, greet } from './mail-templates';

/**
 * The e-mails of an electronic signature request (docs/electronic-signature.md), in
 * French like the others: the invitation (a personal link), its reminder, the one-time code, the
 * end (the sealed PDF attached), and what the owner is told (refusal, expiry) or the signers
 * (cancellation).
 */
type Invitation = {
  name: string;
  role: SignerRole;
  /**
   * What they are to the contract as its signature line prints it (« Bénéficiaire », « premier
   * titulaire de l'autorité parentale de Léa Durand »); without it, a phrase for `role`.
   */
  quality?: string;
  sender: string;
  title: string;
  url: string;
  expiresAt: string;
};

const invitationBlocks = ({ role, quality, sender, title, url, expiresAt }: Invitation) => [
  {
    text: `${sender} vous invite à signer électroniquement le contrat « ${title} », en qualité de ${quality ?? SIGNER_ROLE_PHRASES[role]}.`,
  },
  { link: url, label: 'Lire et signer le contrat' },
  {
    text: `Ce lien vous est personnel : ne le transférez pas. Il est valable jusqu’au ${formatDateFr(expiresAt)}. Avant de signer, un code à 6 chiffres vous sera envoyé à cette adresse pour vérifier qu’il s’agit bien de vous. Vous pouvez aussi refuser de signer depuis la même page.`,
  },
];

export const SIGNATURE_MAIL_TEMPLATES = {
  invitation: (args: Invitation) =>
    compose(
      `Contrat à signer : ${args.title} – Clausier`,
      greet(args.name),
      invitationBlocks(args),
    ),

  reminder: (args: Invitation) =>
    compose(`Rappel : contrat à signer, ${args.title} – Clausier`, greet(args.name), [
      { text: 'Votre signature est toujours attendue.' },
      ...invitationBlocks(args),
    ]),

  code: ({ name, code, title }: { name: string; code: string; title: string }) =>
    compose(`${code} : votre code de signature – Clausier`, greet(name), [
      { text: `Votre code pour signer le contrat « ${title} » : ${code}` },
      {
        text: 'Il est valable 10 minutes. Ne le communiquez à personne : il prouve que c’est bien vous qui signez. Si vous n’avez pas demandé ce code, ignorez ce message.',
      },
    ]),

  completed: ({
    name,
    title,
    sha256,
    chainHead,
    verifyUrl,
  }: {
    name: string;
    title: string;
    sha256: string;
    /** The evidence log's last event once the signed file is recorded. */
    chainHead: { seq: number; hash: string };
    verifyUrl: string;
  }) =>
    compose(`Contrat signé : ${title} – Clausier`, greet(name), [
      {
        text: `Toutes les parties ont signé le contrat « ${title} ». Vous trouverez en pièce jointe l’exemplaire signé, suivi de son dossier de preuve, le tout scellé électroniquement. Conservez-le.`,
      },
      { text: `Empreinte SHA-256 du fichier scellé : ${sha256}` },
      {
        text: `Tête du journal de preuve : événement n° ${chainHead.seq}, empreinte ${chainHead.hash}. Conservez ce courriel : il permet de constater plus tard qu’aucun événement n’a été retiré du journal.`,
      },
      { link: verifyUrl, label: 'Vérifier un document signé' },
    ]),

  refused: ({
    name,
    title,
    signer,
    reason,
    contractUrl,
  }: {
    name: string;
    title: string;
    signer: string;
    reason: string;
    /** The contract's page, where the sender goes next. */
    contractUrl: string;
  }) =>
    compose(`Signature refusée : ${title} – Clausier`, greet(name), [
      {
        text: `${signer} a refusé de signer le contrat « ${title} ». La demande de signature est close : les autres signataires ne peuvent plus signer.`,
      },
      { text: reason ? `Motif indiqué : ${reason}` : 'Aucun motif n’a été indiqué.' },
      {
        text: 'Prochaine étape : ouvrez le contrat, modifiez-le si besoin (après en avoir parlé avec ce signataire), puis envoyez une nouvelle demande de signature.',
      },
      { link: contractUrl, label: 'Ouvrir le contrat' },
    ]),

  /**
   * A request closed before everyone signed, told to each signer in words that fit where they
   * stood: a link that no longer works, a signature given that binds nobody, an invitation that
   * will never come.
   */
  cancelled: ({
    name,
    title,
    why,
    you,
  }: {
    name: string;
    title: string;
    why: string;
    you: 'invited' | 'signed' | 'waiting';
  }) =>
    compose(`Demande de signature close : ${title} – Clausier`, greet(name), [
      { text: `La demande de signature du contrat « ${title} » est close : ${why}` },
      {
        text: {
          invited: 'Le lien que vous avez reçu ne fonctionne plus. Le contrat n’a pas été conclu.',
          signed:
            'Vous aviez déjà signé : le contrat n’ayant pas été signé par toutes les parties, il n’a pas été conclu et votre signature reste sans effet. Vous n’avez rien à faire.',
          waiting:
            'Vous deviez signer après d’autres signataires : vous ne recevrez pas d’invitation à signer et n’avez rien à faire.',
        }[you],
      },
    ]),

  /** The signer who refused: what their refusal did. */
  refusedByYou: ({ name, title, sender }: { name: string; title: string; sender: string }) =>
    compose(`Vous avez refusé de signer : ${title} – Clausier`, greet(name), [
      {
        text: `Vous avez refusé de signer le contrat « ${title} ». La demande de signature est close et ${sender}, qui vous l’avait envoyée, en a été averti, comme les autres signataires.`,
      },
      {
        text: 'Si une nouvelle version du contrat vous est adressée, vous recevrez un autre lien par e-mail.',
      },
    ]),

  locked: ({ title, signer }: { title: string; signer: string }) =>
    compose(`Lien de signature bloqué : ${title} – Clausier`, greet(''), [
      {
        text: `Trop de codes erronés ont été saisis avec le lien de signature de ${signer} pour le contrat « ${title} » : ce lien est bloqué.`,
      },
      {
        text: 'Si c’est bien cette personne qui a fait erreur, relancez-la depuis « Mes Contrats » : le lien sera débloqué et une nouvelle invitation lui sera envoyée. Sinon, annulez la demande.',
      },
    ]),

  expired: ({
    name,
    title,
    missing,
    contractUrl,
  }: {
    name: string;
    title: string;
    missing: string[];
    contractUrl: string;
  }) =>
    compose(`Demande de signature expirée : ${title} – Clausier`, greet(name), [
      {
        text: `La demande de signature du contrat « ${title} » a expiré sans être signée par tous : ${missing.join(', ')}.`,
      },
      {
        text: 'Prochaine étape : ouvrez le contrat et envoyez une nouvelle demande de signature ; chacun recevra un nouveau lien.',
      },
      { link: contractUrl, label: 'Ouvrir le contrat' },
    ]),
};
