import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR, CREATOR_CLIENT, creatorDraft } from '@core/templates/test-drafts';
import { APP_BACKENDS } from '@server/auth/test-support';
import { pdfPages } from '@server/render/fixtures/read-pdf';
import { createCustomApp } from '@server/test-support/custom-app';
import { callAs, fieldsOf, signUp, type Caller } from '@server/test-support/sessions';
import { signerSide } from '@server/test-support/signing';
import { confirmAddress, startSmtpSink, type SmtpSink } from '@server/test-support/smtp-sink';

/** One line of text: a word hyphenated at a line's end (a soft hyphen) is joined again. */
const flat = (s: string) => s.replace(/\u00ad\s*/g, '').replace(/\s+/g, ' ');

/**
 * A creator's contract signed online from end to end (core/rules/sides.ts): the photographer
 * sends her own contract, signs in the author's slot as « le Cédant » with her own address, and
 * her client's representative signs as « le Cessionnaire » — each with the code e-mailed to them
 * through the real SMTP — and the sealed PDF, read back with pdftotext, names each signer in
 * their own capacity.
 */
describe.each(APP_BACKENDS)('a creator’s contract signed online (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let creator: Caller;
  const creatorEmail = `photographe-${backend}@exemple.test`;
  const clientEmail = `domaine-${backend}@exemple.test`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    creator = await signUp(t.app, creatorEmail);
    await confirmAddress(t.app, sink, creatorEmail);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, body?: object) =>
    callAs(t.app, creator, method, url, body);

  it('she signs as the Cédant, her client as the Cessionnaire, and the sealed PDF says so', async () => {
    const profile = await call('POST', '/api/user-profile', {
      physical_person: { ...CREATOR, is_configured: true },
      selected_entity_type: 'physical_person',
      side: 'cedant',
      version: 0,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const saved = await call('POST', '/api/contracts', {
      contractData: creatorDraft({ lieu_signature: 'Angers' }),
      title: 'Photos du mariage',
      isDraft: false,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const contractId = (saved.json() as { id: string }).id;

    // The slots follow the side: hers is the author's, with her address; her client's is the
    // grantee's, left for her to fill.
    const suggested = await call('GET', `/api/contracts/${contractId}/signatories`);
    expect(suggested.statusCode, suggested.body).toBe(200);
    const { signatories } = suggested.json() as {
      signatories: { slot: string; role: string; name: string; email: string }[];
    };
    expect(signatories).toEqual([
      {
        slot: 'auteur',
        role: 'cedant',
        roleLabel: 'Cédant',
        name: 'Mme Inès Lambert',
        email: creatorEmail,
      },
      {
        slot: 'cessionnaire',
        role: 'cessionnaire',
        // The person who signs for her client, as the contract's signature line names them.
        roleLabel: 'Gérant de la société Domaine des Tilleuls, Cessionnaire',
        name: 'M. Luc Garnier',
        email: '',
      },
    ]);

    // Her own address is hers to sign with, never her client's (LEGAL J20).
    const swapped = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
      signers: [
        { ...signatories[0]!, email: clientEmail },
        { ...signatories[1]!, email: creatorEmail },
      ],
    });
    expect(swapped.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(swapped))).toEqual(['signers.1.email']);

    const created = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
      signers: [signatories[0]!, { ...signatories[1]!, email: clientEmail }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = (created.json() as { id: string }).id;
    const side = signerSide(t.app, t.config, sink);
    const [mine, theirs] = await side.signers(requestId);
    expect([mine!.email, theirs!.email]).toEqual([creatorEmail, clientEmail]);

    // Each is asked to confirm the sentence of their own capacity.
    const consentOf = async (token: string) =>
      ((await side.call('GET', `/api/sign/${token}`)).json() as { consentText: string })
        .consentText;
    expect(await consentOf(mine!.token)).toContain('cette signature électronique m’engage');
    expect(await consentOf(theirs!.token)).toContain(
      'au nom de la société Domaine des Tilleuls, en qualité de gérant',
    );

    // Both sign through the public routes, each with the code e-mailed to them.
    const hers = await side.sign(mine!.token, creatorEmail, mine!.name);
    expect(hers.statusCode, hers.body).toBe(200);
    const client = await side.sign(theirs!.token, clientEmail, theirs!.name);
    expect(client.statusCode, client.body).toBe(200);
    expect((await t.app.repositories.signatures.find(requestId))?.status).toBe('completed');

    // The sealed PDF: the parties as the contract names them, each signature in its capacity.
    const sealed = await call('GET', `/api/signature-requests/${requestId}/pdf`);
    expect(sealed.statusCode).toBe(200);
    const pages = pdfPages(sealed.rawPayload).map(flat);
    const dossierStart = pages.findIndex((p) =>
      p.includes('Dossier de preuve de la signature électronique'),
    );
    expect(dossierStart).toBeGreaterThan(0);
    const contract = pages.slice(0, dossierStart).join(' ');
    expect(contract).toMatch(/Mme Inès Lambert, née le 3 mai 1991[^«]*dénommée « ?le Cédant ?»/);
    expect(contract).toMatch(/La société Domaine des Tilleuls[^«]*dénommée « ?le Cessionnaire ?»/);
    expect(contract).not.toContain('en attente de signature');
    expect(contract.match(/Signé électroniquement par/g)).toHaveLength(2);
    expect(contract).toMatch(/Signé électroniquement par Mme Inès Lambert, Cédant, le \d/);
    expect(contract).toMatch(
      /Signé électroniquement par M\. Luc Garnier, gérant de la société Domaine des Tilleuls, Cessionnaire, le \d/,
    );
    expect(contract.indexOf('électroniquement par Mme Inès Lambert')).toBeLessThan(
      contract.indexOf('électroniquement par M. Luc Garnier'),
    );
    // The evidence pages name the same signers, in the same order.
    const dossier = pages.slice(dossierStart).join(' ');
    expect(dossier).toContain('Signataire 1 sur 2 : Mme Inès Lambert');
    expect(dossier).toContain('Signataire 2 sur 2 : M. Luc Garnier');
  }, 120_000);

  it('her client’s address typed in the wizard is suggested for the client’s signature', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: creatorDraft({
        lieu_signature: 'Angers',
        entreprise_info: { ...CREATOR_CLIENT, email: ` ${clientEmail} ` },
      }),
      title: 'Photos du baptême',
      isDraft: false,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as { id: string };
    const suggested = await call('GET', `/api/contracts/${id}/signatories`);
    const { signatories } = suggested.json() as { signatories: { slot: string; email: string }[] };
    expect(signatories.map(({ slot, email }) => [slot, email])).toEqual([
      ['auteur', creatorEmail],
      ['cessionnaire', clientEmail],
    ]);
  });
});
