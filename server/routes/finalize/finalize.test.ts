import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import {
  anonymousVisitor,
  callAs,
  NOBODY,
  signUp,
  type Caller,
} from '@server/test-support/sessions';

describe.each(APP_BACKENDS)('GET /api/contracts/:id/finalize (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;
  let other: Caller;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'finalise@example.fr');
    other = await signUp(t.app, 'autre-finalise@example.fr');
  });
  afterAll(async () => t?.close());

  const save = async (contractData: object) =>
    (
      await callAs(t.app, owner, 'POST', '/api/contracts', {
        contractData,
        title: 'À finaliser',
        fromStep6: true,
      })
    ).json().id as string;

  it('gives the form_data and the step-6 checklist of an incomplete contract', async () => {
    const id = await save({
      auteur_type: 'Personne physique',
      type_contrat: ["Auteur (droits d'auteur)"],
      type_cession: 'Onéreuse',
      auteur_info: { nom: 'Durand', prenom: 'Camille' },
      description_oeuvre: 'Une affiche',
    });
    const response = await callAs(t.app, owner, 'GET', `/api/contracts/${id}/finalize`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      title: 'À finaliser',
      from_step6: true,
      version: 1,
      readiness: { ready: false },
    });
    // The list of what is missing, each with its label and step.
    const missing = response.json().readiness.missing as {
      key: string;
      label: string;
      step?: number;
    }[];
    expect(missing.map((f) => [f.key, f.step ?? null])).toEqual([
      ['auteur_info.gentille', 3],
      ['auteur_info.date_naissance', 3],
      // The flat fee's L131-4 ground is an answer (LEGAL J2).
      ['forfait_motifs', 5],
      ['remuneration', 5],
      ['entreprise_info', null],
    ]);
    const lines = response.json().readiness.lines as { item: string; ok: boolean }[];
    expect(lines.map((l) => [l.item, l.ok])).toEqual([
      ['contractType', true],
      ['parties', false],
      ['descriptions', true],
      ['price', false],
      ['assignee', false],
    ]);
    expect(response.json().form_data.auteur_info.nom).toBe('Durand');
  });

  it('says ready once the missing fields are completed', async () => {
    const id = await save({
      auteur_type: 'Personne morale',
      type_contrat: ["Image (droit à l'image)"],
      auteur_info: { nom: 'Studio Lumière', forme_juridique: 'SARL' },
      description_image: 'Portrait',
      entreprise_info: { type: 'legal_entity', nom: 'ACME', forme_juridique: 'SAS' },
    });
    const response = await callAs(t.app, owner, 'GET', `/api/contracts/${id}/finalize`);
    expect(response.json().readiness.ready).toBe(true);
  });

  it('answers 401 without a session, 403 to a visitor and 404 to another account', async () => {
    const id = await save({ auteur_type: 'Personne physique' });
    expect((await callAs(t.app, NOBODY, 'GET', `/api/contracts/${id}/finalize`)).statusCode).toBe(
      401,
    );
    const foreign = await callAs(t.app, other, 'GET', `/api/contracts/${id}/finalize`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('CONTRACT_NOT_FOUND');
    // The finalisation page is an account's (docs/product.md §6): a visitor is refused before
    // any contract is looked up, so whose contract it is tells them nothing either.
    const visitor = await anonymousVisitor(t.app);
    const refused = await callAs(t.app, visitor, 'GET', `/api/contracts/${id}/finalize`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_REQUIRED');
    expect(
      (
        await callAs(
          t.app,
          owner,
          'GET',
          '/api/contracts/00000000-0000-4000-8000-000000000000/finalize',
        )
      ).statusCode,
    ).toBe(404);
  });
});
