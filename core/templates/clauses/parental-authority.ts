import type { PhysicalAuthor } from '@core/schemas/draft';
import type { Parent } from '@core/schemas/parents';
import { BLANK } from '@core/document/typography';
import type { Block, Part } from '../model';
import { b, isBlank, li } from '../model';
import type { Gender } from './identity';
import { addressText, agree, fullName, genderOf } from './identity';

/**
 * The holders of parental authority of a minor party (legal review B3 v2, H2): each is identified
 * separately, with their own address, since separated parents are exactly the case the rule of
 * two signatures is for (C. civ. 372-1). A missing answer prints « ____ », never a neighbour's
 * value: readiness asks for it before the contract is final.
 */
export type Holder = { name: string; address: string; gender: Gender };

/** One parent acting alone: « autorite_parentale: exclusive » (court decision, death…). */
export const actsAlone = (person: PhysicalAuthor): boolean =>
  person.autorite_parentale === 'exclusive';

function holder(parent: Parent): Holder {
  const noAddress = [parent.adresse, parent.code_postal, parent.ville].every((x) => isBlank(x));
  return {
    name: fullName(parent.gentille, parent.prenom, parent.nom),
    address: noAddress ? BLANK : addressText(parent),
    gender: genderOf(parent.gentille),
  };
}

/** Both holders in order, or the one exercising parental authority alone (parent1). */
export const holdersOf = (person: PhysicalAuthor): Holder[] =>
  actsAlone(person) ? [holder(person.parent1)] : [holder(person.parent1), holder(person.parent2)];

/** « seul », « seule », « seul(e) »: the sole holder's agreement. */
export const alone = (h: Holder): string => agree('seul', h.gender);

/**
 * The parties clause's representation of a minor, written after the minor's designation so that
 * « ci-après dénommée « le Modèle » » can only refer to the child: `inline` ends the minor's
 * paragraph, `items` lists both holders one per line, each with their own address.
 */
export function representation(person: PhysicalAuthor): { inline: Part[]; items: Block[] } {
  const represented = agree('représenté', genderOf(person.gentille));
  const [first, second] = holdersOf(person);
  if (!first) return { inline: [], items: [] };
  if (!second) {
    return {
      inline: [
        ` ${represented} par `,
        b(first.name),
        ', demeurant ',
        { text: first.address },
        `, qui exerce ${alone(first)} l'autorité parentale,`,
      ],
      items: [],
    };
  }
  return {
    inline: [
      ` ${represented} par les deux titulaires de l'autorité parentale, qui l'exercent en commun :`,
    ],
    items: [
      li(b(first.name), ', demeurant ', { text: first.address }, ' ;'),
      li(b(second.name), ', demeurant ', { text: second.address }, ','),
    ],
  };
}
