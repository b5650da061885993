import { BLANK, deElided, frenchSpacing, numberInWords } from '@core/document/typography';
import type { PhysicalAuthor } from '@core/schemas/draft';
import type { SignerRole } from '@core/schemas/signature';
import type { Ctx } from '../context';
import type { Block, Para, Part } from '../model';
import { b, group, isBlank, sig, spacer, v, value } from '../model';
import { isModellingUse } from '@core/rules/child-modelling';
import { childSignsAt } from './minors';
import { granteeTerms, grantorTerms } from './parties';
import { agree, fullName, genderOf, placeParts, representative, signatoryName } from './identity';
import { actsAlone, alone, holdersOf } from './parental-authority';
import { OWN_NAME, type SignerCapacity } from '@core/signature/consent';
import { utcStamp } from '@core/signature/evidence-dossier';
import type { Term } from '../context';

/** Room left under each signer's prompt for a handwritten signature, in points (about 1.5 cm). */
export const SIGNATURE_ROOM = 44;
/**
 * The rule closing each signer's room. It is a ContractSignature paragraph, so the room above it
 * stays inside the unbreakable block even for the last signer (renderers leave trailing spacers out).
 */
const SIGNATURE_RULE = '______________________________';

/** « Le Cédant » or, in a combined contract, « Le Cédant, également dénommé le Modèle ». */
const label = (terms: { Le: string; le: string; noun: string }[]) => {
  const [first, second] = terms;
  if (!first) return '';
  return second && second.noun !== first.noun
    ? `${first.Le}, également dénommé ${second.le}`
    : first.Le;
};

/**
 * Who signs in a slot of the signature block: the role the e-signature request stores
 * (docs/electronic-signature.md), the natural person's name as the contract gives it (a company's
 * representative, a minor's parent, the child by their own name), and a stable slot key (`auteur`,
 * `modele.parent2`, `cessionnaire`…) that a signature request must fill once each.
 *
 * `roleLabel`: the role as a list of signers shows it, in the contract's own words — its party's
 * defined term (« Bénéficiaire », « Cédant et Modèle »), who a representative stands for
 * (« Gérant de la société ACME, Cessionnaire », « Parent 1 de Léa Durand, Modèle »). The stored
 * role key is one word for every kind of contract: an image authorisation's photographer is the
 * `cessionnaire` slot, whom the contract calls the Bénéficiaire.
 */
export type SignerSlot = { slot: string; role: SignerRole; name: string; roleLabel: string };
/**
 * `quality`: what the signer is in the contract, as the electronic signature line prints it
 * (« Cédant », « titulaire de l'autorité parentale de Léa Durand »); `capacity`: in whose name
 * they sign, which the consent sentence says (LEGAL J20).
 */
type Signer = SignerSlot & { caption: Part[]; quality: string; capacity: SignerCapacity };

/**
 * A party's signature entry: an optional heading (a minor and who represents them) and one
 * caption per person who signs (legal review D15: one block per signatory).
 */
type Entry = { head: Para[]; signers: Signer[] };

/**
 * A minor party (legal review B3 v2, D9): named without adult civility, then each holder of
 * parental authority signs in their own block, and the child too from thirteen, whose signature
 * is their written opinion when they model under sixteen (C. trav. L7124-2).
 */
function minorEntry(
  party: Party,
  caption: string,
  person: PhysicalAuthor,
  age: number,
  models: boolean,
  noun: string,
): Entry {
  const g = genderOf(person.gentille);
  const holders = holdersOf(person);
  const [sole] = holders;
  const by =
    actsAlone(person) && sole
      ? `${sole.gender === 'f' ? 'la' : 'le'} titulaire de l'autorité parentale, qui l'exerce ${alone(sole)}`
      : "les deux titulaires de l'autorité parentale";
  const child = fullName('', person.prenom, person.nom);
  const signers: Signer[] = holders.map((h, k) => ({
    slot: `${party}.parent${k + 1}`,
    role: k === 0 ? 'parent1' : 'parent2',
    name: h.name,
    quality: `${actsAlone(person) ? '' : k === 0 ? 'premier ' : 'second '}titulaire de l'autorité parentale ${deElided(child)}${child}`,
    // « Parent 1 » says in a list what « premier titulaire de l'autorité parentale » says in the deed.
    roleLabel: `Parent${actsAlone(person) ? '' : ` ${k + 1}`} ${deElided(child)}${child}, ${noun}`,
    capacity: { kind: 'parent', child },
    caption: [
      actsAlone(person)
        ? "Titulaire de l'autorité parentale : "
        : `${k === 0 ? 'Premier' : 'Second'} titulaire de l'autorité parentale : `,
      b(h.name),
    ],
  }));
  if (childSignsAt(age)) {
    const name = signatoryName('person', person, true);
    signers.push({
      slot: `${party}.mineur`,
      role: 'mineur',
      // The person's own name for the signature request (« Léa Durand »): its role says the rest.
      name: child,
      quality: `${agree('mineur', g)}, ${agree('associé', g)} à la décision`,
      roleLabel: `${noun} (${agree('mineur', g)}, ${agree('associé', g)} à la décision)`,
      capacity: { kind: 'child', parents: holders.map((h) => h.name) },
      caption: [
        b(name),
        `, ${agree('associé', g)} à la décision` +
          (models && age < 16
            ? ', qui donne ainsi son avis favorable écrit (article L7124-2 du Code du travail)'
            : ''),
      ],
    });
  }
  return {
    head: [
      sig(
        b(caption),
        ' : ',
        { text: signatoryName('person', person, true) },
        `, ${agree('représenté', g)} par ${by} :`,
      ),
    ],
    signers,
  };
}

