import type { ContractDocument } from '../schemas/document';
import type { Draft } from '../schemas/draft';
import { priceOf } from '../answers/price';
import { ROYALTY_BASE_LABELS } from '../answers/remuneration-answers';
import { BLANK, NBSP, formatAmountFr, formatDateFr } from '../document/typography';
import { isProportional } from '../rules/remuneration-mode';
import { isCedant } from '../rules/sides';
import { isConsumerAssignee } from '../rules/situations';
import { assemble } from '../templates/assemble';
import { buildContext, type Ctx } from '../templates/context';
import type { Block, Para, Part } from '../templates/model';
import { b, group, heading, isBlank, li, p, sig, spacer, v, value } from '../templates/model';
import { SUPPORT_TYPES, supportKeys } from '../templates/clauses/supports';
import { fullName, personCivility, representative } from '../templates/clauses/identity';
import { rateRuns } from '../templates/clauses/proportional-remuneration';

/**
 * The yearly information an assignee of copyright owes the author (CPI L131-5-1): a statement of
 * what each mode of exploitation named in the contract brought in over one calendar year, with
 * blanks the assignee fills in, and the proportional remuneration's base and rate when the
 * contract has one. A user who is the author (the contract drafted from the Cédant's side)
 * gets the letter asking the assignee for it instead. Pure: the contract's answers, its date and
 * the year give the document.
 */

/** Which of the two documents the user gets: the one their side of the contract sends. */
export type StatementKind = 'statement' | 'request';

export const statementKind = (draft: Pick<Draft, 'side'>): StatementKind =>
  isCedant(draft) ? 'request' : 'statement';

export type StatementRefusal = { reason: 'not-copyright' | 'consumer' | 'year'; message: string };

export const NOT_COPYRIGHT_MESSAGE =
  'Ce contrat est une autorisation de droit à l’image\u00a0: le relevé annuel de l’article ' +
  'L131-5-1 du Code de la propriété intellectuelle ne concerne que les cessions et licences de ' +
  'droits d’auteur.';

export const CONSUMER_MESSAGE =
  'Le cessionnaire de ce contrat est un particulier qui utilise l’œuvre pour ses besoins ' +
  'personnels\u00a0: il ne l’exploite pas et ne doit donc pas de relevé annuel.';

/** The first and last years a statement may cover: the contract's year to the current one. */
export function statementYears(contractDay: Date, today: Date): { first: number; last: number } {
  return { first: contractDay.getFullYear(), last: today.getFullYear() };
}

/**
 * The year a statement covers when none is asked: the last full calendar year (a statement is
 * usually sent for the year just ended), or the current one for a contract dated this year.
 */
export function defaultStatementYear(contractDay: Date, today: Date): number {
  const { first, last } = statementYears(contractDay, today);
  return Math.min(last, Math.max(first, last - 1));
}

export function yearMessage(contractDay: Date, today: Date): string {
  const { first, last } = statementYears(contractDay, today);
  if (first > last)
    return `Ce contrat est daté de ${first}\u00a0: aucun relevé ne peut encore être établi.`;
  if (first === last) return `Le relevé ne peut porter que sur l’année ${first}.`;
  return `L’année du relevé doit être comprise entre ${first} (année du contrat) et ${last}.`;
}

/** Why no statement can be made for this contract and year, or null when one can. */
export function statementRefusal(
  draft: Draft,
  options: { year: number; contractDay: Date; today: Date },
): StatementRefusal | null {
  const ctx = buildContext(draft, options.contractDay);
  if (!ctx.hasAuteur) return { reason: 'not-copyright', message: NOT_COPYRIGHT_MESSAGE };
  if (isConsumerAssignee(draft)) return { reason: 'consumer', message: CONSUMER_MESSAGE };
  const { first, last } = statementYears(options.contractDay, options.today);
  if (!Number.isInteger(options.year) || options.year < first || options.year > last)
    return { reason: 'year', message: yearMessage(options.contractDay, options.today) };
  return null;
}

export type StatementInput = {
  draft: Draft;
  /** The contract's title, as the user named it. */
  title: string;
  /** The contract's one date (core/rules/contract-date.ts). */
  contractDay: Date;
  year: number;
};

/** « Mme Léa Durand », « Studio Lumière », a blank when nobody is named. */
function grantorName(ctx: Ctx): string {
  if (ctx.companyInfo) return value(ctx.companyInfo.nom);
  if (!ctx.physical) return BLANK;
  const names = [ctx.physical, ...ctx.coauthors].map((person) =>
    fullName(personCivility(person), person.prenom, person.nom),
  );
  return names.join(', ');
}

