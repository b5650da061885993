import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import {
  anonymousVisitor,
  callAs,
  headersFor,
  NOBODY,
  signUp,
  type Caller,
} from '@server/test-support/sessions';
import { multipartBody } from './multipart.test-support';

/** « (importé le 23 novembre 2026) »: core/rules/imported-title.ts. */
const IMPORTED_MARK = String.raw`\(importé le \d{1,2}(?:er)?\u00a0\p{L}+\u00a0\d{4}\)`;

const formData = {
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  type_cession: 'Onéreuse',
  droits_cedes: ['distribution'],
  remuneration: '1 500 €',
  description_oeuvre: 'Une affiche « Été » & son logo',
  auteur_info: { gentille: 'Mme', nom: 'Durand', prenom: 'Camille', date_naissance: '1990-04-12' },
};

const elements = [
  {
    id: 'titre',
    type: 'paragraph',
    style: 'ContractTitle',
    runs: [{ text: 'CONTRAT', bold: true }],
    align: 'center',
  },
  { id: 'espace', type: 'spacer', height: 12 },
  {
    id: 'art-1',
    type: 'paragraph',
    style: 'ContractBody',
    runs: [{ text: 'a < b et ' }, { text: 'souligné', underline: true }],
  },
];
const comments = [
  {
    id: 'c1',
    elementIndex: 2,
    text: 'À revoir',
    date: '2026-11-21T10:00:00.000Z',
    user: 'Utilisateur',
    selectedText: 'souligné',
    isEditing: false,
  },
];

const exportFile = (overrides: Record<string, unknown> = {}) => ({
  format: 'clausier-contract',
  version: 1,
  title: 'Contrat importé',
  form_data: formData,
  ...overrides,
});

