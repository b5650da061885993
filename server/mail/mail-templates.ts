import { frenchSpacing } from '@core/document/typography';
import type { MailMessage } from './mail-message';
import { escapeHtml } from '../escape-html';

/**
 * The French e-mails the app sends. Each is one paragraph list rendered twice, as
 * plain text and as HTML (escaped), so the two alternatives cannot say different things. French
 * typography as in the interface: U+202F before ? ! ;, U+00A0 before :, ’ for apostrophes.
 */

/** A block of the message: a paragraph, or a button-like link with its address written out. */
export type Block = { text: string } | { link: string; label: string };

export type Composed = Omit<MailMessage, 'to'>;

const SIGNATURE = 'L’équipe Clausier';

/**
 * The app's colours (web/index.css: brand-700 for actions, brand-800 for the name, slate for the
 * small print), written out: mail clients ignore style sheets.
 */
export const MAIL_COLOURS = {
  brand: '#234a7d',
  brandDark: '#1c3a62',
  text: '#0f172a',
  muted: '#475569',
  rule: '#e2e8f0',
} as const;
const C = MAIL_COLOURS;
/** A long address breaks anywhere rather than widening the message past a phone's screen. */
const WRAP = 'overflow-wrap:anywhere;word-break:break-all';
const FOOTER = frenchSpacing(
  'Clausier – modèles de contrats de droit français, gratuits. Ce message est envoyé automatiquement : merci de ne pas y répondre.',
);