function granteeName(ctx: Ctx): string {
  const info = ctx.draft.entreprise_info;
  if (!info) return BLANK;
  if (info.type === 'legal_entity') return value(info.nom);
  return fullName(personCivility(info), info.prenom, info.nom);
}

/** Who signs for the assignee: its representative for a company, else the assignee itself. */
function granteeSignatory(ctx: Ctx): string {
  const info = ctx.draft.entreprise_info;
  if (info?.type === 'legal_entity')
    return `Pour ${value(info.nom)}, ${representative(info)}, ${value(info.qualite_representant)}`;
  return granteeName(ctx);
}

function grantorSignatory(ctx: Ctx): string {
  if (ctx.companyInfo)
    return `Pour ${value(ctx.companyInfo.nom)}, ${representative(ctx.companyInfo)}, ${value(ctx.companyInfo.qualite_representant)}`;
  return grantorName(ctx);
}

function addressOf(p: { adresse: string; code_postal: string; ville: string }): string {
  const town = [p.code_postal, p.ville]
    .filter((x) => !isBlank(x))
    .map(value)
    .join(' ');
  return [value(p.adresse), town || BLANK].join(', ');
}

/** The work as the contract identifies it: its title, else its description. */
function workName(draft: Draft): string {
  return value(isBlank(draft.titre_oeuvre) ? draft.description_oeuvre : draft.titre_oeuvre);
}

