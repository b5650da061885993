import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNEE_COMPANY,
  BIRTH,
  FATHER,
  makeDraft,
  MOTHER,
  PERSON,
} from '@core/templates/test-drafts';
import { APP_BACKENDS } from '@server/auth/test-support';
import { pdfPages } from '@server/render/fixtures/read-pdf';
import { detachedFiles, pdfsig } from '@server/test-support/pdf-tools';
import { createCustomApp } from '@server/test-support/custom-app';
import { callAs, signUp, type Caller } from '@server/test-support/sessions';
import { signerSide } from '@server/test-support/signing';
import { confirmAddress, startSmtpSink, type SmtpSink } from '@server/test-support/smtp-sink';
import { TEST_ORIGIN } from '@server/test-support/sessions';

/** One line of text: a word hyphenated at a line's end (a soft hyphen) is joined again. */
const flat = (s: string) => s.replace(/\u00ad\s*/g, '').replace(/\s+/g, ' ');

/** What a paper signature block prints, which a contract signed online must not. */
const PAPER = [
  'Fait à ____',
  ', le ____',
  'Lu et approuvé',
  'paraphe chacune',
  'paraphez',
  'Paraphes',
  'Signature :',
  'exemplaires originaux',
];

/**
 * LEGAL J19 and J20 on the real routes: the PDF sent for signature and the sealed one, read back
 * with poppler, carry the electronic signature block — no handwritten place, date, initials or
 * « Lu et approuvé » — each line naming who signed, in what capacity, when, and the page of the
 * dossier de preuve; and the consent each signer confirms, shown and recorded word for word,
 * fits their capacity: a parent for their child, the child giving their agreement, a company's
 * representative for the company.
 */
