import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { draftSchema, type Draft } from '../schemas/draft';
import { userProfileSchema, type UserProfile } from '../schemas/profile';
import { clientSchema } from '../schemas/client';
import { parseStoredDraft } from '../schemas/stored-draft';
import { buildContract } from '../templates/build-contract';
import { contractSignatories } from '../templates/signatories';
import { renderText } from '../document/render-text';
import { clauseNote } from '../templates/clause-notes';
import { analyzeDescription } from '../analyze/analyze-description';
import { DRAFT_FIELDS } from '../fields/draft-fields';
import { applicableDraftFields } from '../fields/applicable';
import { CLIENT_ASSIGNEE_FIELD_SPECS } from '../fields/assignee-fields';
import { READINESS_ITEM_LABELS } from '../fields/types';
import {
  ASSIGNEE_PERSON,
  BIRTH,
  CREATOR,
  CREATOR_CLIENT,
  PERSON,
  TODAY,
  makeDraft,
} from '../templates/test-drafts';
import { NO_ASSIGNEE_MESSAGE, checkReadiness, missingFields } from './readiness';
import { clientFromAssignee } from './client-from-party';
import { validateClientForm } from './client-validation';
import {
  NO_CLIENT_ASSIGNEE_MESSAGE,
  assigneeInBook,
  assigneeLineLabel,
  clientAssigneeTitle,
  clientPickerTitle,
  creatorPartyWords,
  partiesLabel,
  assigneeFromClient,
  authorFrom,
  draftWithCounterpart,
  senderSlot,
  setAssigneeType,
  withProfileParty,
  withSide,
} from './sides';

/** The photographer's profile: she is the author of the photos she sells (« Mlle » on file). */
const PHOTOGRAPHER: UserProfile = userProfileSchema.parse({
  side: 'cedant',
  selected_entity_type: 'physical_person',
  physical_person: {
    ...CREATOR,
    is_configured: true,
    gentille: 'Mlle',
    email: 'ines@exemple.fr',
    telephone: '0601020304',
  },
});

/** Her client, a wedding venue, in her client book. */
const VENUE = clientSchema.parse({ id: 'c1', ...CREATOR_CLIENT });

/** A complete paid copyright contract, then put on the creator's side with her profile. */
function creatorDraft(): Draft {
  const base = makeDraft();
  const onSide = withSide(base, 'cedant', PHOTOGRAPHER, 'physical_person');
  return draftWithCounterpart(onSide, VENUE);
}

describe('the side of a draft', () => {
  it('defaults to the client’s side, and a draft stored before the choice reads so', () => {
    expect(emptyDraft().side).toBe('cessionnaire');
    const stored = { ...makeDraft() } as Record<string, unknown>;
    delete stored.side;
    const parsed = parseStoredDraft(stored);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.side).toBe('cessionnaire');
    expect(checkReadiness(parsed.data!, TODAY).ready).toBe(true);
  });

  it('refuses an unknown side in French', () => {
    const result = draftSchema.safeParse({ auteur_type: 'Personne physique', side: 'vendeur' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/side doit valoir «\u202fcedant\u202f»/);
    expect(userProfileSchema.safeParse({ side: 'x' }).success).toBe(false);
    expect(userProfileSchema.parse({}).side).toBe('cessionnaire');
  });
});

