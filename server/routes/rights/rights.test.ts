import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TIME_ZONE, isoDayOf } from '@core/rules/contract-date';
import { addYears } from '@core/rights/grants';
import type { RightsList } from '@core/rights/register';
import type { ContractDocument } from '@core/schemas/document';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { makeDraft } from '@core/templates/test-drafts';
import { BACKENDS } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import {
  callAs,
  fieldsOf,
  headersFor,
  NOBODY,
  signUp,
  type Caller,
} from '@server/test-support/sessions';

const DAY = 86_400_000;
/** The Paris day `days` from now, `years` years back: a contract dated so its term ends soon. */
const dayFromNow = (days: number, years = 0) =>
  addYears(isoDayOf(new Date(Date.now() + days * DAY), CONTRACT_TIME_ZONE), -years);

/**
 * The register from real contracts dated in the past, so that their terms end soon or have
 * ended; on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (the register joins a table of
 * its own and reads the signature requests).
 */
describe.each(BACKENDS)('rights register (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let other: Caller;
  const ids: Record<string, string> = {};

  const call = (caller: Caller, method: 'GET' | 'POST', url: string, body?: object) =>
    callAs(t.app, caller, method, url, body);

  async function save(caller: Caller, title: string, draft: object, isDraft = false) {
    const saved = await call(caller, 'POST', '/api/contracts', {
      contractData: draft,
      title,
      isDraft,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return (saved.json() as { id: string }).id;
  }

  /**
   * A request for the contract, left waiting or moved to `to`; signed by every party on
   * `completedAt` for 'completed' (the signing flow has its own suites).
   */
  async function markSent(
    caller: Caller,
    contractId: string,
    to: 'pending' | 'completed' | 'refused' | 'cancelled',
    completedAt?: string,
  ) {
    const signatures = t.app.repositories.signatures;
    const id = randomUUID();
    await signatures.insert(
      id,
      {
        ownerId: caller.userId!,
        contractId,
        title: 'signé',
        sender: 'Photographe',
        senderEmail: 'photo@exemple.test',
        order: 'parallel',
        document: { title: 'signé', elements: [] } as unknown as ContractDocument,
        documentFingerprint: 'f',
        documentPdf: new Uint8Array([1]),
        documentSha256: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
      },
      [
        {
          id: randomUUID(),
          slot: 'auteur',
          role: 'cedant',
          name: 'Léa Durand',
          email: 'lea@exemple.test',
          status: to === 'completed' ? 'signed' : 'invited',
          tokenHash: randomUUID(),
        },
      ],
    );
    if (to !== 'pending')
      expect(
        await signatures.transition(
          id,
          'pending',
          to,
          to === 'completed' ? { completed_at: completedAt } : {},
        ),
      ).toBe(true);
  }

  beforeAll(async () => {
    t = await createCustomApp(backend);
    owner = await signUp(t.app, `photographe-${backend}@exemple.test`);
    other = await signUp(t.app, `autre-${backend}@exemple.test`);
    ids.expiring = await save(owner, 'Portraits de Léa', {
      ...makeDraft({ type_contrat: [IMAGE], duree_image_annees: 1 }),
      date_contrat: dayFromNow(10, 1),
    });
    ids.expired = await save(owner, 'Campagne de printemps', {
      ...makeDraft({
        type_contrat: [IMAGE],
        duree_image_annees: 1,
        supports: ['supports_imprimes'],
      }),
      date_contrat: dayFromNow(-5, 1),
    });
    ids.legalTerm = await save(owner, 'Illustration', {
      ...makeDraft({}),
      date_contrat: dayFromNow(-40),
    });
    ids.draft = await save(owner, 'Brouillon', makeDraft({ type_contrat: [IMAGE] }), true);
    // Signed (a draft no longer, or never finalised): its term runs from the signing day.
    ids.signed = await save(
      owner,
      'Mariage signé',
      {
        ...makeDraft({ type_contrat: [AUTEUR, IMAGE], remuneration_image: '300', duree_annees: 3 }),
        date_contrat: dayFromNow(-400),
      },
      true,
    );
    await markSent(owner, ids.signed, 'completed', new Date(Date.now() - 100 * DAY).toISOString());
    // Finalised, then sent for electronic signature that never completed: nothing granted.
    const imageDraft = makeDraft({ type_contrat: [IMAGE] });
    ids.refused = await save(owner, 'Séance refusée', imageDraft);
    await markSent(owner, ids.refused, 'refused');
    ids.waiting = await save(owner, 'Séance en attente', imageDraft);
    await markSent(owner, ids.waiting, 'pending');
    ids.cancelled = await save(owner, 'Envoi annulé', imageDraft);
    await markSent(owner, ids.cancelled, 'cancelled');
    // Refused once, then signed by everyone on a second request: in the register.
    ids.resent = await save(owner, 'Renvoyé puis signé', {
      ...imageDraft,
      date_contrat: dayFromNow(-800),
    });
    await markSent(owner, ids.resent, 'refused');
    await markSent(owner, ids.resent, 'completed', new Date(Date.now() - 200 * DAY).toISOString());
    ids.others = await save(other, 'Contrat d’un autre', makeDraft({ type_contrat: [IMAGE] }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists one row per grant of the finalised or signed contracts, by end day', async () => {
    const response = await call(owner, 'GET', '/api/rights');
    expect(response.statusCode, response.body).toBe(200);
    const { today, rights: all } = response.json() as RightsList;
    expect(today).toBe(dayFromNow(0));
    // The contract signed on a second request is read in its own test below.
    const rights = all.filter((r) => r.contractId !== ids.resent);
    expect(rights.map((r) => [r.contractTitle, r.kind, r.status])).toEqual([
      ['Campagne de printemps', 'image', 'expired'],
      ['Portraits de Léa', 'image', 'expiring'],
      ['Mariage signé', 'copyright', 'active'],
      ['Mariage signé', 'image', 'active'],
      ['Illustration', 'copyright', 'active'],
    ]);
    const expiring = rights[1]!;
    expect(expiring).toMatchObject({
      contractId: ids.expiring,
      grantors: ['Léa Durand'],
      grantee: 'ACME Médias',
      startsOn: dayFromNow(10, 1),
      startsFrom: 'contract_date',
      endsOn: dayFromNow(10),
      signed: false,
      endOfTermDoneOn: null,
    });
    expect(rights[0]!.endOfTerm).toEqual({ withdrawalDays: 30, printedCopies: true });
    const signedDay = isoDayOf(new Date(Date.now() - 100 * DAY), CONTRACT_TIME_ZONE);
    expect(rights[2]).toMatchObject({
      signed: true,
      startsFrom: 'signature',
      startsOn: signedDay,
      endsOn: addYears(signedDay, 3),
    });
    expect(rights[4]).toMatchObject({ term: 'legal_term', endsOn: null, years: null });
  });

  it('leaves out what was sent for electronic signature and not signed by everyone', async () => {
    const { rights } = (await call(owner, 'GET', '/api/rights')).json() as RightsList;
    const titles = rights.map((r) => r.contractTitle);
    for (const title of ['Séance refusée', 'Séance en attente', 'Envoi annulé'])
      expect(titles).not.toContain(title);
    const resent = rights.filter((r) => r.contractId === ids.resent);
    const signedDay = isoDayOf(new Date(Date.now() - 200 * DAY), CONTRACT_TIME_ZONE);
    expect(resent).toMatchObject([{ signed: true, startsOn: signedDay }]);
    for (const id of [ids.refused, ids.waiting]) {
      const renewal = await call(owner, 'POST', `/api/contracts/${id}/renewal`, {});
      expect(renewal.statusCode).toBe(409);
      expect(renewal.json().error.message).toMatch(/signature électronique en attente ou refusée/);
    }
  });

  it('shows another account nothing of the owner, and the owner nothing of theirs', async () => {
    const theirs = (await call(other, 'GET', '/api/rights')).json() as RightsList;
    expect(theirs.rights.map((r) => r.contractTitle)).toEqual(['Contrat d’un autre']);
    expect((await call(NOBODY, 'GET', '/api/rights')).statusCode).toBe(401);
    for (const path of ['renewal', 'end-of-term']) {
      const response = await call(other, 'POST', `/api/contracts/${ids.expired}/${path}`, {
        kind: 'image',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Ce contrat n’existe pas.');
    }
  });

  it('renews a grant: a new draft of the owner with the same answers, dated the end day', async () => {
    const response = await call(owner, 'POST', `/api/contracts/${ids.expiring}/renewal`, {});
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    const stored = (await call(owner, 'GET', `/api/contracts/${id}`)).json() as {
      title: string;
      is_draft: boolean;
      form_data: Record<string, unknown>;
    };
    expect(stored.title).toBe('Renouvellement – Portraits de Léa');
    expect(stored.is_draft).toBe(true);
    expect(stored.form_data).toMatchObject({
      date_contrat: dayFromNow(10),
      type_contrat: [IMAGE],
      duree_image_annees: 1,
      auteur_info: { nom: 'Durand', prenom: 'Léa' },
      entreprise_info: { nom: 'ACME Médias' },
    });
    // A draft is not in the register until finalised.
    const { rights } = (await call(owner, 'GET', '/api/rights')).json() as RightsList;
    expect(rights.some((r) => r.contractId === id)).toBe(false);
  });

  it('refuses in French what cannot be renewed', async () => {
    const legal = await call(owner, 'POST', `/api/contracts/${ids.legalTerm}/renewal`, {});
    expect(legal.statusCode).toBe(409);
    expect(legal.json().error.message).toMatch(
      /durée de la protection légale\u00a0: il n’y a rien/,
    );
    const draft = await call(owner, 'POST', `/api/contracts/${ids.draft}/renewal`, {});
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error.code).toBe('GRANT_NOT_REGISTERED');
    const kind = await call(owner, 'POST', `/api/contracts/${ids.expiring}/renewal`, {
      kind: 'tout',
    });
    expect(fieldsOf(kind).kind).toMatch(/Le droit visé est «\u202fimage\u202f»/);
    // No body, or a JSON null: the first fixed term to end, as with an empty object.
    const nullBody = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${ids.legalTerm}/renewal`,
      headers: { ...headersFor(owner), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode, nullBody.body).toBe(409);
    expect(nullBody.json().error.message).toMatch(/durée de la protection légale/);
    const unknown = await call(owner, 'POST', `/api/contracts/${randomUUID()}/renewal`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('marks an ended image authorisation’s checklist done, and keeps the day', async () => {
    const early = await call(owner, 'POST', `/api/contracts/${ids.expiring}/end-of-term`, {
      kind: 'image',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/court encore/);
    const copyright = await call(owner, 'POST', `/api/contracts/${ids.legalTerm}/end-of-term`, {
      kind: 'copyright',
    });
    expect(fieldsOf(copyright).kind).toMatch(/droit à l’image/);
    const missing = await call(owner, 'POST', `/api/contracts/${ids.expired}/end-of-term`, {});
    expect(missing.statusCode).toBe(400);

    const done = await call(owner, 'POST', `/api/contracts/${ids.expired}/end-of-term`, {
      kind: 'image',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ doneOn: dayFromNow(0) });
    const again = await call(owner, 'POST', `/api/contracts/${ids.expired}/end-of-term`, {
      kind: 'image',
    });
    expect(again.json()).toEqual({ doneOn: dayFromNow(0) });
    const { rights } = (await call(owner, 'GET', '/api/rights')).json() as RightsList;
    expect(rights.find((r) => r.contractId === ids.expired)?.endOfTermDoneOn).toBe(dayFromNow(0));
  });
});