describe.each(APP_BACKENDS)('the contract signed online (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'clausier-signed-copy-'));
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    owner = await signUp(t.app, `copie-${backend}@exemple.test`);
    await confirmAddress(t.app, sink, `copie-${backend}@exemple.test`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, body?: object) =>
    callAs(t.app, owner, method, url, body);

  it('a minor’s contract: « en attente de signature », then « Signé électroniquement par … », and each consent in its capacity', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: makeDraft({
        auteur_info: { ...PERSON, date_naissance: BIRTH.age14, parent1: MOTHER, parent2: FATHER },
        entreprise_info: ASSIGNEE_COMPANY,
        lieu_signature: '',
      }),
      title: 'Cession – dessin de Léa',
      isDraft: false,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const contractId = (saved.json() as { id: string }).id;
    const { signatories } = (
      await call('GET', `/api/contracts/${contractId}/signatories`)
    ).json() as { signatories: { slot: string; role: string; name: string }[] };
    expect(signatories.map((s) => s.role)).toEqual([
      'parent1',
      'parent2',
      'mineur',
      'cessionnaire',
    ]);
    const emails = signatories.map((_, i) => `copie-${backend}-${i}@exemple.test`);
    const created = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
      signers: signatories.map((s, i) => ({ ...s, email: emails[i] })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = (created.json() as { id: string }).id;
    const side = signerSide(t.app, t.config, sink);
    const signers = await side.signers(requestId);

    // The PDF sent for signature: every slot waits, nothing is left to write by hand.
    const frozen = await side.call('GET', `/api/sign/${signers[0]!.token}/pdf`);
    expect(frozen.statusCode).toBe(200);
    const sent = flat(pdfPages(frozen.rawPayload).join(' '));
    for (const s of signatories) expect(sent).toContain(`Signature électronique de ${s.name}`);
    expect(sent.match(/en attente de signature/g)).toHaveLength(4);
    expect(sent).toContain('Fait sous forme électronique');
    for (const paper of PAPER) expect(sent).not.toContain(paper);
    expect(sent).not.toContain('Signé électroniquement');

    // Each signer is asked to confirm the sentence of their capacity, and the page shows it.
    const consents = await Promise.all(
      signers.map(
        async (s) =>
          ((await side.call('GET', `/api/sign/${s.token}`)).json() as { consentText: string })
            .consentText,
      ),
    );
    const [mother, father, child, company] = consents as [string, string, string, string];
    for (const parent of [mother, father]) {
      expect(parent).toContain('au nom et pour le compte de mon enfant mineur Léa Durand');
      expect(parent).toContain('engage mon enfant');
      expect(parent).not.toContain('m’engage');
    }
    expect(child).toContain('je donne mon accord');
    expect(child).toContain('que Mme Claire Durand et M. Marc Martin signent pour moi');
    expect(child).not.toMatch(/engage/);
    expect(company).toContain('au nom de la société ACME Médias, en qualité de gérant');
    expect(company).toContain('engage la société ACME Médias');
    expect(company).not.toContain('m’engage');

    for (const [i, s] of signers.entries()) {
      const signed = await side.sign(s.token, emails[i]!, s.name);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    // What was shown is what the log and the dossier keep, word for word.
    const recorded = await t.app.repositories.signatures.signers(requestId);
    expect(recorded.map((s) => s.consentText)).toEqual(consents);
    const consented = (await t.app.repositories.signatures.events(requestId)).filter(
      (e) => e.type === 'consented',
    );
    expect(consented.map((e) => (JSON.parse(e.details ?? '{}') as { text: string }).text)).toEqual(
      consents,
    );

    // The sealed PDF: each line says who signed, in what capacity, when, and where the evidence is.
    const downloaded = await call('GET', `/api/signature-requests/${requestId}/pdf`);
    expect(downloaded.statusCode).toBe(200);
    const pages = pdfPages(downloaded.rawPayload).map(flat);
    const whole = pages.join(' ');
    const dossierStart = pages.findIndex((p) =>
      p.includes('Dossier de preuve de la signature électronique'),
    );
    expect(dossierStart).toBeGreaterThan(0);
    const signedContract = pages.slice(0, dossierStart).join(' ');
    expect(signedContract).not.toContain('en attente de signature');
    expect(signedContract.match(/Signé électroniquement par/g)).toHaveLength(4);
    for (const paper of PAPER) expect(whole).not.toContain(paper);
    for (const [i, s] of recorded.entries()) {
      const stamp = new Date(s.signedAt!).toISOString();
      const utc = `${stamp.slice(8, 10)}/${stamp.slice(5, 7)}/${stamp.slice(0, 4)} à ${stamp.slice(11, 19)} UTC`;
      const line = new RegExp(
        `Signé électroniquement par ${s.name}, [^—]+, le ${utc} — dossier de preuve, page (\\d+)`,
      ).exec(whole);
      expect(line, s.name).not.toBeNull();
      // The page named is the dossier's page that holds this signer's evidence.
      const page = Number(line![1]);
      expect(page).toBe(i + 2);
      const evidence = pages[dossierStart + page - 1]!;
      expect(evidence).toContain(`Dossier de preuve – page ${page} /`);
      expect(evidence).toContain(`Signataire ${i + 1} sur 4 : ${s.name}`);
      expect(evidence).toContain(flat(s.consentText!));
    }
    expect(whole).toMatch(
      /Signé électroniquement par M\. Paul Martin, gérant de la société ACME Médias, Cessionnaire, le/,
    );
    // The evidence pages: no initials box, no article numbers.
    const dossier = pages.slice(dossierStart).join(' ');
    expect(dossier).not.toMatch(/Article \d/);
    expect(dossier).not.toContain('Paraphes');
  }, 120_000);

  it('an adult signing in their own name keeps the consent that binds them', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: makeDraft({ lieu_signature: 'Lyon' }),
      title: 'Cession – affiche',
      isDraft: false,
    });
    const contractId = (saved.json() as { id: string }).id;
    const { signatories } = (
      await call('GET', `/api/contracts/${contractId}/signatories`)
    ).json() as { signatories: { slot: string; role: string; name: string }[] };
    const created = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
      signers: signatories.map((s, i) => ({ ...s, email: `adulte-${backend}-${i}@exemple.test` })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const side = signerSide(t.app, t.config, sink);
    const [author] = await side.signers((created.json() as { id: string }).id);
    const view = (await side.call('GET', `/api/sign/${author!.token}`)).json() as {
      consentText: string;
    };
    expect(view.consentText).toContain('cette signature électronique m’engage');
    const pdf = flat(
      pdfPages((await side.call('GET', `/api/sign/${author!.token}/pdf`)).rawPayload).join(' '),
    );
    // The place is printed when the answers give it, never as a blank.
    expect(pdf).toContain('Fait à Lyon, sous forme électronique');
  }, 60_000);

  it('the sealed file carries, under its seal, the frozen PDF each signer read, byte for byte', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: makeDraft({ lieu_signature: 'Lyon' }),
      title: 'Cession – affiche figée',
      isDraft: false,
    });
    const contractId = (saved.json() as { id: string }).id;
    const { signatories } = (
      await call('GET', `/api/contracts/${contractId}/signatories`)
    ).json() as { signatories: { slot: string; role: string; name: string }[] };
    const emails = signatories.map((_, i) => `fige-${backend}-${i}@exemple.test`);
    const created = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
      signers: signatories.map((s, i) => ({ ...s, email: emails[i] })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = (created.json() as { id: string }).id;
    const side = signerSide(t.app, t.config, sink);
    const signers = await side.signers(requestId);
    // What a signer downloads to read before signing.
    const read = (await side.call('GET', `/api/sign/${signers[0]!.token}/pdf`)).rawPayload;
    for (const [i, s] of signers.entries()) {
      const signed = await side.sign(s.token, emails[i]!, s.name);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const request = (await t.app.repositories.signatures.find(requestId))!;
    expect(request.status).toBe('completed');
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(sha256(read)).toBe(request.documentSha256);

    const sealed = (await call('GET', `/api/signature-requests/${requestId}/pdf`)).rawPayload;
    const files = await detachedFiles(directory, sealed);
    expect([...files.keys()]).toEqual(['contrat-fige.pdf']);
    const attached = files.get('contrat-fige.pdf')!;
    expect(sha256(attached)).toBe(request.documentSha256);
    expect(Buffer.from(attached).equals(read)).toBe(true);

    // The dossier says so, with the same hash, and how to get the file out.
    const dossier = flat(pdfPages(sealed).join(' ')).split(
      'Dossier de preuve de la signature électronique',
    )[1]!;
    expect(dossier).toContain('sous le nom « contrat-fige.pdf »');
    expect(dossier).toContain('pdfdetach -saveall');
    expect(dossier).toContain('Pièces jointes');
    // A hash may be broken across lines: compared without spaces.
    expect(dossier.replace(/\s+/g, '')).toContain(
      `EmpreinteSHA-256ducontratfigé(avantsignature):${request.documentSha256}`,
    );
    expect(dossier).toContain('tel qu’il était au moment où il a été apposé');

    // The seal covers it: pdfsig and /api/verify still find the file intact.
    const report = await pdfsig(directory, sealed);
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature is Valid');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { 'content-type': 'application/pdf', origin: TEST_ORIGIN },
      payload: sealed,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ state: 'intact', ours: true });
  }, 120_000);
});