describe('mapping the profile and the counterpart to the parties', () => {
  it('as a creator: the profile is the author, the client of the book the assignee', () => {
    const draft = creatorDraft();
    expect(draft.side).toBe('cedant');
    expect(draft.auteur_type).toBe('Personne physique');
    expect(draft.auteur_info).toMatchObject({
      gentille: 'Mme', // « Mlle » is not a wizard civility
      nom: 'Lambert',
      prenom: 'Inès',
      date_naissance: '1991-05-03',
      ville: 'Angers',
    });
    expect(draft.auteur_info).not.toHaveProperty('email');
    expect(draft.entreprise_info).toMatchObject({
      type: 'legal_entity',
      nom: 'Domaine des Tilleuls',
      forme_juridique: 'SARL',
    });
    expect(draft.entreprise_info).not.toHaveProperty('id');
  });

  it('as a client: the profile is the assignee, the client of the book the author (unchanged)', () => {
    const base = withSide(
      { ...makeDraft(), side: 'cedant' },
      'cessionnaire',
      PHOTOGRAPHER,
      'physical_person',
    );
    expect(base.entreprise_info).toMatchObject({ type: 'physical_person', nom: 'Lambert' });
    expect(base.auteur_info).toMatchObject({ nom: '' });
    const picked = draftWithCounterpart(base, VENUE);
    expect(picked.auteur_type).toBe('Personne morale');
    expect(picked.auteur_info).toMatchObject({ nom: 'Domaine des Tilleuls', id: 'c1' });
    expect(picked.entreprise_info).toMatchObject({ nom: 'Lambert' });
  });

  it('a company profile authors as a company; a natural-person client is a person assignee', () => {
    const studio = userProfileSchema.parse({
      legal_entity: { nom: 'Studio Nord', forme_juridique: 'SAS', is_configured: true },
    });
    expect(authorFrom('legal_entity', studio.legal_entity)).toMatchObject({
      auteur_type: 'Personne morale',
      auteur_info: { nom: 'Studio Nord', forme_juridique: 'SAS' },
    });
    const person = clientSchema.parse({ id: 'p', ...ASSIGNEE_PERSON });
    expect(assigneeFromClient(person)).toMatchObject({ type: 'physical_person', nom: 'Bernard' });
    // The client list's own bookkeeping (its version) is no answer of the contract.
    const listed = { ...VENUE, version: 3 } as unknown as typeof VENUE;
    const info = assigneeFromClient(listed);
    expect(info).not.toHaveProperty('version');
    expect(draftSchema.safeParse({ ...makeDraft(), entreprise_info: info }).success).toBe(true);
  });

  it('changing the profile refills the user’s own party only', () => {
    const draft = withProfileParty(creatorDraft(), PHOTOGRAPHER, 'physical_person');
    expect(draft.entreprise_info?.nom).toBe('Domaine des Tilleuls');
    expect(setAssigneeType(draft, 'physical_person').entreprise_info).toMatchObject({
      type: 'physical_person',
      nom: '',
    });
  });

  it('applied again on a later visit, the profile keeps what the creator typed where it says nothing', () => {
    const noBirth = userProfileSchema.parse({
      ...PHOTOGRAPHER,
      physical_person: {
        ...PHOTOGRAPHER.physical_person,
        date_naissance: '',
        lieu_naissance: '',
        adresse: '9 quai Neuf',
      },
    });
    const typed = withProfileParty(creatorDraft(), noBirth, 'physical_person');
    const answered = {
      ...typed,
      auteur_info: { ...typed.auteur_info, date_naissance: '1988-03-14', lieu_naissance: 'Rodez' },
    } as Draft;
    const again = withProfileParty(answered, noBirth, 'physical_person');
    expect(again.auteur_info).toMatchObject({
      date_naissance: '1988-03-14',
      lieu_naissance: 'Rodez',
      adresse: '9 quai Neuf',
      nom: 'Lambert',
    });
    // What the profile does hold wins: it is the creator's own record.
    const moved = userProfileSchema.parse({
      ...noBirth,
      physical_person: { ...noBirth.physical_person, adresse: '1 place Neuve' },
    });
    expect(withProfileParty(again, moved, 'physical_person').auteur_info.adresse).toBe(
      '1 place Neuve',
    );
  });

  it('the sender signs in the author’s slot as a creator, the grantee’s as a client', () => {
    expect(senderSlot(creatorDraft())).toBe('auteur');
    expect(senderSlot(makeDraft())).toBe('cessionnaire');
    const slots = contractSignatories(creatorDraft(), TODAY);
    expect(slots.find((s) => s.slot === 'auteur')?.name).toContain('Lambert');
    expect(slots.find((s) => s.slot === 'cessionnaire')?.name).toContain('Garnier');
  });
});

describe('the contract of a creator', () => {
  it('names her as the Cédant and her client as the Cessionnaire', () => {
    const draft = creatorDraft();
    expect(checkReadiness(draft, TODAY)).toMatchObject({ ready: true, missing: [] });
    const text = renderText(buildContract(draft, { today: TODAY }));
    const parties = text.slice(0, text.indexOf('ARTICLE'));
    expect(parties).toMatch(/Inès LAMBERT|Inès Lambert/);
    expect(parties).toContain('Domaine des Tilleuls');
    expect(parties.indexOf('Lambert')).toBeLessThan(parties.indexOf('Domaine des Tilleuls'));
    expect(parties).toMatch(/Cédant/);
    expect(parties).toMatch(/Cessionnaire/);
  });
});