/** Which grantor a slot belongs to: the author (or sole grantor) or the distinct model. */
type Party = 'auteur' | 'modele';

function partyEntry(
  party: Party,
  role: SignerRole,
  caption: string,
  name: string,
  person: PhysicalAuthor | null,
  age: number | null,
  models: boolean,
  as: PartyCapacity,
  signer = name,
): Entry {
  if (person && age !== null) return minorEntry(party, caption, person, age, models, as.noun);
  return {
    head: [],
    signers: [
      { slot: party, role, name: signer, caption: [b(caption), ' : ', { text: name }], ...as },
    ],
  };
}

/** « Cédant », « Cédant et Modèle »: the defined terms a party bears, for its signature line. */
const nouns = (terms: Term[]): string => [...new Set(terms.map((term) => term.noun))].join(' et ');

type CompanyParty = Parameters<typeof representative>[0];

/** A party's defined term(s), and what its signer is to the contract and in whose name they sign. */
type PartyCapacity = {
  noun: string;
  quality: string;
  capacity: SignerCapacity;
  roleLabel: string;
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A party signing in its own name, or a company through its representative: « gérant de la
 * société ACME, Cessionnaire », and the consent « au nom de la société ACME, en qualité de gérant ».
 */
function partyCapacity(company: CompanyParty | null, role: string): PartyCapacity {
  if (!company) return { noun: role, quality: role, capacity: OWN_NAME, roleLabel: role };
  const society = `la société ${value(company.nom)}`;
  const quality = isBlank(company.qualite_representant)
    ? `représentant de ${society}`
    : `${value(company.qualite_representant)} de ${society}`;
  return {
    noun: role,
    quality: `${quality}, ${role}`,
    roleLabel: capitalised(`${quality}, ${role}`),
    capacity: {
      kind: 'representative',
      company: society,
      quality: isBlank(company.qualite_representant) ? '' : value(company.qualite_representant),
    },
  };
}

function authorName(ctx: Ctx): string {
  if (ctx.companyInfo) return signatoryName('company', ctx.companyInfo);
  return ctx.physical ? signatoryName('person', ctx.physical) : v('').text;
}

/**
 * The person who signs for the author: a company's representative, not « la société X,
 * représentée par… » — the request greets them and they type their own name.
 */
const authorSigner = (ctx: Ctx): string =>
  ctx.companyInfo ? representativePerson(ctx.companyInfo) : authorName(ctx);

/**
 * The representative's name alone: the legacy one-field « representant » may carry the capacity
 * (« M. Paul Martin, gérant »), which a signer should not have to type as their name.
 */
const representativePerson = (company: Parameters<typeof representative>[0]): string =>
  representative(company).split(',')[0]?.trim() ?? '';

function granteeName(ctx: Ctx): string {
  const info = ctx.draft.entreprise_info;
  if (!info) return v('').text;
  return info.type === 'legal_entity'
    ? signatoryName('company', info)
    : signatoryName('person', info);
}

function granteeSigner(ctx: Ctx): string {
  const info = ctx.draft.entreprise_info;
  return info?.type === 'legal_entity' ? representativePerson(info) : granteeName(ctx);
}

/** « Le Cédant (coauteur) » when the work has several authors (LEGAL J13), else `plain`. */
const authorCaption = (ctx: Ctx, plain: string, coauthor: string): string =>
  ctx.coauthors.length > 0 ? coauthor : plain;

/**
 * LEGAL J13 (CPI L113-3): the co-authors exercise their rights together, so each signs in their
 * own block, after the first author, and a signature request waits for every one of them.
 */
function coauthorEntries(ctx: Ctx, suffix: string): Entry[] {
  return ctx.coauthors.map((coauthor, k) => {
    const name = signatoryName('person', coauthor);
    return {
      head: [],
      signers: [
        {
          slot: `coauteur${k + 1}`,
          role: 'cedant',
          name,
          caption: [b(`${ctx.a.grantor.Le} (coauteur)${suffix}`), ' : ', { text: name }],
          quality: `${ctx.a.grantor.noun} (coauteur)`,
          roleLabel: `${ctx.a.grantor.noun} (coauteur)`,
          capacity: OWN_NAME,
        },
      ],
    };
  });
}

/**
 * Every party in order. Three parties (legal review C): each caption says which part its signatory
 * signs, since the author is bound by the copyright part only and the model by the image part only.
 */
function entries(ctx: Ctx): Entry[] {
  const grantee = (suffix: string): Entry => ({
    head: [],
    signers: [
      {
        slot: 'cessionnaire',
        role: 'cessionnaire',
        name: granteeSigner(ctx),
        caption: [b(`${label(granteeTerms(ctx))}${suffix}`), ' : ', { text: granteeName(ctx) }],
        ...partyCapacity(
          ctx.draft.entreprise_info?.type === 'legal_entity' ? ctx.draft.entreprise_info : null,
          nouns(granteeTerms(ctx)),
        ),
      },
    ],
  });
  const grantorRole: SignerRole = ctx.companyInfo
    ? 'representant'
    : ctx.hasAuteur
      ? 'cedant'
      : 'modele';
  if (ctx.model) {
    const firstPart = ', pour la première partie et les dispositions communes';
    return [
      partyEntry(
        'auteur',
        grantorRole,
        `${authorCaption(ctx, ctx.a.grantor.Le, `${ctx.a.grantor.Le} (coauteur)`)}${firstPart}`,
        authorName(ctx),
        ctx.physical,
        ctx.minorAge,
        false,
        partyCapacity(ctx.companyInfo, ctx.a.grantor.noun),
        authorSigner(ctx),
      ),
      ...coauthorEntries(ctx, firstPart),
      partyEntry(
        'modele',
        'modele',
        `${ctx.img.grantor.Le}, pour la deuxième partie et les dispositions communes`,
        signatoryName('person', ctx.model),
        ctx.model,
        ctx.modelMinorAge,
        isModellingUse(ctx.draft),
        partyCapacity(null, ctx.img.grantor.noun),
      ),
      grantee(', pour les première et deuxième parties et les dispositions communes'),
    ];
  }
  // The child's signature is their L7124-2 opinion only when the images serve a modelling activity.
  const models = ctx.hasImage && !ctx.imgCompany && isModellingUse(ctx.draft);
  return [
    partyEntry(
      'auteur',
      grantorRole,
      authorCaption(
        ctx,
        label(grantorTerms(ctx)),
        `${ctx.a.grantor.Le} (coauteur)${ctx.combined ? `, également dénommé ${ctx.img.grantor.le}` : ''}`,
      ),
      authorName(ctx),
      ctx.physical,
      ctx.minorAge,
      models,
      partyCapacity(ctx.companyInfo, nouns(grantorTerms(ctx))),
      authorSigner(ctx),
    ),
    ...coauthorEntries(ctx, ''),
    grantee(''),
  ];
}

/**
 * Everyone who signs the contract, in the order of its signature block: an electronic signature
 * request must be signed by each of them (both parents of a minor, and the child from
 * thirteen where the block asks for their signature) before the contract is complete.
 */
export const signerSlots = (ctx: Ctx): SignerSlot[] =>
  entries(ctx).flatMap((e) =>
    e.signers.map(({ slot, role, name, roleLabel }) => ({
      slot,
      role,
      name,
      // Shown as is in lists (not laid out by a renderer): typeset here, « l’autorité ».
      roleLabel: frenchSpacing(roleLabel),
    })),
  );

/** How many originals: one per signatory (C. civ. 1375): each parent, and the child from 13, count. */
export function originalsCount(ctx: Ctx): number {
  return entries(ctx).reduce((n, e) => n + e.signers.length, 0);
}

/**
 * One signatory's block: who signs, place and date written by hand on the day (every duration and
 * a minor's age run from that date, so none is pre-printed) and room for the signature. No « Lu et
 * approuvé »: the mention has no legal effect (Cass. 1re civ., 27 janv. 1993) and only invites a
 * doubt about what was read.
 */
function signerBlock(ctx: Ctx, caption: Part[], n: number): Block[] {
  const place = ctx.draft.lieu_signature;
  return [
    sig(...caption),
    // One line for place, date and prompt: seven signers (two minors) must still fit on one page.
    sig(
      ...(isBlank(place) ? ['Fait à ', { text: BLANK }] : placeParts('Fait ', 'à', place)),
      ', le ',
      { text: BLANK },
      '. Signature :',
    ),
    spacer(`sig-room-${n}`, SIGNATURE_ROOM),
    sig(SIGNATURE_RULE),
  ];
}

/**
 * The number of originals, the initialling reminder and one block per signatory (legal review A
 * « Originals », « Signature block », D15). Consecutive ContractSignature paragraphs and the
 * spacers between them form one block that the renderers keep on one page.
 */
export function signatures(ctx: Ctx): Block[] {
  const list = entries(ctx);
  const n = list.reduce((count, e) => count + e.signers.length, 0);
  const each = n === 2 ? 'un pour chaque Partie' : 'un pour chaque signataire';
  let k = 0;
  const blocks = list.flatMap((e) => [
    ...e.head,
    ...e.signers.flatMap((signer) => signerBlock(ctx, signer.caption, ++k)),
  ]);
  return [
    group(
      'signatures',
      sig(`Fait en ${numberInWords(n)} exemplaires originaux, ${each}.`),
      sig(
        'Chaque signataire paraphe chacune des pages du présent contrat puis, dans le cadre qui le concerne ci-dessous, ' +
          // The place answered is printed in every block: each then writes the date alone.
          `indique ${isBlank(ctx.draft.lieu_signature) ? 'le lieu et la date' : 'la date'} de sa signature et signe.`,
      ),
      ...blocks,
    ),
  ];
}

/**
 * One slot's state in the contract signed online: the name the request gives it, and once it
 * signed, when (UTC) and on which page of the dossier de preuve its evidence is printed.
 */
export type ElectronicSlotState = {
  name: string;
  signedAt: string | null;
  dossierPage: number | null;
};

/** In what capacity each slot signs: its quality in the contract and its consent (LEGAL J20). */
export const signerCapacities = (
  ctx: Ctx,
): { slot: string; quality: string; capacity: SignerCapacity }[] =>
  entries(ctx).flatMap((e) =>
    e.signers.map(({ slot, quality, capacity }) => ({ slot, quality, capacity })),
  );

/**
 * LEGAL J19: each slot of a contract signed online says how it was signed — by whom, in what
 * capacity, when, and where the evidence is — or that it still waits for its signature.
 */
export function electronicSignatureLine(
  name: string,
  quality: string,
  state: Pick<ElectronicSlotState, 'signedAt' | 'dossierPage'>,
): Part[] {
  if (state.signedAt === null)
    return [`Signature électronique de ${name}, ${quality} — `, b('en attente de signature')];
  return [
    b(`Signé électroniquement par ${name}`),
    `, ${quality}, le ${utcStamp(state.signedAt)} — dossier de preuve, page ${state.dossierPage ?? BLANK}`,
  ];
}

/**
 * The signature block of the contract signed online (LEGAL J19): no place or date to write by
 * hand, no room for a handwritten signature, no initialling — nobody writes on a PDF signed
 * online, and a blank left in it reads as an undated form. The place is printed only when the
 * answers give it. C. civ. 1375 al. 4: an electronic contract needs no originals count when each
 * party receives a copy on a durable medium, which the sealed file is.
 */
export function electronicSignatures(
  ctx: Ctx,
  states: Readonly<Record<string, ElectronicSlotState>>,
): Block[] {
  const place = ctx.draft.lieu_signature;
  const made = isBlank(place) ? ['Fait'] : [...placeParts('Fait ', 'à', place), ','];
  const blocks = entries(ctx).flatMap((e) => [
    ...e.head,
    ...e.signers.flatMap((signer) => {
      const state = states[signer.slot] ?? { name: signer.name, signedAt: null, dossierPage: null };
      return [
        sig(...signer.caption),
        sig(...electronicSignatureLine(state.name, signer.quality, state)),
      ];
    }),
  ]);
  return [
    group(
      'signatures',
      sig(
        ...made,
        ' sous forme électronique : chaque signataire ci-dessous signe par le procédé décrit dans le dossier de preuve joint ' +
          '(articles 1366 et 1367 du Code civil) et reçoit le fichier signé et scellé, qui lui tient lieu d’original (article 1375 du Code civil).',
      ),
      ...blocks,
    ),
  ];
}