describe.each(APP_BACKENDS)('contract export and import (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;
  let other: Caller;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'export@example.fr');
    other = await signUp(t.app, 'autre-export@example.fr');
  });
  afterAll(async () => t?.close());

  const importFile = (
    caller: Caller,
    file: { name: string; type: string; content: string | Buffer },
    fields = {},
  ) => {
    const { payload, contentType } = multipartBody(file, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/contracts/import',
      headers: { ...headersFor(caller), 'content-type': contentType },
      payload,
    });
  };
  const importJson = (caller: Caller, content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contracts/import',
      headers: { ...headersFor(caller), 'content-type': 'application/json' },
      payload: content,
    });
  const storedRow = (id: string) =>
    t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function saveContract(caller: Caller, title = 'Affiche du festival') {
    const created = await callAs(t.app, caller, 'POST', '/api/contracts', {
      contractData: formData,
      title,
      isDraft: false,
      fromStep6: true,
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  }

  it('exports a versioned JSON attachment named after the title', async () => {
    const id = await saveContract(owner, 'Affiche du Festival');
    const response = await callAs(t.app, owner, 'GET', `/api/contracts/export/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toContain(
      'filename="affiche_du_festival.json"',
    );
    const file = response.json();
    expect(file).toMatchObject({
      format: 'clausier-contract',
      version: 1,
      title: 'Affiche du Festival',
      is_draft: false,
      from_step6: true,
    });
    expect(file.form_data.auteur_info).toMatchObject({ nom: 'Durand', gentille: 'Mme' });
    expect(file).not.toHaveProperty('elements');
    expect(JSON.stringify(file)).not.toContain(owner.userId);

    const named = await callAs(
      t.app,
      owner,
      'GET',
      `/api/contracts/export/${id}?filename=${encodeURIComponent('  ../mon contrat  ')}`,
    );
    expect(named.headers['content-disposition']).toContain(
      'filename="..mon contrat.json"'.replace('..', ''),
    );
  });

  it('round trip: export → import gives an identical contract under a new id, owned by the importer', async () => {
    // Angle brackets are plain text too: they came back stripped.
    const created = await callAs(t.app, owner, 'POST', '/api/contracts', {
      contractData: {
        ...formData,
        description_oeuvre: 'Affiche <Festival Lumière> et logo <b>gras</b>, taille a<b',
      },
      title: 'Aller-retour <Projet X> v2',
      isDraft: false,
      fromStep6: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // Elements and comments as the editor stores them, written straight to the row.
    await t.database.db
      .updateTable('contracts')
      .set({ elements: JSON.stringify(elements), edited: 1, comments: JSON.stringify(comments) })
      .where('id', '=', id)
      .execute();
    const exported = (await callAs(t.app, owner, 'GET', `/api/contracts/export/${id}`)).body;

    const imported = await importFile(other, {
      name: 'aller-retour.json',
      type: 'application/json',
      content: exported,
    });
    expect(imported.statusCode).toBe(201);
    const { contractId } = imported.json();
    expect(contractId).not.toBe(id);

    const [original, copy] = [await storedRow(id), await storedRow(contractId)];
    expect(copy.owner_id).toBe(other.userId);
    // The copy's title says it is one: « (importé le <jour>) ».
    expect(copy.title).toMatch(new RegExp(`^${original.title} ${IMPORTED_MARK}$`, 'u'));
    const comparable = (row: typeof original) => ({
      is_draft: Number(row.is_draft),
      from_step6: Number(row.from_step6),
      form_data: typeof row.form_data === 'string' ? JSON.parse(row.form_data) : row.form_data,
      elements: typeof row.elements === 'string' ? JSON.parse(row.elements) : row.elements,
      comments: typeof row.comments === 'string' ? JSON.parse(row.comments) : row.comments,
    });
    expect(comparable(copy)).toEqual(comparable(original));

    // And the copy exports to the same file (apart from the export date and the title's mark).
    const again = (await callAs(t.app, other, 'GET', `/api/contracts/export/${contractId}`)).json();
    const strip = ({ exported_at: _a, title: _t, ...rest }: Record<string, unknown>) => rest;
    expect(strip(again)).toEqual(strip(JSON.parse(exported)));

    // Another account never sees the original; the owner never sees the copy.
    expect((await callAs(t.app, other, 'GET', `/api/contracts/export/${id}`)).statusCode).toBe(404);
    expect((await callAs(t.app, owner, 'GET', `/api/contracts/${contractId}`)).statusCode).toBe(
      404,
    );
  });

  it('round trip through the editor: edited elements and comments come back identical', async () => {
    const id = await saveContract(owner, 'Édité puis exporté');
    const opened = (await callAs(t.app, owner, 'GET', `/api/contracts/${id}/elements`)).json();
    const runs = [{ text: 'Modifié', bold: true }, { text: ' ' }, { text: 'ici', highlight: true }];
    const edited = opened.elements.map((el: object, i: number) => (i === 1 ? { ...el, runs } : el));
    const comment = {
      id: 'c-1',
      elementId: edited[1].id,
      text: 'Vérifier',
      date: '2026-11-21T10:00:00.000Z',
      selectedText: 'ici',
    };
    const saved = await callAs(t.app, owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Édité puis exporté',
      elements: edited,
      comments: [comment],
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const file = (await callAs(t.app, owner, 'GET', `/api/contracts/export/${id}`)).body;
    const imported = await importJson(other, file);
    expect(imported.statusCode).toBe(201);
    const copyId = imported.json().contractId;
    const original = (await callAs(t.app, owner, 'GET', `/api/contracts/${id}/elements`)).json();
    const copy = (await callAs(t.app, other, 'GET', `/api/contracts/${copyId}/elements`)).json();
    expect(copy.elements).toEqual(original.elements);
    expect(copy.comments).toEqual(original.comments);
    expect(copy.elements[1].runs).toEqual(runs);
  });

  it('accepts a JSON body and a .json file sent as octet-stream; ignores user_id', async () => {
    const body = await importJson(
      owner,
      JSON.stringify({ ...exportFile({ title: 'Par corps JSON' }), user_id: 'anon_autre' }),
    );
    expect(body.statusCode).toBe(201);
    const row = await storedRow(body.json().contractId);
    expect(row.owner_id).toBe(owner.userId);
    expect(row.title).toMatch(new RegExp(`^Par corps JSON ${IMPORTED_MARK}$`, 'u'));

    const octet = await importFile(
      owner,
      {
        name: 'Contrat.JSON',
        type: 'application/octet-stream',
        content: JSON.stringify(exportFile()),
      },
      { user_id: 'x' },
    );
    expect(octet.statusCode).toBe(201);
  });

  it('refuses comments the editor could not keep: on a missing paragraph, one id twice, a garbled date', async () => {
    const elements = [
      { id: 'p1', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'Un' }] },
    ];
    const comment = { ...comments[0], elementIndex: 0 };
    for (const [bad, path, message] of [
      [
        [{ ...comment, elementIndex: 5000 }],
        'comments.0.elementIndex',
        'paragraphe qui n’existe pas',
      ],
      [
        [{ ...comment, elementId: 'nulle-part' }],
        'comments.0.elementIndex',
        'paragraphe qui n’existe pas',
      ],
      [[comment, comment], 'comments.1.id', 'même identifiant'],
      [[{ ...comment, date: '9999-99-99T99:99:99Z' }], 'comments.0.date', 'date ISO'],
    ] as const) {
      const response = await importJson(
        owner,
        JSON.stringify(exportFile({ elements, comments: bad })),
      );
      expect(response.statusCode, path).toBe(400);
      expect(response.body, path).toContain(path);
      expect(response.body, path).toContain(message);
    }
    const fine = await importJson(
      owner,
      JSON.stringify(exportFile({ elements, comments: [comment] })),
    );
    expect(fine.statusCode).toBe(201);
  });

  it('refuses a file in another encoding than UTF-8, and the « � » such text leaves', async () => {
    const text = JSON.stringify(exportFile({ title: 'Hélène' }));
    const latin1 = await importFile(owner, {
      name: 'contrat.json',
      type: 'application/json',
      content: Buffer.from(text, 'latin1'),
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().error.message).toContain('le fichier n’est pas encodé en UTF-8');
    const replaced = await importJson(owner, text.replace('Hélène', 'H\ufffdl\ufffdne'));
    expect(replaced.statusCode).toBe(400);
  });

  it('refuses what entities decode to: bidi overrides, control characters, noncharacters', async () => {
    const before = await t.countContracts();
    const html = (text: string) => [{ type: 'paragraph', style: 'ContractBody', text }];
    // Plain text is not markup: « &#x202E; » in a title stays those eight characters, decoded by
    // nothing. Only the specification's HTML elements decode entities.
    const literal = await importJson(
      owner,
      JSON.stringify(exportFile({ title: '<b>x</b>Contrat &#x202E;fdp.exe' })),
    );
    expect(literal.statusCode).toBe(201);
    const stored = await storedRow(literal.json().contractId);
    expect(stored.title).toMatch(/^<b>x<\/b>Contrat &#x202E;fdp\.exe/);
    expect(stored.title).not.toContain('\u202e');
    for (const [overrides, path] of [
      [{ elements: html('<p>abc&#x202E;def&#xFFFF;</p>') }, 'elements.0.runs.0.text'],
      [{ elements: html('<p>abc&#1;</p>') }, 'elements.0.runs.0.text'],
    ] as const) {
      const response = await importJson(owner, JSON.stringify(exportFile(overrides)));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.fields, path).toEqual([
        { path, message: expect.stringContaining('caractère invalide') },
      ]);
    }
    expect(await t.countContracts()).toBe(before + 1);
    // Entities that decode to ordinary text still import.
    const fine = await importJson(
      owner,
      JSON.stringify(exportFile({ elements: html('<p>Prix &lt; 10&nbsp;€ &#233;t&#233;</p>') })),
    );
    expect(fine.statusCode).toBe(201);
  });

  it('answers 401 without a session, 404 for another account or an unknown id', async () => {
    const id = await saveContract(owner);
    expect((await callAs(t.app, NOBODY, 'GET', `/api/contracts/export/${id}`)).statusCode).toBe(
      401,
    );
    expect(
      (await callAs(t.app, other, 'GET', `/api/contracts/export/${id}`)).json().error.code,
    ).toBe('CONTRACT_NOT_FOUND');
    expect(
      (
        await callAs(
          t.app,
          owner,
          'GET',
          '/api/contracts/export/00000000-0000-4000-8000-000000000000',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await callAs(t.app, owner, 'GET', '/api/contracts/export/pas-un-uuid')).statusCode,
    ).toBe(404);
    const before = await t.countContracts();
    const anonymous = await importJson(NOBODY, JSON.stringify(exportFile()));
    expect(anonymous.statusCode).toBe(401);
    expect(await t.countContracts()).toBe(before);
  });

  it('a visitor with an anonymous session neither exports nor imports (docs/product.md §6: an account’s)', async () => {
    const visitor = await anonymousVisitor(t.app);
    const own = await saveContract(visitor);
    for (const id of [own, await saveContract(owner)]) {
      const exported = await callAs(t.app, visitor, 'GET', `/api/contracts/export/${id}`);
      expect(exported.statusCode).toBe(403);
      expect(exported.json().error.code).toBe('ACCOUNT_REQUIRED');
    }
    const before = await t.countContracts();
    const imported = await importJson(visitor, JSON.stringify(exportFile()));
    expect(imported.statusCode).toBe(403);
    expect(imported.json().error).toEqual({
      code: 'ACCOUNT_REQUIRED',
      message: 'Cette action demande un compte\u00a0: connectez-vous ou créez-en un.',
    });
    const uploaded = await importFile(visitor, {
      name: 'contrat.json',
      type: 'application/json',
      content: JSON.stringify(exportFile()),
    });
    expect(uploaded.statusCode).toBe(403);
    expect(await t.countContracts()).toBe(before);
  });

  it('static routes do not clash with /contracts/:id', async () => {
    const id = await saveContract(owner);
    expect((await callAs(t.app, owner, 'GET', `/api/contracts/${id}`)).json().id).toBe(id);
    expect((await callAs(t.app, owner, 'GET', `/api/contracts/export/${id}`)).json().format).toBe(
      'clausier-contract',
    );
    expect((await callAs(t.app, owner, 'GET', '/api/contracts/import')).statusCode).toBe(404);
    expect((await callAs(t.app, owner, 'GET', '/api/contracts/export')).statusCode).toBe(404);
  });

  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const bad: Array<
    [string, { name: string; type: string; content: string | Buffer }, number, RegExp]
  > = [
    [
      'a PDF',
      { name: 'contrat.pdf', type: 'application/pdf', content: '%PDF-1.7' },
      415,
      /^Le fichier doit être au format JSON$/,
    ],
    [
      'a text file',
      { name: 'contrat.txt', type: 'text/plain', content: '{}' },
      415,
      /^Le fichier doit être au format JSON$/,
    ],
    [
      'broken JSON',
      { name: 'c.json', type: 'application/json', content: '{"format": "clausier-contract",' },
      400,
      /pas un JSON valide/,
    ],
    ['an empty file', { name: 'c.json', type: 'application/json', content: '' }, 400, /vide/],
    [
      'another JSON',
      { name: 'c.json', type: 'application/json', content: '{"hello": "world"}' },
      400,
      /pas un contrat valide/,
    ],
    [
      'a JSON array',
      { name: 'c.json', type: 'application/json', content: '[1,2,3]' },
      400,
      /pas un contrat valide/,
    ],
    [
      'a future version',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(exportFile({ version: 2 })),
      },
      400,
      /pas un contrat valide/,
    ],
    [
      'an invalid draft',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(exportFile({ form_data: { ...formData, exclusivite: 'oui' } })),
      },
      400,
      /pas un contrat valide/,
    ],
    [
      'unknown fields',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(exportFile({ owner_id: 'moi' })),
      },
      400,
      /pas un contrat valide/,
    ],
    [
      'deep nesting',
      { name: 'c.json', type: 'application/json', content: deep(100_000) },
      400,
      /trop imbriqué/,
    ],
    [
      '__proto__',
      {
        name: 'c.json',
        type: 'application/json',
        content: `{"format":"clausier-contract","version":1,"title":"x","form_data":{"auteur_type":"Personne physique","__proto__":{"isAdmin":true}}}`,
      },
      400,
      /__proto__/,
    ],
    [
      'constructor.prototype',
      {
        name: 'c.json',
        type: 'application/json',
        content: '{"constructor":{"prototype":{"polluted":true}}}',
      },
      400,
      /interdite/,
    ],
    [
      '100,000 items',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(exportFile({ elements: Array.from({ length: 100_000 }, () => 0) })),
      },
      400,
      /5000 éléments/,
    ],
    [
      'more than 1 MiB',
      { name: 'c.json', type: 'application/json', content: Buffer.alloc(1024 * 1024 + 10, 0x20) },
      413,
      /1 Mo/,
    ],
    // PostgreSQL refuses both in jsonb/text: stored, they answered 500 there.
    [
      'a NUL character',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(exportFile({ title: 'a\u0000b' })),
      },
      400,
      /caractère invalide/,
    ],
    [
      'a lone surrogate',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(exportFile({ form_data: { ...formData, remuneration: '\ud800' } })),
      },
      400,
      /caractère invalide/,
    ],
    // The rules of the day apply to an import as to any answers: ages and dates.
    [
      'a birth date in the year 3000',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(
          exportFile({
            form_data: {
              ...formData,
              auteur_info: { ...formData.auteur_info, date_naissance: '3000-01-01' },
            },
          }),
        ),
      },
      400,
      /pas un contrat valide/,
    ],
    [
      'a contract dated in 2999',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(
          exportFile({ form_data: { ...formData, date_contrat: '2999-01-01' } }),
        ),
      },
      400,
      /pas un contrat valide/,
    ],
    // The assignee follows the profile's format rules there too (a capital of « -5 € »).
    [
      'an assignee whose capital is negative',
      {
        name: 'c.json',
        type: 'application/json',
        content: JSON.stringify(
          exportFile({
            form_data: {
              ...formData,
              entreprise_info: { type: 'legal_entity', nom: 'ACME', capital: '-5 €' },
            },
          }),
        ),
      },
      400,
      /pas un contrat valide/,
    ],
    [
      'invalid UTF-8 bytes',
      { name: 'c.json', type: 'application/json', content: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
      400,
      /importation/,
    ],
  ];

  it.each(bad)(
    'refuses %s with a French error and stores nothing',
    async (_name, file, status, message) => {
      const before = await t.countContracts();
      const response = await importFile(owner, file);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toMatch(message);
      expect(await t.countContracts()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
  );

  it('refuses hostile JSON bodies the same way', async () => {
    const before = await t.countContracts();
    for (const content of [
      deep(40),
      '{"__proto__":{"x":1}}',
      'pas du json',
      `[${'0,'.repeat(6000)}0]`,
    ]) {
      const response = await importJson(owner, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(
        /^Erreur lors de l’importation du contrat\u00a0: /,
      );
    }
    const huge = await importJson(owner, `"${'x'.repeat(1024 * 1024 + 1)}"`);
    expect(huge.statusCode).toBe(413);
    const textPlain = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/import',
      headers: { ...headersFor(owner), 'content-type': 'text/plain' },
      payload: JSON.stringify(exportFile()),
    });
    expect(textPlain.statusCode).toBe(415);
    expect(await t.countContracts()).toBe(before);
  });

  it('keeps plain text as written; the specification’s HTML loses every script and event handler', async () => {
    const hostile = exportFile({
      title: 'Titre <script>alert(1)</script>',
      form_data: {
        ...formData,
        description_oeuvre:
          'Affiche <img src=x onerror=alert(1)> <<script>script>alert(2)<</script>/script>',
      },
      elements: [
        {
          id: 'p1',
          type: 'paragraph',
          style: 'ContractBody',
          runs: [{ text: '<script>document.cookie</script>Texte' }],
        },
        {
          type: 'paragraph',
          style: 'ContractBody',
          text: '<p style="text-align:center" onclick="x"><strong>Gras</strong><script>alert(3)</script><a href="javascript:alert(4)">lien</a></p>',
        },
      ],
      comments: [
        {
          ...comments[0],
          elementIndex: 1,
          text: '<iframe src="https://evil.example"></iframe>Note',
        },
      ],
    });
    const response = await importFile(owner, {
      name: 'h.json',
      type: 'application/json',
      content: JSON.stringify(hostile),
    });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(response.json().contractId);
    // Plain text is data, escaped wherever it is shown, as when typed in the app: word for word.
    expect(row.title).toMatch(
      new RegExp(`^Titre <script>alert\\(1\\)</script> ${IMPORTED_MARK}$`, 'u'),
    );
    const elementsStored =
      typeof row.elements === 'string' ? JSON.parse(row.elements) : row.elements;
    expect(elementsStored[0].runs[0].text).toBe('<script>document.cookie</script>Texte');
    for (const needle of ['<script', 'onclick', 'javascript:', 'style='])
      expect(JSON.stringify(elementsStored[1]).toLowerCase()).not.toContain(needle);
    // The specification's HTML element became the model at the import's edge: runs, no markup.
    expect(elementsStored[1]).toEqual({
      id: 'element-2',
      type: 'paragraph',
      style: 'ContractBody',
      align: 'center',
      runs: [{ text: 'Gras', bold: true }, { text: 'lien' }],
    });
  });
});