describe('readiness names the right party', () => {
  it('a creator’s missing assignee is asked at step 3, from the client book or typed', () => {
    const draft: Draft = { ...creatorDraft(), entreprise_info: undefined };
    const missing = missingFields(draft, TODAY);
    expect(missing).toEqual([
      expect.objectContaining({
        key: 'entreprise_info.type',
        step: 3,
        item: 'assignee',
        message: NO_CLIENT_ASSIGNEE_MESSAGE,
      }),
    ]);
    const line = checkReadiness(draft, TODAY).lines.find((l) => l.item === 'assignee');
    expect(line?.label).toBe('Cessionnaire (votre client)');
  });

  it('a creator’s typed assignee is checked field by field, with the profile’s rules', () => {
    const draft = setAssigneeType(creatorDraft(), 'physical_person');
    const typedDraft: Draft = {
      ...draft,
      entreprise_info: { ...draft.entreprise_info!, nom: 'Bernard', code_postal: 'ABC' } as never,
    };
    const missing = missingFields(typedDraft, TODAY);
    expect(missing.map((f) => [f.key, f.problem, f.label])).toEqual([
      ['entreprise_info.prenom', 'missing', 'Prénom (cessionnaire)'],
      ['entreprise_info.code_postal', 'invalid', 'Code postal (cessionnaire)'],
    ]);
    expect(missing.every((f) => f.step === 3 && f.item === 'assignee')).toBe(true);
  });

  it('a creator’s own identity is checked as an author’s, under « Votre identité »', () => {
    const draft = creatorDraft();
    const blank: Draft = {
      ...draft,
      auteur_info: { ...PERSON, date_naissance: '' },
    } as Draft;
    expect(missingFields(blank, TODAY).map((f) => f.key)).toEqual(['auteur_info.date_naissance']);
    const line = checkReadiness(blank, TODAY).lines.find((l) => l.item === 'parties');
    expect(line?.label).toBe(partiesLabel(draft, false));
  });

  it('a creator’s « parties » line names who this contract asks about, and no one else', () => {
    const cedant = { side: 'cedant' as const, modele_distinct: false };
    expect(partiesLabel({ ...cedant, type_contrat: [AUTEUR] }, false)).toBe(
      'Votre identité (auteur)',
    );
    expect(partiesLabel({ ...cedant, type_contrat: [IMAGE] }, true)).toBe(
      'Votre identité (modèle) et celle des représentants légaux',
    );
    expect(partiesLabel({ ...cedant, type_contrat: [AUTEUR, IMAGE] }, false)).toBe(
      'Votre identité (auteur et modèle)',
    );
    expect(
      partiesLabel({ ...cedant, type_contrat: [AUTEUR, IMAGE], modele_distinct: true }, true),
    ).toBe('Votre identité (auteur), celle du modèle et celle des représentants légaux');
    // The client's side keeps the specification's words.
    expect(
      partiesLabel({ side: 'cessionnaire', type_contrat: [AUTEUR], modele_distinct: false }, false),
    ).toBe('Identité de l’auteur, du modèle et de leurs représentants');
  });

  it('checkReadiness says « représentants légaux » when a minor’s parents are asked', () => {
    const draft = creatorDraft();
    const minor = {
      ...draft,
      type_contrat: [IMAGE],
      description_image: 'Photos du spectacle de fin d’année',
      auteur_info: { ...PERSON, date_naissance: BIRTH.age10 },
    } as Draft;
    const line = checkReadiness(minor, TODAY).lines.find((l) => l.item === 'parties');
    expect(line?.label).toBe('Votre identité (modèle) et celle des représentants légaux');
    const adult = checkReadiness({ ...minor, auteur_info: PERSON } as Draft, TODAY);
    expect(adult.lines.find((l) => l.item === 'parties')?.label).toBe('Votre identité (modèle)');
  });

  it('a client’s checklist keeps the specification’s words', () => {
    const draft: Draft = { ...makeDraft(), entreprise_info: undefined };
    const missing = missingFields(draft, TODAY);
    expect(missing.map((f) => [f.key, f.message])).toEqual([
      ['entreprise_info', NO_ASSIGNEE_MESSAGE],
    ]);
    const labels = checkReadiness(draft, TODAY).lines.map((l) => l.label);
    expect(labels).toContain('Cessionnaire (votre profil)');
    expect(labels).toContain('Identité de l’auteur, du modèle et de leurs représentants');
  });

  it('the registry asks the typed assignee on the creator’s side only', () => {
    const keysOf = (draft: Draft) =>
      applicableDraftFields(draft, TODAY).map(({ spec }) => spec.key);
    expect(keysOf(creatorDraft())).toContain('entreprise_info.forme_juridique');
    expect(keysOf(creatorDraft())).not.toContain('entreprise_info');
    expect(keysOf(makeDraft())).toContain('entreprise_info');
    expect(keysOf(makeDraft()).some((k) => k.startsWith('entreprise_info.'))).toBe(false);
    const consumer = DRAFT_FIELDS.find((s) => s.key === 'cessionnaire_consommateur')!;
    expect(consumer.labelIn?.(creatorDraft())).toMatch(/^Votre client achète/);
    expect(consumer.labelIn?.(makeDraft())).toMatch(/^Vous achetez/);
  });
});

