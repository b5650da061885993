import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_EXPORT_FORMAT, CONTRACT_EXPORT_VERSION } from '@core/schemas/contract-export';
import { emptyDraft } from '@core/answers/empty-records';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import {
  answerProblems,
  listRoutes,
  mutations,
  storedState,
  withKeyEverywhere,
  type RouteInfo,
} from '../test-support/fuzz-support';
import {
  anonymousVisitor,
  callAs,
  headersFor,
  NOBODY,
  signUp,
  type Caller,
} from '../test-support/sessions';
import { multipartBody } from './contract-transfer/multipart.test-support';

/**
 * Hostile input on EVERY /api route (listed from the router, so a new route is fuzzed without
 * being named here), as a signed-in user, an anonymous visitor and with no session: arbitrary
 * JSON, wrong types in each field, prototype keys at every level, odd content types, huge and
 * malformed bodies, hostile path params and query strings. Whatever comes in: never a 5xx,
 * a 4xx is French JSON with the security headers, a refused write stores nothing, and the
 * server still answers /api/health.
 */
const AUTH_URLS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/anonymous',
  '/api/auth/get-session',
];

/**
 * The sign-up mutations hash a password each (a duplicate address is answered like a creation,
 * hash included, so its timing does not reveal the account) and score it with zxcvbn.
 */
const SLOW_FUZZ_TIMEOUT = 180_000;

const draft = emptyDraft();
const validBodies = (url: string, version: number): unknown[] => {
  if (url.endsWith('/signature-requests'))
    return [
      {
        order: 'parallel',
        signers: [{ slot: 'auteur', role: 'cedant', name: 'Léa Durand', email: 'lea@example.fr' }],
      },
    ];
  switch (url) {
    case '/api/contracts':
      return [
        {
          contractData: { ...draft, description_oeuvre: 'Photo' },
          title: 'Titre',
          isDraft: true,
          fromStep6: false,
          user_id: 'u',
        },
      ];
    case '/api/contracts/:id':
      return [
        { title: 'Titre', is_draft: false, preserve_data: true, version },
        {
          title: 'Titre',
          comments: [{ id: 'c1', elementIndex: 0, text: 'Note', date: '2024-01-01T00:00:00Z' }],
          version,
        },
      ];
    case '/api/contracts/import':
      return [
        {
          format: CONTRACT_EXPORT_FORMAT,
          version: CONTRACT_EXPORT_VERSION,
          title: 'Importé',
          is_draft: true,
          from_step6: false,
          form_data: draft,
        },
      ];
    case '/api/migrate-user-data':
      return [
        {
          authenticated_id: 'a',
          anonymous_id: 'b',
          draft_contract_id: 'c',
          security_verified: true,
        },
      ];
    case '/api/user-profile':
      return [
        {
          physical_person: { nom: 'Durand', prenom: 'Léa', is_configured: true },
          selected_entity_type: 'physical_person',
        },
      ];
    case '/api/clients':
    case '/api/clients/:id':
      return [{ type: 'physical_person', gentille: 'Mme', nom: 'Martin', prenom: 'Zoé', version }];
    case '/api/feedback':
      return [{ message: 'Très pratique' }];
    case '/api/contracts/:id/end-of-term':
      return [{ kind: 'image' }];
    case '/api/contracts/:id/reminders':
      return [{ enabled: false }];
    case '/api/analyze':
      return [{ description: 'Une photo de mariage' }];
    case '/api/preview':
      return [draft];
    case '/api/generate-pdf':
    case '/api/generate-docx':
      return [{ contractData: draft, filename: 'contrat' }];
    case '/api/auth/sign-up/email':
      return [{ email: 'fuzz@example.fr', password: 'mot-de-passe-solide-42', name: 'Fuzz' }];
    case '/api/auth/sign-in/email':
      return [{ email: 'fuzz@example.fr', password: 'mot-de-passe-solide-42' }];
    default:
      return [{}];
  }
};

const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  [],
  {},
  [1, 'a'],
  'x'.repeat(20_000),
  '',
  'NaN',
  '-Infinity',
  '2024-02-30T25:61:00Z',
  '31/12/2024',
  '<img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u202e\u200fRTL',
  '\ud800',
];

