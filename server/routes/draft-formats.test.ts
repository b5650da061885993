import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { createContract } from '../db/repositories/contracts';
import { draftSchema } from '@core/schemas/draft';
import { readyLargestDraft } from '../render/fixtures/largest-draft';
import { callAs, type Caller, fieldsOf, signUp } from '../test-support/sessions';

/**
 * The parties inside a draft sent to the API follow the profile's French format rules: the
 * assignee (`entreprise_info`, a copy of the profile) by its type, and a company author's capital
 * and SIREN. POST /api/user-profile refuses a capital of « -5 € » or a SIREN with letters; a draft
 * carrying them reached the PDF. Refused when a draft is saved or rendered (French 400 naming the
 * field), never when a stored contract is read.
 */
describe.each(APP_BACKENDS)('French formats of the parties inside a draft (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'formats-brouillon@example.fr');
  });
  afterAll(async () => t?.close());

  const ready = readyLargestDraft();
  const company = ready.entreprise_info as Record<string, unknown>;
  const badCompany = { ...company, capital: '-5 €', siren: '12AB' };
  const withAssignee = (entreprise_info: Record<string, unknown>) =>
    readyLargestDraft({ entreprise_info });

  const CAPITAL = expect.stringContaining('capital social');
  const SIREN_DIGITS = expect.stringContaining('que des chiffres');

  it('POST /api/preview refuses a company assignee’s capital and SIREN, naming them', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/preview', withAssignee(badCompany));
    expect(fieldsOf(response)).toEqual({
      'entreprise_info.capital': CAPITAL,
      'entreprise_info.siren': SIREN_DIGITS,
    });
  });

  it.each(['/api/generate-pdf', '/api/generate-docx'])(
    'POST %s refuses them before anything is rendered',
    async (url) => {
      const response = await callAs(t.app, me, 'POST', url, {
        contractData: withAssignee(badCompany),
      });
      expect(fieldsOf(response)).toEqual({
        'contractData.entreprise_info.capital': CAPITAL,
        'contractData.entreprise_info.siren': SIREN_DIGITS,
      });
    },
  );

  it('POST /api/contracts refuses them, a draft as a finished contract, and stores nothing', async () => {
    const before = await t.countContracts();
    for (const isDraft of [true, false]) {
      const response = await callAs(t.app, me, 'POST', '/api/contracts', {
        contractData: withAssignee(badCompany),
        isDraft,
      });
      expect(fieldsOf(response)).toEqual({
        'contractData.entreprise_info.capital': CAPITAL,
        'contractData.entreprise_info.siren': SIREN_DIGITS,
      });
    }
    expect(await t.countContracts()).toBe(before);
  });

  it('checks a natural-person assignee by its own fields', async () => {
    const response = await callAs(
      t.app,
      me,
      'POST',
      '/api/preview',
      withAssignee({
        type: 'physical_person',
        gentille: 'Mme',
        nom: 'Roux',
        prenom: 'Anne',
        code_postal: '123',
        email: 'pas-un-email',
        date_naissance: '2999-01-01',
      }),
    );
    expect(fieldsOf(response)).toEqual({
      'entreprise_info.code_postal': expect.stringContaining('5 chiffres'),
      'entreprise_info.email': expect.stringContaining('adresse e-mail'),
      'entreprise_info.date_naissance': 'La date de naissance ne peut pas être dans le futur.',
    });
  });

  it('refuses what prints as nothing or as nonsense', async () => {
    const author = ready.auteur_info as Record<string, unknown>;
    const filler = '\u3164';
    const draft = readyLargestDraft({
      auteur_info: { ...author, prenom: filler, nationalite: ';;;', ville: '!!!' },
      entreprise_info: {
        ...company,
        nom: filler,
        forme_juridique: '%%%',
        qualite_representant: '???',
      },
      lieu_signature: '!!!',
    });
    expect(fieldsOf(await callAs(t.app, me, 'POST', '/api/preview', draft))).toEqual({
      'auteur_info.prenom': 'Le prénom doit contenir au moins une lettre.',
      'auteur_info.nationalite': 'Ce champ doit contenir au moins une lettre ou un chiffre.',
      'auteur_info.ville': 'Ce champ doit contenir au moins une lettre ou un chiffre.',
      lieu_signature: 'Ce champ doit contenir au moins une lettre ou un chiffre.',
      'entreprise_info.nom':
        'La dénomination sociale doit contenir au moins une lettre ou un chiffre.',
      'entreprise_info.forme_juridique':
        'Ce champ doit contenir au moins une lettre ou un chiffre.',
      'entreprise_info.qualite_representant':
        'Ce champ doit contenir au moins une lettre ou un chiffre.',
    });
    const old = await callAs(
      t.app,
      me,
      'POST',
      '/api/preview',
      withAssignee({
        type: 'physical_person',
        gentille: 'M.',
        nom: 'Bernard',
        prenom: 'Hugo',
        date_naissance: '1800-01-01',
      }),
    );
    expect(fieldsOf(old)).toEqual({
      'entreprise_info.date_naissance':
        'Vérifiez la date de naissance\u00a0: l’âge calculé dépasse 120 ans.',
    });
    const tenEuros = await callAs(t.app, me, 'POST', '/api/preview', {
      ...readyLargestDraft(),
      remuneration: '1,0.00',
    });
    expect(Object.keys(fieldsOf(tenEuros))).toEqual(['remuneration']);
  });

  it('refuses a company author’s capital and SIREN the same way', async () => {
    const draft = readyLargestDraft({
      auteur_type: 'Personne morale',
      auteur_info: {
        nom: 'Studio Nord',
        forme_juridique: 'SARL',
        capital: '-5 €',
        siren: 'SIREN',
      },
    });
    for (const [url, body, prefix] of [
      ['/api/preview', draft, ''],
      ['/api/contracts', { contractData: draft }, 'contractData.'],
      ['/api/generate-pdf', { contractData: draft }, 'contractData.'],
    ] as const) {
      const response = await callAs(t.app, me, 'POST', url, body);
      expect(fieldsOf(response), url).toEqual({
        [`${prefix}auteur_info.capital`]: CAPITAL,
        [`${prefix}auteur_info.siren`]: SIREN_DIGITS,
      });
    }
  });

  it('refuses names made only of punctuation: the author, a parent, the assignee', async () => {
    const author = ready.auteur_info as Record<string, unknown>;
    const draft = readyLargestDraft({
      auteur_info: {
        ...author,
        nom: '...',
        parent2: { ...(author.parent2 as object), prenom: '--' },
      },
      entreprise_info: { ...company, nom: '. . .', representant_prenom: '-' },
    });
    const LAST = 'Le nom doit contenir au moins une lettre.';
    const FIRST = 'Le prénom doit contenir au moins une lettre.';
    const expected = (prefix: string) => ({
      [`${prefix}auteur_info.nom`]: LAST,
      [`${prefix}auteur_info.parent2.prenom`]: FIRST,
      [`${prefix}entreprise_info.nom`]:
        'La dénomination sociale doit contenir au moins une lettre ou un chiffre.',
      [`${prefix}entreprise_info.representant_prenom`]: FIRST,
    });
    const before = await t.countContracts();
    expect(fieldsOf(await callAs(t.app, me, 'POST', '/api/preview', draft))).toEqual(expected(''));
    for (const url of ['/api/contracts', '/api/generate-pdf']) {
      const response = await callAs(t.app, me, 'POST', url, { contractData: draft });
      expect(fieldsOf(response), url).toEqual(expected('contractData.'));
    }
    expect(await t.countContracts()).toBe(before);
  });

  it('checks the legacy company keys a client may still send as the fields they fill', async () => {
    const legacy = {
      ...company,
      representant_nom: '',
      representant_prenom: '',
      rcs_ville: '',
      adresse: '',
      code_postal: '',
      ville: '',
    };
    const response = await callAs(
      t.app,
      me,
      'POST',
      '/api/preview',
      withAssignee({ ...legacy, representant: '!!! ???', rcs: '...', siege: '%%%, 12 ;;;' }),
    );
    expect(fieldsOf(response)).toEqual({
      'entreprise_info.representant': 'Le prénom doit contenir au moins une lettre.',
      'entreprise_info.rcs': 'Ce champ doit contenir au moins une lettre ou un chiffre.',
      'entreprise_info.siege': 'Ce champ doit contenir au moins une lettre ou un chiffre.',
    });
    const wellFormed = withAssignee({
      ...legacy,
      representant: 'Mme Anne Roy',
      rcs: 'RCS Lyon 123 456 789',
      siege: '3 quai Perrache, 69002 Lyon',
    });
    const preview = await callAs(t.app, me, 'POST', '/api/preview', wellFormed);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Anne Roy');
    expect(preview.body).toContain('3 quai Perrache');
  });

  it('lets through what the profile lets through: a SIREN of the wrong length only warns', async () => {
    const response = await callAs(
      t.app,
      me,
      'POST',
      '/api/preview',
      withAssignee({ ...company, siren: '123', capital: '1 500,50 €' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('a contract stored before the rule still opens; only its rendering is refused', async () => {
    const { id } = await createContract(t.database.db, me.userId!, {
      title: 'Ancien contrat',
      isDraft: false,
      fromStep6: true,
      draft: draftSchema.parse(withAssignee(badCompany)),
    });
    const read = await callAs(t.app, me, 'GET', `/api/contracts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().form_data.entreprise_info).toMatchObject({ capital: '-5 €' });

    const finalize = await callAs(t.app, me, 'GET', `/api/contracts/${id}/finalize`);
    expect(finalize.statusCode).toBe(200);
    expect(finalize.json().readiness).toMatchObject({
      ready: false,
      missing: [
        {
          key: 'entreprise_info',
          item: 'assignee',
          problem: 'invalid',
          message: expect.stringMatching(/^Capital social\u00a0: .* Numéro SIREN ou SIRET\u00a0: /),
        },
      ],
    });

    const pdf = await callAs(t.app, me, 'GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toContain('Cessionnaire (votre profil)');
  });
});