describe('analysis and notes speak to the user’s side', () => {
  it('the analysis says what the user cedes or receives', () => {
    // A creator's photos are her works; her image is at stake when she says she is pictured.
    expect(analyzeDescription('Photos de mariage', 'cedant').suggestion).toContain(
      'Vous cédez vos droits sur la création à votre client.',
    );
    expect(
      analyzeDescription('Je pose comme modèle pour des photos', 'cedant').suggestion,
    ).toContain('Vous autorisez votre client à utiliser votre image');
    expect(analyzeDescription('Un logo', 'cedant').suggestion).toContain('Vous cédez vos droits');
    expect(analyzeDescription('Un logo').suggestion).toContain('Vous recevez les droits');
  });

  it('« Pourquoi cette clause ? » adds what the article means for the user', () => {
    expect(clauseNote('a-object', 'cedant')).toContain('vous cédez vos droits');
    expect(clauseNote('a-object', 'cessionnaire')).toContain('vous recevez les droits');
    expect(clauseNote('a-object')).not.toContain('Pour vous');
    expect(clauseNote('law', 'cedant')).toBe(clauseNote('law'));
  });
});

describe('a client a creator typed, saved to her book', () => {
  it('becomes a client of the book with the same fields, a new id and no profile flag', () => {
    const info = creatorDraft().entreprise_info!;
    const client = clientFromAssignee(info, 1_790_000_000_000);
    expect(client).toEqual(clientSchema.parse({ ...CREATOR_CLIENT, id: '1790000000000' }));
    expect(client).not.toHaveProperty('is_configured');
    expect(validateClientForm(client)).toEqual({ ok: true });
    // A typed person without a first name is refused as the « Mes clients » form refuses it.
    const person = setAssigneeType(creatorDraft(), 'physical_person').entreprise_info!;
    const check = validateClientForm(clientFromAssignee({ ...person, nom: 'Bernard' }, 1));
    expect(check).toMatchObject({ ok: false, missing: ['gentille', 'prenom'] });
  });

  it('is found in the book by kind and name, however accented or capitalised', () => {
    const info = creatorDraft().entreprise_info!;
    expect(assigneeInBook(info, [])).toBe(false);
    expect(assigneeInBook(info, [VENUE])).toBe(true);
    expect(assigneeInBook({ ...info, nom: 'DOMAINE DES TILLEULS ' }, [VENUE])).toBe(true);
    expect(assigneeInBook({ ...info, nom: 'Domaine des Chênes' }, [VENUE])).toBe(false);
    expect(assigneeInBook({ ...info, nom: '' }, [VENUE])).toBe(false);
    const hugo = clientSchema.parse({ id: 'h', ...ASSIGNEE_PERSON });
    const typed = assigneeFromClient(hugo);
    expect(assigneeInBook(typed, [hugo])).toBe(true);
    expect(assigneeInBook({ ...typed, prenom: 'Léo' } as typeof typed, [hugo])).toBe(false);
  });
});

describe('a creator’s words for the parties, as her contract names them', () => {
  it('an image authorisation alone: Modèle and bénéficiaire, in the titles, labels and checklist', () => {
    const imageOnly = {
      ...setAssigneeType(creatorDraft(), 'physical_person'),
      type_contrat: [IMAGE],
    };
    expect(creatorPartyWords(imageOnly)).toEqual({ own: 'Modèle', counterpart: 'bénéficiaire' });
    expect(clientAssigneeTitle(imageOnly)).toBe('Le bénéficiaire (votre client)');
    expect(clientPickerTitle(imageOnly)).toBe('Choisir le bénéficiaire dans mes clients');
    expect(assigneeLineLabel(imageOnly)).toBe('Bénéficiaire (votre client)');
    const nom = CLIENT_ASSIGNEE_FIELD_SPECS.find((s) => s.key === 'entreprise_info.nom');
    expect(nom?.labelIn?.(imageOnly)).toBe('Nom (bénéficiaire)');
  });

  it('with a work: Cédant and cessionnaire; the client’s side keeps the specification’s words', () => {
    const withWork = setAssigneeType(creatorDraft(), 'physical_person');
    expect(clientAssigneeTitle(withWork)).toBe('Le cessionnaire (votre client)');
    expect(assigneeLineLabel(withWork)).toBe('Cessionnaire (votre client)');
    const nom = CLIENT_ASSIGNEE_FIELD_SPECS.find((s) => s.key === 'entreprise_info.nom');
    expect(nom?.labelIn?.(withWork)).toBe('Nom (cessionnaire)');
    expect(assigneeLineLabel({ ...withWork, side: 'cessionnaire' })).toBe(
      READINESS_ITEM_LABELS.assignee,
    );
  });
});
