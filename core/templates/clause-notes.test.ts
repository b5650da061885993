/**
 * « Pourquoi cette clause ? » notes: every article any template can produce
 * has one, no note is stale, and no note ever leaks into the contract itself.
 */
import { describe, expect, it } from 'vitest';
import { EXTRA_RIGHTS, SUPPORTS } from '../answers/draft';
import type { ContractDocument } from '../schemas/document';
import { renderText } from '../document/render-text';
import { CLAUSE_NOTE_KEYS, clauseNote } from './clause-notes';
import {
  ASSIGNEE_COMPANY,
  ASSIGNEE_PERSON,
  BIRTH,
  build,
  COAUTHOR,
  COMPANY,
  makeDraft,
  PERSON,
  TYPES,
} from './test-drafts';

type Author = 'adult' | 'age17' | 'age14' | 'age10' | 'company';

function contracts(): ContractDocument[] {
  const out: ContractDocument[] = [];
  for (const type of ['auteur', 'image', 'combined'] as const)
    for (const paid of [false, true])
      for (const author of ['adult', 'age17', 'age14', 'age10', 'company'] as Author[])
        for (const distinct of type === 'combined' ? [false, true] : [false])
          for (const extras of [false, true]) {
            // A free grant by a minor author is refused by the rules, not by the template: build it anyway.
            out.push(
              build(
                makeDraft({
                  type_contrat: [...TYPES[type]],
                  type_cession: paid ? 'Onéreuse' : 'Gratuite',
                  droits_cedes: paid && extras ? [...EXTRA_RIGHTS] : [],
                  oeuvre_graphique: extras,
                  // A material original: the droit de suite article (none for files only).
                  original: 'conserve',
                  supports: extras ? [...SUPPORTS] : [],
                  exclusivite: paid && type !== 'image' && extras,
                  image_video: extras,
                  auteur_type: author === 'company' ? 'Personne morale' : 'Personne physique',
                  auteur_info:
                    author === 'company' ? COMPANY : { ...PERSON, date_naissance: BIRTH[author] },
                  remuneration_image: '300',
                  entreprise_info: ASSIGNEE_COMPANY,
                  modele_distinct: distinct,
                  ...(distinct
                    ? {
                        modele_info: {
                          ...PERSON,
                          prenom: 'Tom',
                          date_naissance: BIRTH[author === 'company' ? 'age10' : author],
                        },
                      }
                    : {}),
                }),
              ),
            );
          }
  // A film and a logo have articles of their own (LEGAL J10, J11).
  for (const nature of ['audiovisuelle', 'logo'] as const)
    out.push(build(makeDraft({ nature_oeuvre: nature })));
  // The image contexts (LEGAL J14, J15) add their own articles.
  for (const contexte_image of ['echange', 'salarie'])
    out.push(
      build(
        makeDraft({ type_contrat: [...TYPES.image], type_cession: 'Gratuite', contexte_image }),
      ),
    );
  // The situations of LEGAL J9, J12 and J22, each with its own articles.
  out.push(
    build(
      makeDraft({
        entreprise_info: ASSIGNEE_PERSON,
        cessionnaire_consommateur: true,
        mediateur_consommation: 'CM2C, www.cm2c.net',
      }),
    ),
    build(makeDraft({ nature_contrat: 'licence', licence_usage: 'editoriale' })),
    // LEGAL J13: a work of collaboration.
    build(makeDraft({ coauteurs: [COAUTHOR] })),
    build(
      makeDraft({
        type_contrat: [...TYPES.image],
        exclusivite_image: true,
        exclusivite_secteur: 'cosmétiques',
        remuneration_exclusivite: '900',
      }),
    ),
  );
  return out;
}

const docs = contracts();
const articleIds = new Set(
  docs.flatMap((doc) =>
    doc.elements
      .filter((e) => e.type === 'paragraph' && e.style === 'ContractArticle')
      .map((e) => e.id),
  ),
);

describe('clause notes', () => {
  it('every article a template produces has a note', () => {
    expect(articleIds.size).toBeGreaterThan(20);
    expect([...articleIds].filter((id) => clauseNote(id) === null)).toEqual([]);
  });

  it('no note is stale: each key is an article some contract produces', () => {
    expect(CLAUSE_NOTE_KEYS.filter((key) => !articleIds.has(key))).toEqual([]);
  });

  it('each note is short, cites its legal basis and uses French typography', () => {
    for (const key of CLAUSE_NOTE_KEYS) {
      const note = clauseNote(key)!;
      expect(note.length, key).toBeLessThan(420);
      expect(note, key).toMatch(/articles? [L0-9]|RGPD/);
      expect(note, key).not.toMatch(/[a-zà-ÿ]'[a-zà-ÿ]/i);
      expect(note, key).not.toMatch(/ [:;?!]/);
    }
  });

  it('notes never appear in the built contract', () => {
    const starts = CLAUSE_NOTE_KEYS.map((key) => clauseNote(key)!.slice(0, 40));
    for (const doc of docs) {
      const text = renderText(doc);
      expect(starts.filter((start) => text.includes(start))).toEqual([]);
    }
  });
});