/** What the grant is, in the words the contract uses. */
function grantNature(ctx: Ctx): string {
  if (ctx.licence) return 'licence d’exploitation de droits d’auteur';
  if (ctx.paid) return 'cession de droits d’auteur';
  return 'autorisation d’exploitation de droits d’auteur à titre gratuit';
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

/** The modes of exploitation the contract names: one per support it lists (L131-3 « étendue »). */
function modes(ctx: Ctx): string[] {
  return supportKeys(ctx).map((key) => capitalised(SUPPORT_TYPES[key]));
}

/** 1 January to 31 December, or from the contract's date when it was signed during the year. */
function periodParts(contractDay: Date, year: number): { from: string; to: string } {
  const from =
    contractDay.getFullYear() === year ? formatDateFr(contractDay) : formatDateFr(`${year}-01-01`);
  return { from, to: formatDateFr(`${year}-12-31`) };
}

const articleHeading = (text: string): Para => ({
  kind: 'para',
  style: 'ContractArticle',
  inlines: [b(text)],
});

const euros = `${BLANK}${NBSP}€`;

/** A letter's recipient and date, on the right as French letters set them. */
const right = (...parts: Part[]): Para => ({ ...p(...parts), align: 'right' });

function contractSection(ctx: Ctx, input: StatementInput): Block[] {
  const { grantor, grantee } = ctx.a;
  const period = periodParts(input.contractDay, input.year);
  return [
    articleHeading('1. Le contrat'),
    p(
      'Contrat\u00a0: «\u202f',
      v(input.title, true),
      `\u202f», ${grantNature(ctx)}, daté du ${formatDateFr(input.contractDay)}.`,
    ),
    p(`${grantor.Le}\u00a0: `, { text: grantorName(ctx), bold: true }, '.'),
    p(`${grantee.Le}\u00a0: `, { text: granteeName(ctx), bold: true }, '.'),
    p("L'Œuvre\u00a0: ", { text: workName(ctx.draft) }, '.'),
    p(`Période couverte\u00a0: du ${period.from} au ${period.to}.`),
  ];
}

function receiptsSection(ctx: Ctx): Block[] {
  const { grantee } = ctx.a;
  return [
    articleHeading('2. Exploitation et recettes par mode d’exploitation'),
    p(
      `Pour chaque mode d'exploitation prévu au contrat, ${grantee.le} indique s'il a exploité l'Œuvre ` +
        "pendant la période, la nature et l'étendue de cette exploitation (nombre d'exemplaires, de " +
        "diffusions ou de vues, durée) et les recettes hors taxes qu'elle a produites. Un mode non " +
        'exploité porte la mention «\u202fnéant\u202f».',
    ),
    ...modes(ctx).map((mode) =>
      li(`${mode}\u00a0: exploitation\u00a0: ${BLANK}\u00a0; recettes hors taxes\u00a0: ${euros}.`),
    ),
    li(
      `Cessions et autorisations consenties à des tiers\u00a0: ${BLANK}\u00a0; sommes reçues\u00a0: ${euros}.`,
    ),
    p(`Total des recettes hors taxes de la période\u00a0: ${euros}.`),
  ];
}

function remunerationSection(ctx: Ctx): Block[] {
  const { grantor } = ctx.a;
  const draft = ctx.draft;
  const head = articleHeading('3. Rémunération de l’auteur');
  if (ctx.paid && isProportional(draft)) {
    const minimum = priceOf(draft.minimum_garanti) ?? 0;
    const base = draft.assiette === '' ? BLANK : ROYALTY_BASE_LABELS[draft.assiette].toLowerCase();
    return [
      head,
      p(
        `Le contrat prévoit une rémunération proportionnelle égale à `,
        ...rateRuns(draft.taux_proportionnel),
        ' de l’assiette suivante\u00a0: ',
        { text: base },
        ' (article L131-4, alinéa 1er, du CPI).',
      ),
      li(`Montant de l'assiette pour la période\u00a0: ${euros}.`),
      li(`Rémunération due au titre de la période\u00a0: ${euros}.`),
      ...(minimum > 0
        ? [
            li(
              `Minimum garanti prévu au contrat\u00a0: ${formatAmountFr(minimum)}\u00a0; part restant à imputer sur les rémunérations à venir\u00a0: ${euros}.`,
            ),
          ]
        : []),
      li(`Sommes versées ${grantor.au} au titre de la période\u00a0: ${euros}, le ${BLANK}.`),
      li(`Solde restant dû\u00a0: ${euros}, payable le ${BLANK}.`),
    ];
  }
  if (ctx.paid) {
    const price = priceOf(draft.remuneration);
    return [
      head,
      p(
        'Le contrat prévoit une rémunération forfaitaire de ',
        { text: price === null ? euros : formatAmountFr(price), bold: true },
        ` (article L131-4, alinéa 2, du CPI). Les recettes indiquées ci-dessus sont fournies pour l'information ${grantor.du}.`,
      ),
    ];
  }
  return [
    head,
    p(
      `Le contrat a été conclu à titre gratuit. Les informations ci-dessus sont fournies pour l'information ${grantor.du}.`,
    ),
  ];
}

/** The statement the assignee sends the author. */
function statementBlocks(ctx: Ctx, input: StatementInput): Block[] {
  const { grantor, grantee } = ctx.a;
  return [
    heading('ContractTitle', `Relevé annuel d'exploitation – année ${input.year}`, 'title'),
    heading(
      'ContractSubtitle',
      "Information de l'auteur prévue par l'article L131-5-1 du Code de la propriété intellectuelle",
      'subtitle',
    ),
    group(
      'statement-intro',
      p(
        `En application de l'article L131-5-1 du Code de la propriété intellectuelle, ${grantee.le} ` +
          `informe ${grantor.le}, au moins une fois par an, des revenus tirés de l'exploitation de ` +
          "l'Œuvre selon chaque mode d'exploitation.",
      ),
      ...(ctx.company
        ? [
            p(
              `${grantor.Le} étant une personne morale, il transmet ce relevé aux auteurs de l'Œuvre ` +
                'dont il tient les droits, afin que chacun reçoive l’information qui lui est due.',
            ),
          ]
        : []),
    ),
    group('statement-contract', ...contractSection(ctx, input)),
    group('statement-receipts', ...receiptsSection(ctx)),
    group('statement-remuneration', ...remunerationSection(ctx)),
    group(
      'statement-notes',
      articleHeading('4. Observations'),
      p(`${BLANK}`),
      p(
        `${grantor.Le} peut demander ${grantee.au} tout justificatif utile des informations ` +
          'ci-dessus.',
      ),
    ),
    spacer('statement-space'),
    group(
      'statement-signature',
      sig(`Fait à ${BLANK}, le ${BLANK}.`),
      sig(`${grantee.Le}\u00a0: `, { text: granteeSignatory(ctx) }),
      sig('Signature\u00a0:'),
    ),
  ];
}

/** « je vous ai cédé », « nous vous avons concédé une licence sur »: the grant, from the author. */
function grantVerb(ctx: Ctx): string {
  const we = ctx.company;
  const have = we ? 'nous vous avons' : 'je vous ai';
  if (ctx.licence) return `${have} concédé une licence d'exploitation des droits d'auteur sur`;
  if (ctx.paid) return `${have} cédé les droits d'exploitation de`;
  return `${have} autorisé, à titre gratuit, l'exploitation de`;
}

/** The author's letter asking the assignee for the statement. */
function requestBlocks(ctx: Ctx, input: StatementInput): Block[] {
  const draft = ctx.draft;
  const we = ctx.company;
  const period = periodParts(input.contractDay, input.year);
  const info = draft.entreprise_info;
  const author = ctx.companyInfo ?? ctx.physical;
  const lines: Part[][] = [
    modes(ctx).length > 0
      ? [
          "pour chacun des modes d'exploitation prévus au contrat (",
          modes(ctx)
            .map((m) => m.charAt(0).toLocaleLowerCase('fr-FR') + m.slice(1))
            .join(', '),
          "), la nature et l'étendue de l'exploitation de l'Œuvre et les recettes hors taxes qu'elle a produites\u00a0;",
        ]
      : [
          "la nature et l'étendue de l'exploitation de l'Œuvre et les recettes hors taxes qu'elle a produites\u00a0;",
        ],
    ['les cessions et autorisations consenties à des tiers et les sommes reçues à ce titre\u00a0;'],
  ];
  if (ctx.paid && isProportional(draft)) {
    const base = draft.assiette === '' ? BLANK : ROYALTY_BASE_LABELS[draft.assiette].toLowerCase();
    lines.push([
      'le montant de l’assiette de la rémunération proportionnelle prévue au contrat (',
      { text: base },
      '), la rémunération due au taux de ',
      ...rateRuns(draft.taux_proportionnel),
      ' et les sommes déjà versées.',
    ]);
  } else {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = [
      ...last.slice(0, -1),
      'les cessions et autorisations consenties à des tiers et les sommes reçues à ce titre.',
    ];
  }
  return [
    heading(
      'ContractTitle',
      `Demande du relevé annuel d'exploitation – année ${input.year}`,
      'title',
    ),
    group(
      'request-from',
      p({ text: grantorName(ctx), bold: true }),
      ...(author ? [p({ text: addressOf(author) })] : []),
    ),
    group(
      'request-to',
      right({ text: granteeName(ctx), bold: true }),
      right({ text: info ? addressOf(info) : BLANK }),
    ),
    group('request-place', right(`À ${BLANK}, le ${BLANK}`)),
    group(
      'request-object',
      p(
        b('Objet\u00a0: '),
        `demande d'information sur l'exploitation en ${input.year} de l'œuvre objet du contrat «\u202f`,
        v(input.title),
        '\u202f» (article L131-5-1 du Code de la propriété intellectuelle)',
      ),
    ),
    group(
      'request-body',
      p('Madame, Monsieur,'),
      p(
        'Par le contrat «\u202f',
        v(input.title, true),
        `\u202f» daté du ${formatDateFr(input.contractDay)}, ${grantVerb(ctx)} l'œuvre suivante\u00a0: `,
        { text: workName(draft) },
        ' (ci-après «\u202fl’Œuvre\u202f»).',
      ),
      p(
        "L'article L131-5-1 du Code de la propriété intellectuelle oblige le cessionnaire à fournir à " +
          "l'auteur, au moins une fois par an, une information explicite et transparente sur " +
          "l'exploitation de l'œuvre et les revenus qu'elle produit, selon chaque mode d'exploitation.",
      ),
      p(
        `${we ? 'Nous vous remercions' : 'Je vous remercie'} de ${we ? 'nous' : 'me'} faire parvenir, pour la période du ${period.from} au ${period.to}\u00a0:`,
      ),
      ...lines.map((parts) => li(...parts)),
      p(
        `${we ? 'Nous restons' : 'Je reste'} à votre disposition pour tout renseignement et ${we ? 'vous prions' : 'vous prie'} d'agréer, Madame, Monsieur, l'expression de ${we ? 'nos' : 'mes'} salutations distinguées.`,
      ),
    ),
    spacer('request-space'),
    group('request-signature', sig({ text: grantorSignatory(ctx) })),
  ];
}

/** The statement, or the letter asking for it, as the app's one document model. */
export function annualStatementDocument(input: StatementInput): ContractDocument {
  const ctx = buildContext(input.draft, input.contractDay);
  const kind = statementKind(input.draft);
  const blocks = kind === 'statement' ? statementBlocks(ctx, input) : requestBlocks(ctx, input);
  const title =
    kind === 'statement'
      ? `Relevé annuel d'exploitation ${input.year} – ${input.title}`
      : `Demande de relevé annuel ${input.year} – ${input.title}`;
  // No « modèle de contrat » notice: both documents go to the other party, and a notice is
  // printed on a page of its own (the contract's covering page, LEGAL H13).
  return assemble(title.slice(0, 300), blocks);
}