export function compose(rawSubject: string, rawGreeting: string, rawBlocks: Block[]): Composed {
  const subject = frenchSpacing(rawSubject);
  const greeting = frenchSpacing(rawGreeting);
  const blocks = rawBlocks.map((b) =>
    'link' in b ? { ...b, label: frenchSpacing(b.label) } : { text: frenchSpacing(b.text) },
  );
  const text = [
    greeting,
    ...blocks.map((b) => ('link' in b ? `${b.label}\u00a0:\n${b.link}` : b.text)),
    SIGNATURE,
    `--\n${FOOTER}`,
  ].join('\n\n');
  const body = blocks
    .map((b) =>
      'link' in b
        ? `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;max-width:100%;box-sizing:border-box;padding:10px 16px;background:${C.brand};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(b.label)}</a></p><p style="font-size:13px;color:${C.muted};${WRAP}">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur&nbsp;:<br><a href="${escapeHtml(b.link)}" style="color:${C.brand};${WRAP}">${escapeHtml(b.link)}</a></p>`
        : `<p>${escapeHtml(b.text)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${C.text};max-width:560px;margin:0 auto;padding:16px;${WRAP.split(';')[0]}">
<p style="font-size:20px;font-weight:700;color:${C.brandDark};margin:0 0 16px">Clausier</p>
<p>${escapeHtml(greeting)}</p>
${body}
<p>${escapeHtml(SIGNATURE)}</p>
<hr style="border:none;border-top:1px solid ${C.rule}">
<p style="font-size:12px;color:${C.muted}">${escapeHtml(FOOTER)}</p>
</body></html>`;
  return { subject, text, html };
}

/** « Bonjour Camille, » — or « Bonjour, » when the account has no usable name. */
export function greet(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Bonjour ${trimmed},` : 'Bonjour,';
}

const NOT_YOU =
  'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne changera sur votre compte.';

export const MAIL_TEMPLATES = {
  verifyEmail: ({ name, url }: { name?: string | null; url: string }) =>
    compose('Confirmez votre adresse e-mail – Clausier', greet(name), [
      {
        text: 'Votre compte Clausier est ouvert et vous pouvez déjà l’utiliser. Confirmez votre adresse e-mail pour que nous puissions vous écrire en toute sécurité, par exemple si vous oubliez votre mot de passe.',
      },
      { link: url, label: 'Confirmer mon adresse' },
      { text: 'Ce lien est valable 1 heure.' },
      { text: NOT_YOU },
    ]),

  resetPassword: ({ name, url }: { name?: string | null; url: string }) =>
    compose('Réinitialisez votre mot de passe – Clausier', greet(name), [
      {
        text: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Clausier. Choisissez-en un nouveau avec ce lien, utilisable une seule fois :',
      },
      { link: url, label: 'Choisir un nouveau mot de passe' },
      {
        text: 'Ce lien est valable 1 heure. Une fois le mot de passe changé, vos autres appareils sont déconnectés.',
      },
      { text: NOT_YOU },
    ]),

  passwordChanged: ({ name }: { name?: string | null }) =>
    compose('Votre mot de passe a été modifié – Clausier', greet(name), [
      { text: 'Le mot de passe de votre compte Clausier vient d’être modifié.' },
      {
        text: 'Si vous n’êtes pas à l’origine de ce changement, utilisez « Mot de passe oublié ? » dans la fenêtre de connexion pour en choisir un nouveau, puis vérifiez vos appareils connectés dans votre espace « Mon compte ».',
      },
    ]),

  changeEmail: ({ name, newEmail, url }: { name?: string | null; newEmail: string; url: string }) =>
    compose('Confirmez votre nouvelle adresse e-mail – Clausier', greet(name), [
      {
        text: `Vous avez demandé à utiliser l’adresse ${newEmail} pour votre compte Clausier. Elle remplacera l’actuelle dès que vous l’aurez confirmée :`,
      },
      { link: url, label: 'Confirmer la nouvelle adresse' },
      { text: 'Ce lien est valable 1 heure.' },
      { text: NOT_YOU },
    ]),

  confirmDeletion: ({ name, url }: { name?: string | null; url: string }) =>
    compose('Confirmez la suppression de votre compte – Clausier', greet(name), [
      {
        text: 'Vous avez demandé la suppression de votre compte Clausier. Ce lien supprime définitivement le compte, votre profil, vos clients et tous vos contrats :',
      },
      { link: url, label: 'Supprimer définitivement mon compte' },
      { text: 'Ce lien est valable 1 heure. Sans clic de votre part, rien n’est supprimé.' },
      { text: NOT_YOU },
    ]),

  /** `keptEvidence`: how many signed contracts' evidence is kept for the other signers (LEGAL J21). */
  accountDeleted: ({ name, keptEvidence = 0 }: { name?: string | null; keptEvidence?: number }) =>
    compose('Votre compte a été supprimé – Clausier', greet(name), [
      {
        text:
          keptEvidence === 0
            ? 'Votre compte Clausier a été supprimé, avec votre profil, vos clients, vos contrats, vos demandes de signature et vos avis envoyés depuis ce compte. Aucune de ces données n’est conservée.'
            : `Votre compte Clausier a été supprimé, avec votre profil, vos clients, vos contrats, vos demandes de signature et vos avis envoyés depuis ce compte. Seule la preuve ${keptEvidence === 1 ? 'du contrat que toutes les parties ont signé' : `des ${keptEvidence} contrats que toutes les parties ont signés`} électroniquement (empreinte du PDF scellé, dossier de preuve et journal de la signature) est gardée cinq ans, sous pseudonyme, pour les autres signataires (article 17, paragraphe 3, e du RGPD).`,
      },
      {
        text: 'Merci d’avoir utilisé Clausier. Vous pouvez créer un nouveau compte à tout moment.',
      },
    ]),

  /** To the photographer, once per model who joins one of their séances (docs/releases.md). */
  releaseJoined: ({ title, model, url }: { title: string; model: string; url: string }) =>
    compose(`Nouvelle participation à votre séance « ${title} » – Clausier`, greet(null), [
      {
        text: `${model} vient de rejoindre votre séance « ${title} ». L’autorisation de droit à l’image a été envoyée pour signature ; elle figure déjà dans vos contrats.`,
      },
      { link: url, label: 'Suivre la séance' },
      {
        text: 'Vous recevrez l’exemplaire signé par e-mail dès que toutes les signatures seront réunies.',
      },
    ]),
} satisfies Record<string, (args: never) => Composed>;