const HOSTILE_IDS = [
  'x'.repeat(5000),
  'é💥\u202e',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'not-a-uuid',
  '%ZZ',
  '%F0%9F',
  '%2e%2e',
];

type Attack = {
  label: string;
  method: string;
  url: string;
  caller: Caller;
  payload?: string | Buffer;
  headers?: Record<string, string>;
};

describe.each(APP_BACKENDS)('fuzz de toute l’API /api (%s)', (backend) => {
  const runs = backend === 'postgres' ? 4 : 10;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let routes: RouteInfo[];
  let callers: Caller[];
  let user: Caller;
  const ids: Record<string, { own: string; foreign: string }> = {};
  /** One example per route and kind of problem (the first input that showed it). */
  const problems = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await signUp(t.app, 'proprietaire@example.fr');
    const other = await signUp(t.app, 'autre@example.fr');
    callers = [user, await anonymousVisitor(t.app), NOBODY];
    const contract = async (c: Caller) =>
      (await callAs(t.app, c, 'POST', '/api/contracts', { contractData: draft })).json()
        .id as string;
    const client = async (c: Caller) =>
      (
        await callAs(t.app, c, 'POST', '/api/clients', {
          type: 'legal_entity',
          nom: 'ACME',
          forme_juridique: 'SAS',
        })
      ).json().client.id as string;
    ids.contract = { own: await contract(user), foreign: await contract(other) };
    ids.client = { own: await client(user), foreign: await client(other) };
    routes = listRoutes(t.app).filter((r) => r.url.startsWith('/api'));
  });
  afterAll(async () => t?.close());

  const concreteUrls = (route: RouteInfo): string[] =>
    route.url === '/api/auth/*'
      ? AUTH_URLS
      : [
          route.url.replace(
            ':id',
            ids[route.url.startsWith('/api/clients') ? 'client' : 'contract']?.own ?? 'x',
          ),
        ];

  /** Sends one attack and records what is wrong with the answer and with the stored rows. */
  async function attack(a: Attack, expectStatus?: number) {
    const writes = a.method !== 'GET';
    const before = writes ? await storedState(t.database) : '';
    const response = await t.app.inject({
      method: a.method as 'GET',
      url: a.url,
      headers: { ...headersFor(a.caller), ...a.headers },
      ...(a.payload === undefined ? {} : { payload: a.payload }),
    });
    const where = `${a.method} ${a.url.slice(0, 80)} [${a.caller.name}] ${a.label.slice(0, 80)}`;
    const ownShape = a.url.startsWith('/api/auth/');
    const found = answerProblems(response, ownShape);
    if (expectStatus && response.statusCode !== expectStatus) found.push(`attendu ${expectStatus}`);
    if (
      writes &&
      response.statusCode >= 400 &&
      !ownShape &&
      (await storedState(t.database)) !== before
    ) {
      found.push('des données ont changé');
    }
    for (const problem of found) {
      const kind = `${a.method} ${a.url.slice(0, 60)} ${response.statusCode} ${problem.slice(0, 120)}`;
      if (!problems.has(kind)) problems.set(kind, `${where} → ${response.statusCode} ${problem}`);
    }
    return response;
  }

  const json = (
    label: string,
    route: RouteInfo,
    url: string,
    caller: Caller,
    body: string,
  ): Attack => ({
    label,
    method: route.method,
    url,
    caller,
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
  const bodyRoutes = () => routes.filter((r) => r.method === 'POST' || r.method === 'PUT');
  const report = () => {
    const found = [...problems.values()];
    problems.clear();
    expect(found.slice(0, 60)).toEqual([]);
  };

  it('covers every route the brief names (the list comes from the router)', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /api/contracts',
      'GET /api/contracts',
      'GET /api/contracts/:id',
      'PUT /api/contracts/:id',
      'DELETE /api/contracts/:id',
      'GET /api/contracts/:id/elements',
      'GET /api/contracts/:id/finalize',
      'GET /api/contracts/export/:id',
      'POST /api/contracts/import',
      'POST /api/migrate-user-data',
      'GET /api/user-profile',
      'POST /api/user-profile',
      'GET /api/clients',
      'POST /api/clients',
      'PUT /api/clients/:id',
      'DELETE /api/clients/:id',
      'POST /api/feedback',
      'POST /api/analyze',
      'POST /api/preview',
      'POST /api/generate-pdf',
      'POST /api/generate-docx',
      'GET /api/auth-providers',
      'GET /api/health',
      'GET /api/legal-info',
      'POST /api/auth/*',
    ])
      expect(names).toContain(expected);
  });

  it('arbitrary JSON values (fast-check), deep nesting and odd unicode', async () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 5 }),
      fc.dictionary(fc.string({ unit: 'binary', maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), {
        maxKeys: 6,
      }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    for (const route of bodyRoutes()) {
      for (const url of concreteUrls(route)) {
        if (route.url === '/api/generate-pdf') continue; // same body schema as generate-docx, fuzzed there
        await fc.assert(
          fc.asyncProperty(value, fc.constantFrom(...callers), async (body, caller) => {
            await attack(json('fc.jsonValue', route, url, caller, JSON.stringify(body) ?? 'null'));
          }),
          { numRuns: runs },
        );
        const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
        const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
        for (const [label, body] of [
          ['20 000 listes imbriquées', deep],
          ['5 000 objets imbriqués', deepObject],
        ] as const) {
          await attack(json(label, route, url, user, body));
        }
      }
    }
    report();
  });

  it(
    'each field of a valid body replaced by a wrong type, a huge, odd or hostile value',
    async () => {
      for (const route of bodyRoutes()) {
        for (const url of concreteUrls(route)) {
          const depth = route.url === '/api/generate-pdf' ? 1 : 2; // PDF layout is slow; docx shares its schema
          for (const valid of validBodies(url, 1)) {
            for (const wrong of WRONG_VALUES) {
              for (const { path, body } of mutations(valid, wrong, depth)) {
                await attack(
                  json(
                    `${path} = ${JSON.stringify(wrong)?.slice(0, 30)}`,
                    route,
                    url,
                    user,
                    JSON.stringify(body),
                  ),
                );
              }
            }
            // Unknown fields are refused by strict schemas (better-auth's endpoints have their own rules).
            // /api/verify takes a PDF file, never JSON: 415 whatever the JSON says.
            const strict = url.startsWith('/api/auth/')
              ? undefined
              : url === '/api/verify'
                ? 415
                : 400;
            await attack(
              json(
                'champ inconnu',
                route,
                url,
                user,
                JSON.stringify({ ...(valid as object), champ_inconnu: 1 }),
              ),
              strict,
            );
            await attack(
              json(
                'doublon de clé',
                route,
                url,
                user,
                JSON.stringify(valid).replace(/^\{/, '{"title":1,"message":[],'),
              ),
            );
            for (const [key] of Object.entries(valid as object).slice(0, 6)) {
              const huge = JSON.stringify({ ...(valid as object), [key]: 'é'.repeat(450_000) });
              await attack(json(`${key} = 900 Ko`, route, url, user, huge));
            }
          }
        }
      }
      report();
    },
    SLOW_FUZZ_TIMEOUT,
  );

  it('__proto__, constructor and prototype keys at every level', async () => {
    for (const route of bodyRoutes()) {
      for (const url of concreteUrls(route)) {
        for (const valid of validBodies(url, 1)) {
          for (const key of ['__proto__', 'constructor', 'prototype']) {
            for (const caller of callers)
              await attack(
                json(`${key} partout`, route, url, caller, withKeyEverywhere(valid, key)),
              );
          }
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    report();
  });

  it(
    'content types, empty, malformed and 2 MiB bodies',
    async () => {
      const twoFiles = (() => {
        const one = multipartBody({ name: 'a.json', type: 'application/json', content: '{}' });
        const boundary = /boundary=(.*)$/.exec(one.contentType)?.[1] ?? '';
        const second = `--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.json"\r\nContent-Type: application/json\r\n\r\n{}\r\n`;
        return {
          contentType: one.contentType,
          payload: Buffer.concat([Buffer.from(second), one.payload]),
        };
      })();
      const noFile = {
        contentType: 'multipart/form-data; boundary=zz',
        payload: '--zz\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nu\r\n--zz--\r\n',
      };
      const cases: [string, Record<string, string>, string | Buffer | undefined][] = [
        ['text/plain', { 'content-type': 'text/plain' }, 'bonjour'],
        [
          'formulaire urlencoded',
          { 'content-type': 'application/x-www-form-urlencoded' },
          'a=1&a=2&__proto__[x]=1',
        ],
        ['multipart sans fichier', { 'content-type': noFile.contentType }, noFile.payload],
        [
          'multipart avec deux fichiers',
          { 'content-type': twoFiles.contentType },
          twoFiles.payload,
        ],
        ['multipart sans boundary', { 'content-type': 'multipart/form-data' }, 'xx'],
        [
          'JSON charset=latin1',
          { 'content-type': 'application/json; charset=latin1' },
          '{"message":"caf\xe9"}',
        ],
        ['JSON charset=utf-16', { 'content-type': 'application/json; charset=utf-16' }, '{}'],
        ['type absent avec un corps', {}, '{"message":"x"}'],
        ['type vide', { 'content-type': '' }, '{}'],
        ['type absurde', { 'content-type': ';;;/;' }, '{}'],
        ['corps vide', { 'content-type': 'application/json' }, ''],
        ['JSON malformé', { 'content-type': 'application/json' }, '{"a": [1, 2,, }'],
        ['JSON tronqué', { 'content-type': 'application/json' }, '{"title": "\\ud800'],
        ['JSON null', { 'content-type': 'application/json' }, 'null'],
        [
          'octets NUL et UTF-8 invalide',
          { 'content-type': 'application/json' },
          Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x00, 0x22, 0x3a, 0x31, 0x7d]),
        ],
        [
          '2 Mio',
          { 'content-type': 'application/json' },
          JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
        ],
        ['2 Mio en text/plain', { 'content-type': 'text/plain' }, 'x'.repeat(2 * 1024 * 1024)],
        [
          'content-length faux',
          { 'content-type': 'application/json', 'content-length': '5' },
          '{"message":"bonjour"}',
        ],
      ];
      for (const route of bodyRoutes()) {
        for (const url of concreteUrls(route)) {
          for (const [label, headers, payload] of cases) {
            for (const caller of [user, NOBODY])
              await attack({ label, method: route.method, url, caller, headers, payload });
          }
        }
      }
      report();
    },
    SLOW_FUZZ_TIMEOUT,
  );

  it('hostile path params (another user’s id answers 404) and query strings with arrays', async () => {
    const withId = routes.filter((r) => r.url.includes(':id'));
    for (const route of withId) {
      const kind = route.url.startsWith('/api/clients') ? 'client' : 'contract';
      const [valid] = validBodies(route.url, 1);
      const payload =
        route.method === 'PUT' || route.method === 'POST' ? JSON.stringify(valid) : undefined;
      const headers: Record<string, string> = payload ? { 'content-type': 'application/json' } : {};
      const at = (id: string) => route.url.replace(':id', id);
      await attack(
        {
          label: 'id d’un autre',
          method: route.method,
          url: at(ids[kind]?.foreign ?? ''),
          caller: user,
          payload,
          headers,
        },
        404,
      );
      for (const id of HOSTILE_IDS) {
        for (const caller of [user, NOBODY])
          await attack({
            label: `id ${id.slice(0, 20)}`,
            method: route.method,
            url: at(id),
            caller,
            payload,
            headers,
          });
      }
    }
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const url of concreteUrls(route)) {
        for (const query of [
          'user_id=a&user_id=b',
          'filename[]=x&filename[]=y',
          `filename=${'x'.repeat(5000)}`,
          'user_id[__proto__][x]=1',
          'a=%ZZ',
          '%00=%00',
        ]) {
          await attack({
            label: query.slice(0, 30),
            method: 'GET',
            url: `${url}?${query}`,
            caller: user,
          });
        }
      }
    }
    await attack(
      {
        label: 'POST id d’un autre',
        method: 'POST',
        url: '/api/contracts',
        caller: user,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ contractData: draft, id: ids.contract?.foreign }),
      },
      404,
    );
    report();
  });

  it('still serves afterwards', async () => {
    const health = await callAs(t.app, NOBODY, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect((await callAs(t.app, user, 'GET', '/api/contracts')).statusCode).toBe(200);
  });
});
