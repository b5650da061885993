import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE } from '@core/answers/draft';
import {
  ASSIGNEE_PERSON,
  BIRTH,
  FATHER,
  makeDraft,
  MOTHER,
  PERSON,
} from '@core/templates/test-drafts';
import { APP_BACKENDS } from '@server/auth/test-support';
import { brokenLink } from '@server/db/repositories/event-chain';
import { createCustomApp } from '@server/test-support/custom-app';
import { callAs, NOBODY, signUp, TEST_ORIGIN, type Caller } from '@server/test-support/sessions';
import {
  confirmAddress,
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from '@server/test-support/smtp-sink';
import { multipartBody } from '../contract-transfer/multipart.test-support';
import { sweepSignatureRequests } from '@server/use-cases/manage-signature-requests';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { sealPdf } from '@server/seal/seal-pdf';
import { loadSigningIdentity } from '@server/seal/signing-identity';

const pdftotext = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'clausier-sig-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
const pdfsig = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'clausier-sig-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    try {
      return execFileSync('pdfsig', [join(dir, 'f.pdf')], { encoding: 'utf8' });
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? '');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
const flat = (s: string) => s.replace(/\s+/g, ' ');

/**
 * Electronic signature end to end on the API, with a real SMTP server on loopback: a contract sent for
 * signature, each signer's link and code read from the e-mails, the sealed PDF checked by poppler's
 * pdfsig and by /api/verify, a one-byte change detected, the evidence log's chain, refusal,
 * expiry and reminders, cancellation by an edit, and both parents of a minor.
 */
describe.each(APP_BACKENDS)('electronic signature (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let ownerAddress = '';
  let counter = 0;
  const address = (who: string) => `${who}-${backend}-${(counter += 1)}@exemple.test`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    ownerAddress = address('proprietaire');
    owner = await signUp(t.app, ownerAddress);
    await confirmAddress(t.app, sink, ownerAddress);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => callAs(t.app, caller, method, url, body as object | undefined);
  const publicCall = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function finalContract(input: Record<string, unknown> = {}, title = 'Cession – affiche') {
    const saved = await call(owner, 'POST', '/api/contracts', {
      contractData: makeDraft(input),
      title,
      isDraft: false,
    });
    expect(saved.statusCode).toBe(201);
    return (saved.json() as { id: string }).id;
  }

  async function sendForSignature(contractId: string, emails: string[], order = 'parallel') {
    const suggested = await call(owner, 'GET', `/api/contracts/${contractId}/signatories`);
    expect(suggested.statusCode).toBe(200);
    const { signatories } = suggested.json() as {
      signatories: { slot: string; role: string; name: string; email: string }[];
    };
    expect(signatories).toHaveLength(emails.length);
    const before = sink.received.length;
    const created = await call(owner, 'POST', `/api/contracts/${contractId}/signature-requests`, {
      order,
      signers: signatories.map((s, i) => ({
        ...s,
        name: s.name || 'Personne désignée',
        email: emails[i],
      })),
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: (created.json() as { id: string }).id, before, signatories };
  }

  /** The body that sends a contract to its suggested signatories, at `prefix-<n>@exemple.fr`. */
  async function signersBody(contractId: string, prefix: string) {
    const suggested = await call(owner, 'GET', `/api/contracts/${contractId}/signatories`);
    const { signatories } = suggested.json() as {
      signatories: { slot: string; role: string; name: string; email: string }[];
    };
    return {
      signers: signatories.map((s, i) => ({
        ...s,
        name: s.name || 'Personne désignée',
        email: `${prefix}-${i}@exemple.fr`,
      })),
    };
  }

  const tokenOf = (mail: ReceivedMail) => {
    const match = /\/signer\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`pas de lien de signature dans « ${mail.subject} »`);
    return match[1];
  };

  async function codeFor(token: string, email: string) {
    const before = sink.received.length;
    let sent = await publicCall('POST', `/api/sign/${token}/code`, {});
    // Consent after reading (LEGAL J20): no code before the contract was opened.
    if (sent.statusCode === 409) {
      expect(sent.json().error.code).toBe('SIGNATURE_DOCUMENT_NOT_OPENED');
      expect((await publicCall('GET', `/api/sign/${token}/pdf`)).statusCode).toBe(200);
      sent = await publicCall('POST', `/api/sign/${token}/code`, {});
    }
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await sink.waitFor(email, { after: before, subject: '' });
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(code).toBeDefined();
    return code as string;
  }

  async function sign(token: string, email: string, name: string) {
    const code = await codeFor(token, email);
    return publicCall('POST', `/api/sign/${token}/sign`, { code, consent: true, name });
  }

  it('three signers, one after another: invitations in turn, sealed PDF to all, pdfsig valid, verify intact then modified', async () => {
    const id = await finalContract({
      auteur_info: { ...PERSON, date_naissance: BIRTH.age10, parent1: MOTHER, parent2: FATHER },
    });
    const emails = [address('mere'), address('pere'), address('cessionnaire')];
    const request = await sendForSignature(id, emails, 'sequential');
    expect(request.signatories.map((s) => s.role)).toEqual(['parent1', 'parent2', 'cessionnaire']);

    // One after another: only the first is invited.
    const first = await sink.waitFor(emails[0]!, {
      after: request.before,
      subject: 'Contrat à signer',
    });
    expect(first.text).toContain('Cession – affiche');
    expect(sink.received.slice(request.before).some((m) => m.to.includes(emails[1]!))).toBe(false);

    const token0 = tokenOf(first);
    const view = await publicCall('GET', `/api/sign/${token0}`);
    expect(view.statusCode).toBe(200);
    const body = view.json() as {
      signer: { name: string; email: string };
      consentText: string;
      document: { elements: unknown[] };
    };
    expect(body.signer.name).toBe('Mme Claire Durand');
    expect(body.signer.email).not.toContain(emails[0]!.split('@')[0]!.slice(3));
    expect(body.consentText).toContain('Cession – affiche');
    expect(body.document.elements.length).toBeGreaterThan(20);
    const frozen = await publicCall('GET', `/api/sign/${token0}/pdf`);
    expect(frozen.headers['content-type']).toBe('application/pdf');

    // The second signer's turn has not come yet.
    const secondToken = (await t.app.repositories.signatures.signers(request.id))[1]!;
    expect(secondToken.status).toBe('waiting');
    expect((await sign(token0, emails[0]!, 'Claire Durand')).json()).toEqual({ status: 'signed' });
    const second = await sink.waitFor(emails[1]!, {
      after: request.before,
      subject: 'Contrat à signer',
    });
    expect((await sign(tokenOf(second), emails[1]!, 'Marc Martin')).json()).toEqual({
      status: 'signed',
    });
    const third = await sink.waitFor(emails[2]!, {
      after: request.before,
      subject: 'Contrat à signer',
    });
    const done = await sign(tokenOf(third), emails[2]!, 'Paul Martin');
    expect(done.json()).toEqual({ status: 'completed' });

    // Everyone gets the sealed PDF, the owner too.
    const copies = await Promise.all(
      [...emails, owner.name.replace('compte ', '')].map((to) =>
        sink.waitFor(to, { after: request.before, subject: 'Contrat signé' }),
      ),
    );
    const attached = copies[0]!.attachments[0]!;
    // The completion e-mail gives the log's head, which the request keeps too.
    const head = (await t.app.repositories.signatures.find(request.id))!.chainHead;
    expect(head.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(flat(copies[0]!.text)).toContain(
      `Tête du journal de preuve : événement n° ${head.length}, empreinte ${head.hash}`,
    );
    expect(attached.contentType).toBe('application/pdf');
    expect(attached.filename).toContain('signé');

    const downloaded = await call(owner, 'GET', `/api/signature-requests/${request.id}/pdf`);
    expect(downloaded.statusCode).toBe(200);
    const sealed = downloaded.rawPayload;
    expect(sealed.equals(attached.content)).toBe(true);

    const sig = pdfsig(sealed);
    expect(sig).toContain('Signature is Valid');
    expect(sig).toContain('Total document signed');

    const text = flat(pdftotext(sealed));
    expect(text).toContain('Dossier de preuve de la signature électronique');
    expect(text).toContain(request.id);
    for (const name of ['Claire Durand', 'Marc Martin']) expect(text).toContain(name);
    expect(text).toContain('Code de vérification validé');
    expect(text).toMatch(/Tête de la chaîne du journal : événement n° \d+, empreinte [0-9a-f]/);
    expect(text).toContain('Mozilla/5.0');

    const verify = async (pdf: Buffer) => {
      const form = multipartBody({ name: 'contrat.pdf', type: 'application/pdf', content: pdf });
      return t.app.inject({
        method: 'POST',
        url: '/api/verify',
        headers: { origin: TEST_ORIGIN, 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const intact = await verify(sealed);
    expect(intact.statusCode).toBe(200);
    expect(intact.json()).toMatchObject({
      state: 'intact',
      ours: true,
      request: { id: request.id },
    });
    expect((intact.json() as { request: { signers: unknown[] } }).request.signers).toHaveLength(3);

    // Re-signed by a certificate named like Clausier's: the last signature verifies and covers
    // the file, but Clausier's seal no longer does.
    const lookalikeDir = mkdtempSync(join(tmpdir(), 'clausier-lookalike-'));
    try {
      const lookalike = await loadSigningIdentity({ dataDir: lookalikeDir });
      const resigned = Buffer.from(
        await sealPdf(sealed, lookalike, { reason: 'Contrat', name: 'Clausier' }),
      );
      expect((await verify(resigned)).json()).toMatchObject({
        state: 'modified',
        ours: true,
        request: null,
      });
      const foreign = Buffer.from(
        await sealPdf(frozen.rawPayload, lookalike, { reason: 'Contrat', name: 'Clausier' }),
      );
      expect((await verify(foreign)).json()).toMatchObject({
        state: 'unknown_seal',
        ours: false,
        request: null,
      });
    } finally {
      rmSync(lookalikeDir, { recursive: true, force: true });
    }

    // One byte changed in the contract's pages.
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('Cession', 2000);
    const index = at > 0 ? at : 3000;
    tampered[index] = (tampered[index] ?? 0) ^ 0x01;
    const modified = await verify(tampered);
    expect(['modified', 'invalid']).toContain((modified.json() as { state: string }).state);
    // Its seal's reason lies in the bytes that failed the check: it names no request.
    expect(modified.json()).toMatchObject({ request: null });
    expect(pdfsig(tampered)).not.toContain('Signature is Valid');

    // The evidence log holds, hash by hash.
    const shown = await call(owner, 'GET', `/api/signature-requests/${request.id}`);
    expect(shown.json()).toMatchObject({ status: 'completed', chainIntact: true });
    const events = await t.app.repositories.signatures.events(request.id);
    expect(brokenLink(events)).toBeNull();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'created',
        'sent',
        'opened',
        'viewed',
        'code_sent',
        'code_validated',
        'consented',
        'signed',
        'completed',
      ]),
    );
    // Append-only: the database itself refuses to change a row.
    await expect(
      t.database.db
        .updateTable('signature_events')
        .set({ ip: '10.0.0.1' })
        .where('request_id', '=', request.id)
        .execute(),
    ).rejects.toThrow();
  }, 90_000);

  it('each signer’s role reads as the contract names its party: an image authorisation has a Modèle and a Bénéficiaire', async () => {
    const id = await finalContract(
      { type_contrat: [IMAGE], remuneration_image: '300', entreprise_info: ASSIGNEE_PERSON },
      'Autorisation – portrait',
    );
    const emails = [address('modele'), address('photographe')];
    const request = await sendForSignature(id, emails);
    // The stored keys stay what they are; the labels are the contract's words.
    expect(
      request.signatories.map((s) => [s.role, (s as { roleLabel?: string }).roleLabel]),
    ).toEqual([
      ['modele', 'Modèle'],
      ['cessionnaire', 'Bénéficiaire'],
    ]);
    const invitation = await sink.waitFor(emails[1]!, {
      after: request.before,
      subject: 'Contrat à signer',
    });
    expect(flat(invitation.text)).toContain('en qualité de Bénéficiaire.');

    const view = (await publicCall('GET', `/api/sign/${tokenOf(invitation)}`)).json() as {
      signer: { roleLabel: string; quality: string };
      signers: { name: string; role: string; roleLabel: string }[];
    };
    expect(view.signer).toMatchObject({ roleLabel: 'Bénéficiaire', quality: 'Bénéficiaire' });
    expect(view.signers.map((s) => `${s.name} – ${s.roleLabel}`)).toEqual([
      'Mme Léa Durand – Modèle',
      'M. Hugo Bernard – Bénéficiaire',
    ]);
    const listed = (await call(owner, 'GET', '/api/signature-requests')).json() as {
      requests: { id: string; signers: { role: string; roleLabel: string }[] }[];
    };
    expect(
      listed.requests.find((r) => r.id === request.id)?.signers.map((s) => s.roleLabel),
    ).toEqual(['Modèle', 'Bénéficiaire']);

    // Signed by both and sealed: the dossier and /verifier name the roles as the contract does.
    const model = await sink.waitFor(emails[0]!, {
      after: request.before,
      subject: 'Contrat à signer',
    });
    expect((await sign(tokenOf(model), emails[0]!, 'Léa Durand')).statusCode).toBe(200);
    expect((await sign(tokenOf(invitation), emails[1]!, 'Hugo Bernard')).json()).toEqual({
      status: 'completed',
    });
    const sealed = (await call(owner, 'GET', `/api/signature-requests/${request.id}/pdf`))
      .rawPayload;
    const text = flat(pdftotext(sealed));
    expect(text).toContain('Signataire 2 sur 2 : M. Hugo Bernard – Bénéficiaire');
    expect(text).toContain('M. Hugo Bernard (Bénéficiaire)');
    expect(text).not.toContain('Cessionnaire');
    const form = multipartBody({ name: 'contrat.pdf', type: 'application/pdf', content: sealed });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(
      (verified.json() as { request: { signers: { roleLabel: string }[] } }).request.signers.map(
        (s) => s.roleLabel,
      ),
    ).toEqual(['Modèle', 'Bénéficiaire']);
  }, 60_000);

  it('both parents of a minor are required; one address per signer; an account is required', async () => {
    const id = await finalContract({
      auteur_info: { ...PERSON, date_naissance: BIRTH.age14, parent1: MOTHER, parent2: FATHER },
    });
    const suggested = (await call(owner, 'GET', `/api/contracts/${id}/signatories`)).json() as {
      signatories: { slot: string; role: string; name: string }[];
    };
    expect(suggested.signatories.map((s) => s.role)).toEqual([
      'parent1',
      'parent2',
      'mineur',
      'cessionnaire',
    ]);
    const withoutFather = suggested.signatories
      .filter((s) => s.role !== 'parent2')
      .map((s, i) => ({ ...s, email: address(`s${i}`) }));
    const refused = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: withoutFather,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('M. Marc Martin');
    const shared = suggested.signatories.map((s) => ({ ...s, email: 'famille@exemple.test' }));
    const sameAddress = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: shared,
    });
    expect(sameAddress.statusCode).toBe(400);
    expect(sameAddress.body).toContain('sa propre adresse');
    const visitor = await call(NOBODY, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: shared,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('a counterparty’s address may not be the sender’s own, nor an alias of it; two slots may not share a mailbox', async () => {
    const id = await finalContract();
    const { signatories } = (
      await call(owner, 'GET', `/api/contracts/${id}/signatories`)
    ).json() as {
      signatories: { slot: string; role: string; name: string; email: string }[];
    };
    expect(signatories.map((s) => [s.role, s.email])).toEqual([
      ['cedant', ''],
      ['cessionnaire', ownerAddress],
    ]);
    const [local, domain] = ownerAddress.split('@');
    const send = (author: string, grantee = ownerAddress) =>
      call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
        signers: signatories.map((s) => ({ ...s, email: s.role === 'cedant' ? author : grantee })),
      });
    for (const own of [ownerAddress, ownerAddress.toUpperCase(), `${local}+auteur@${domain}`]) {
      const refused = await send(own);
      expect(refused.statusCode, own).toBe(400);
      expect(refused.json().error.fields).toEqual([
        { path: 'signers.0.email', message: expect.stringContaining('Cette adresse est la vôtre') },
      ]);
    }
    const author = address('auteur');
    const [authorLocal, authorDomain] = author.split('@');
    const shared = await send(author, `${authorLocal}+cessionnaire@${authorDomain}`);
    expect(shared.statusCode).toBe(400);
    expect(shared.body).toContain('sa propre adresse');
    // The grantee's slot is the sender's own: its address is the account's, and the dossier says so.
    const sent = await send(author);
    expect(sent.statusCode, sent.body).toBe(201);
    const cancelled = await call(
      owner,
      'POST',
      `/api/signature-requests/${(sent.json() as { id: string }).id}/cancel`,
      {},
    );
    expect(cancelled.statusCode).toBeLessThan(300);
  });

  it('an account whose address is not confirmed cannot send invitations in its name', async () => {
    const unconfirmedAddress = address('non-confirme');
    const unconfirmed = await signUp(t.app, unconfirmedAddress);
    const saved = await call(unconfirmed, 'POST', '/api/contracts', {
      contractData: makeDraft(),
      title: 'Urgent : validez vos coordonnées',
      isDraft: false,
    });
    const id = (saved.json() as { id: string }).id;
    const { signatories } = (
      await call(unconfirmed, 'GET', `/api/contracts/${id}/signatories`)
    ).json() as { signatories: { slot: string; role: string; name: string }[] };
    const signers = signatories.map((s, i) => ({
      ...s,
      name: s.name || 'Personne désignée',
      email: address(`cible${i}`),
    }));
    const before = sink.received.length;
    const refused = await call(unconfirmed, 'POST', `/api/contracts/${id}/signature-requests`, {
      order: 'parallel',
      signers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'SIGNATURE_SENDER_UNVERIFIED',
      message: expect.stringContaining('Confirmez d’abord votre adresse e-mail'),
    });
    expect((await call(unconfirmed, 'GET', '/api/signature-requests')).json()).toMatchObject({
      requests: [],
    });
    // Once the address is confirmed, the same request goes.
    await confirmAddress(t.app, sink, unconfirmedAddress);
    const sent = await call(unconfirmed, 'POST', `/api/contracts/${id}/signature-requests`, {
      order: 'parallel',
      signers,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await sink.waitFor(signers[0]!.email, { after: before });
  });

  it('a draft cannot be sent; another owner sees nothing; bad tokens and codes', async () => {
    const draft = await call(owner, 'POST', '/api/contracts', {
      contractData: makeDraft(),
      title: 'Brouillon',
      isDraft: true,
    });
    const draftId = (draft.json() as { id: string }).id;
    const notFinal = await call(owner, 'POST', `/api/contracts/${draftId}/signature-requests`, {
      signers: [{ slot: 'auteur', role: 'cedant', name: 'Léa Durand', email: address('x') }],
    });
    expect(notFinal.statusCode).toBe(409);
    expect(notFinal.json().error.code).toBe('SIGNATURE_NOT_FINAL');

    const id = await finalContract();
    const emails = [address('auteur'), address('cess')];
    const request = await sendForSignature(id, emails);
    const other = await signUp(t.app, address('autre'));
    for (const url of [
      `/api/signature-requests/${request.id}`,
      `/api/signature-requests/${request.id}/pdf`,
      `/api/contracts/${id}/signatories`,
    ])
      expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/api/signature-requests/${request.id}/cancel`, {})).statusCode,
    ).toBe(404);
    const list = (await call(other, 'GET', '/api/signature-requests')).json() as {
      requests: unknown[];
    };
    expect(list.requests).toEqual([]);

    // What the evidence file could not print: a signer's name, the contract's title.
    const emoji = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: request.signatories.map((s, i) => ({ ...s, name: 'Léa 🙂', email: emails[i] })),
    });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.body).toContain('Ce caractère ne peut pas être imprimé dans le contrat');
    const titled = await finalContract({}, 'Affiche 🎨');
    const byTitle = await call(owner, 'POST', `/api/contracts/${titled}/signature-requests`, {
      signers: request.signatories.map((s, i) => ({ ...s, email: emails[i] })),
    });
    expect(byTitle.statusCode).toBe(422);
    expect(byTitle.json().error).toEqual({
      code: 'UNPRINTABLE_CHARACTERS',
      message:
        'Le titre de ce contrat contient un caractère que le dossier de preuve ne peut pas imprimer\u00a0: «\u202f🎨\u202f». Renommez le contrat dans «\u202fMes Contrats\u202f», puis envoyez-le en signature.',
    });

    // A second request while one is pending.
    const again = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: request.signatories.map((s, i) => ({ ...s, email: emails[i] })),
    });
    expect(again.json().error.code).toBe('SIGNATURE_ALREADY_PENDING');

    // Unknown, truncated or overlong: the link's own French answer.
    for (const bad of ['x'.repeat(43), 'x', 'x'.repeat(101), `${'x'.repeat(101)}/pdf`]) {
      const unknown = await publicCall('GET', `/api/sign/${bad}`);
      expect(unknown.statusCode, bad).toBe(404);
      expect(unknown.json().error.code, bad).toBe('SIGNATURE_LINK_INVALID');
    }
    const mail = await sink.waitFor(emails[0]!, { after: request.before });
    const token = tokenOf(mail);
    const wrong = await publicCall('POST', `/api/sign/${token}/sign`, {
      code: '000000',
      consent: true,
      name: 'Léa Durand',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('SIGNATURE_CODE_INVALID');
    const noConsent = await publicCall('POST', `/api/sign/${token}/sign`, {
      code: '123456',
      consent: false,
      name: 'Léa',
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain('consentement');
    const code = await codeFor(token, emails[0]!);
    const wrongDigits = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i += 1)
      await publicCall('POST', `/api/sign/${token}/sign`, {
        code: wrongDigits,
        consent: true,
        name: 'Léa Durand',
      });
    const locked = await publicCall('POST', `/api/sign/${token}/sign`, {
      code: wrongDigits,
      consent: true,
      name: 'Léa Durand',
    });
    expect(locked.json().error.code).toBe('SIGNATURE_CODE_LOCKED');
    // Even the right code is refused once locked; a new code unlocks.
    expect(
      (
        await publicCall('POST', `/api/sign/${token}/sign`, {
          code,
          consent: true,
          name: 'Léa Durand',
        })
      ).statusCode,
    ).toBe(429);
    expect((await sign(token, emails[0]!, 'Léa Durand')).statusCode).toBe(200);
    const events = await t.app.repositories.signatures.events(request.id);
    expect(events.filter((e) => e.type === 'code_failed').length).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('the request names whom the contract names, and each signer types their own name', async () => {
    const id = await finalContract({}, 'Cession – noms');
    const body = await signersBody(id, 'noms');
    expect(body.signers.map((s) => s.name)).toEqual(['Mme Léa Durand', 'M. Paul Martin']);
    // Someone else in the author's place: refused on that line, with the name the contract gives.
    const swapped = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: body.signers.map((s, i) => (i === 0 ? { ...s, name: 'Paul Durand' } : s)),
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.fields).toEqual([
      {
        path: 'signers.0.name',
        message:
          'Le contrat nomme Mme Léa Durand pour cette signature\u00a0: indiquez ce nom, ou corrigez-le dans l’assistant.',
      },
    ]);
    // The same person in another spelling: accepted, and greeted by the name given.
    const before = sink.received.length;
    const created = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: body.signers.map((s, i) => (i === 0 ? { ...s, name: 'DURAND Léa' } : s)),
    });
    expect(created.statusCode, created.body).toBe(201);
    const toGrantee = await sink.waitFor('noms-1@exemple.fr', { after: before });
    expect(toGrantee.text).toContain('Bonjour M. Paul Martin');
    const token = tokenOf(await sink.waitFor('noms-0@exemple.fr', { after: before }));
    const code = await codeFor(token, 'noms-0@exemple.fr');
    // A typed name that is not the signer's is refused before the code is looked at: six tries
    // (one more than the code allows) leave the code usable.
    for (let i = 0; i < 6; i += 1) {
      const other = await publicCall('POST', `/api/sign/${token}/sign`, {
        code,
        consent: true,
        name: 'Paul Martin',
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().error.fields).toEqual([
        {
          path: 'name',
          message:
            'Saisissez votre nom tel que la demande l’indique\u00a0: DURAND Léa. Si ce nom n’est pas le vôtre, refusez de signer en l’expliquant.',
        },
      ]);
    }
    const signed = await publicCall('POST', `/api/sign/${token}/sign`, {
      code,
      consent: true,
      name: 'Mme Léa Durand',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const events = await t.app.repositories.signatures.events(
      (created.json() as { id: string }).id,
    );
    expect(events.filter((e) => e.type === 'code_failed')).toEqual([]);
  }, 60_000);

  it('an edited contract still names its signers by its answers: no other word of its text will do', async () => {
    const id = await finalContract({}, 'Cession – enregistrée');
    const { elements } = (await call(owner, 'GET', `/api/contracts/${id}/elements`)).json() as {
      elements: unknown[];
    };
    // A save without a change makes the contract « edited »: it must not open the names.
    const saved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Cession – enregistrée',
      elements,
      comments: [],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await signersBody(id, 'enregistree');
    for (const name of ['M. Paul Martin', 'Lyon', 'le Cessionnaire', 'ACME Médias']) {
      const refused = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
        signers: body.signers.map((s, i) => (i === 0 ? { ...s, name } : s)),
      });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.fields[0]).toEqual({
        path: 'signers.0.name',
        message:
          'Le contrat nomme Mme Léa Durand pour cette signature\u00a0: indiquez ce nom, ou corrigez-le dans l’assistant.',
      });
    }
    const created = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, body);
    expect(created.statusCode, created.body).toBe(201);
  }, 60_000);

  it('a signer the contract leaves unnamed (« M. ____ ») cannot be filled with a bare civility', async () => {
    const id = await finalContract(
      {
        entreprise_info: {
          ...makeDraft().entreprise_info,
          representant_nom: '',
          representant_prenom: '',
        },
      },
      'Cession – représentant à compléter',
    );
    // Unedited, its blanks stop it first: nothing can be written by hand into a PDF signed online.
    const unedited = await call(
      owner,
      'POST',
      `/api/contracts/${id}/signature-requests`,
      await signersBody(id, 'sans-nom'),
    );
    expect(unedited.statusCode).toBe(400);
    expect(unedited.json().error.message).toMatch(
      /^Ce contrat laisse des mentions à compléter à la main, ce qu’une signature électronique ne permet pas\u00a0: Nom du représentant \(cessionnaire\)\. Complétez-les/,
    );
    // Edited (its own text is the contract), the slot still has no name to give.
    const { elements } = (await call(owner, 'GET', `/api/contracts/${id}/elements`)).json() as {
      elements: unknown[];
    };
    const saved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Cession – représentant à compléter',
      elements,
      comments: [],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await signersBody(id, 'sans-nom');
    expect(body.signers[1]?.name).toBe('Personne désignée');
    for (const name of ['M.', 'Paul Martin']) {
      const refused = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
        signers: body.signers.map((s, i) => (i === 1 ? { ...s, name } : s)),
      });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.fields[0]).toEqual({
        path: 'signers.1.name',
        message:
          'Le contrat ne nomme pas encore ce signataire (M. …)\u00a0: complétez son nom dans l’assistant avant de l’envoyer en signature.',
      });
    }
  }, 60_000);

  it('the signatories answer carries the checklist: blanks filled into the contract clear it', async () => {
    const draft = makeDraft({
      auteur_info: { ...makeDraft().auteur_info, nationalite: '' },
      entreprise_info: { ...makeDraft().entreprise_info, siren: '' },
    });
    const saved = await call(owner, 'POST', '/api/contracts', {
      contractData: draft,
      title: 'Cession – blancs',
      isDraft: false,
    });
    const { id } = saved.json() as { id: string };
    type Checklist = {
      senderVerified: boolean;
      blanks: { key: string; label: string }[];
      problems: string[];
    };
    const checklist = async () =>
      (
        (await call(owner, 'GET', `/api/contracts/${id}/signatories`)).json() as {
          checklist: Checklist;
        }
      ).checklist;
    expect(await checklist()).toEqual({
      senderVerified: true,
      blanks: [
        { key: 'auteur_info.nationalite', label: 'Nationalité (auteur)' },
        { key: 'entreprise_info.siren', label: 'Numéro SIREN ou SIRET (cessionnaire)' },
      ],
      problems: [],
    });
    // What the sending dialog does: the contract's own answers completed, saved with its version.
    const detail = (await call(owner, 'GET', `/api/contracts/${id}`)).json() as {
      form_data: Record<string, Record<string, unknown>>;
      version: number;
    };
    const completed = {
      ...detail.form_data,
      auteur_info: { ...detail.form_data.auteur_info, nationalite: 'Française' },
      entreprise_info: { ...detail.form_data.entreprise_info, siren: '732829320' },
    };
    const filled = await call(owner, 'POST', '/api/contracts', {
      id,
      contractData: completed,
      title: 'Cession – blancs',
      isDraft: false,
      version: detail.version,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await checklist()).toEqual({ senderVerified: true, blanks: [], problems: [] });
    const request = await sendForSignature(id, [address('blancs'), address('blancs-cess')]);
    expect((await checklist()).problems).toEqual([
      'Une demande de signature est déjà en cours pour ce contrat : relancez-la ou annulez-la avant d’en envoyer une autre.',
    ]);
    expect(request.id).toBeTruthy();

    // An account whose address nobody confirmed is told so first, with everything else.
    const unconfirmed = await signUp(t.app, address('non-confirme'));
    const own = await call(unconfirmed, 'POST', '/api/contracts', {
      contractData: draft,
      title: 'Cession – non confirmé',
      isDraft: false,
    });
    const answer = await call(
      unconfirmed,
      'GET',
      `/api/contracts/${(own.json() as { id: string }).id}/signatories`,
    );
    expect((answer.json() as { checklist: Checklist }).checklist).toMatchObject({
      senderVerified: false,
      blanks: [{ key: 'auteur_info.nationalite' }, { key: 'entreprise_info.siren' }],
    });
  }, 60_000);

  it('a contract signed by everyone keeps its text: no new answers, no editor change, no second request', async () => {
    const id = await finalContract({}, 'Cession – signée');
    const emails = [address('signee'), address('signee-cess')];
    const request = await sendForSignature(id, emails);
    for (const [i, name] of ['Léa Durand', 'Paul Martin'].entries()) {
      const token = tokenOf(await sink.waitFor(emails[i]!, { after: request.before }));
      expect((await sign(token, emails[i]!, name)).statusCode).toBe(200);
    }
    const content = (await call(owner, 'GET', `/api/contracts/${id}/elements`)).json() as {
      elements: { id: string; runs?: { text: string }[] }[];
      version: number;
    };
    const edited = content.elements.map((el, i) =>
      i === 3 && el.runs ? { ...el, runs: [{ text: 'Texte modifié après signature.' }] } : el,
    );
    const editor = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Cession – signée',
      elements: edited,
      comments: [],
      version: content.version,
    });
    expect(editor.statusCode).toBe(409);
    expect(editor.json().error.code).toBe('CONTRACT_SIGNED');
    const answers = await call(owner, 'POST', '/api/contracts', {
      id,
      contractData: makeDraft({ remuneration: '9000' }),
      isDraft: false,
      version: content.version,
    });
    expect(answers.statusCode).toBe(409);
    expect(answers.json().error.message).toBe(
      'Ce contrat a été signé électroniquement\u00a0: son texte ne peut plus être modifié. Pour en faire une nouvelle version, exportez-le puis importez la copie depuis «\u202fMes Contrats\u202f».',
    );
    // Its comments and its name in the list stay the owner's.
    const commented = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Cession – signée',
      elements: content.elements,
      comments: [
        {
          id: 'c1',
          elementId: content.elements[3]!.id,
          text: 'Archivé',
          date: new Date().toISOString(),
        },
      ],
      version: content.version,
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const again = await call(
      owner,
      'POST',
      `/api/contracts/${id}/signature-requests`,
      await signersBody(id, 'signee-bis'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SIGNATURE_ALREADY_COMPLETED');
  }, 60_000);

  it('opening the page or the PDF again and again adds one event, not one each time', async () => {
    const id = await finalContract({}, 'Cession – visites');
    const emails = [address('visites'), address('visites-cess')];
    const request = await sendForSignature(id, emails);
    const token = tokenOf(await sink.waitFor(emails[0]!, { after: request.before }));
    for (let i = 0; i < 8; i += 1) {
      expect((await publicCall('GET', `/api/sign/${token}`)).statusCode).toBe(200);
      expect((await publicCall('GET', `/api/sign/${token}/pdf`)).statusCode).toBe(200);
    }
    const events = await t.app.repositories.signatures.events(request.id);
    expect(events.filter((e) => e.type === 'opened')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'viewed')).toHaveLength(1);
  }, 60_000);

  it('signer names hold letters only, and no invisible character', async () => {
    const id = await finalContract({}, 'Cession – caractères');
    const body = await signersBody(id, 'caracteres');
    for (const name of ['Léa\u200BDurand', 'Léa Durand #$*', 'Léa Durand ©']) {
      const refused = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, {
        signers: body.signers.map((s, i) => (i === 0 ? { ...s, name } : s)),
      });
      expect(refused.statusCode, name).toBe(400);
    }
    const created = await call(owner, 'POST', `/api/contracts/${id}/signature-requests`, body);
    expect(created.statusCode).toBe(201);
    const token = tokenOf(await sink.waitFor('caracteres-0@exemple.fr', { subject: 'Contrat' }));
    const typed = await publicCall('POST', `/api/sign/${token}/sign`, {
      code: '123456',
      consent: true,
      name: 'Léa\u2060Durand',
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.body).toContain('caractère invisible');
  }, 60_000);

  it('guesses sent at once still get five comparisons in all, not five each', async () => {
    const id = await finalContract({}, 'Cession – essais groupés');
    const emails = [address('devin'), address('devin-cess')];
    const request = await sendForSignature(id, emails);
    const token = tokenOf(await sink.waitFor(emails[0]!, { after: request.before }));
    const code = await codeFor(token, emails[0]!);
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        publicCall('POST', `/api/sign/${token}/sign`, {
          code: wrong,
          consent: true,
          name: 'Léa Durand',
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    // The right code now finds the signer locked: no more than five codes were compared.
    const right = await publicCall('POST', `/api/sign/${token}/sign`, {
      code,
      consent: true,
      name: 'Léa Durand',
    });
    expect(right.json().error?.code).toBe('SIGNATURE_CODE_LOCKED');
    const events = await t.app.repositories.signatures.events(request.id);
    expect(events.filter((e) => e.type === 'code_failed').length).toBeLessThanOrEqual(5);
  }, 60_000);

  it('three requests sent at once for one contract: one is created, the others told one is pending', async () => {
    const id = await finalContract({}, 'Course');
    const body = await signersBody(id, 'course');
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(owner, 'POST', `/api/contracts/${id}/signature-requests`, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.code).toBe('SIGNATURE_ALREADY_PENDING');
    const pending = await t.database.db
      .selectFrom('signature_requests')
      .select('id')
      .where('contract_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);
  });

  it('a party who came of age since the contract’s date cannot sign it online', async () => {
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    const dated = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 30, 12);
    const birth = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate() - 10, 12);
    const id = await finalContract(
      {
        date_contrat: iso(dated),
        auteur_info: {
          ...PERSON,
          date_naissance: iso(birth),
          autorite_parentale: 'conjointe',
          parent1: MOTHER,
          parent2: FATHER,
        },
      },
      'Majeure depuis',
    );
    const refused = await call(
      owner,
      'POST',
      `/api/contracts/${id}/signature-requests`,
      await signersBody(id, 'majeure'),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toMatch(
      /^Ce contrat a été établi le .+\u00a0: depuis, Léa Durand a eu 18\u00a0ans, .+Établissez un nouveau contrat depuis l’assistant avant de l’envoyer en signature\.$/,
    );
  });

  it('an edited contract emptied of its text cannot be sent for signature', async () => {
    const id = await finalContract({}, 'Vidé');
    const emptied = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Vidé',
      elements: [],
      comments: [],
      version: 1,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const refused = await call(
      owner,
      'POST',
      `/api/contracts/${id}/signature-requests`,
      await signersBody(id, 'vide'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Ce contrat est vide\u00a0: rétablissez son texte dans l’éditeur avant de l’envoyer en signature.',
    );
  });

  it('a refusal closes the request, tells the owner with the reason, and the other signer', async () => {
    const id = await finalContract();
    const emails = [address('auteur'), address('cess')];
    const request = await sendForSignature(id, emails);
    const token = tokenOf(await sink.waitFor(emails[1]!, { after: request.before }));
    const refused = await publicCall('POST', `/api/sign/${token}/refuse`, {
      reason: 'Le prix a changé.',
    });
    expect(refused.statusCode).toBe(204);
    const toOwner = await sink.waitFor(owner.name.replace('compte ', ''), {
      after: request.before,
      subject: 'Signature refusée',
    });
    expect(toOwner.text).toContain('Le prix a changé.');
    await sink.waitFor(emails[0]!, {
      after: request.before,
      subject: 'Demande de signature close',
    });
    const other = tokenOf(
      await sink.waitFor(emails[0]!, { after: request.before, subject: 'Contrat à signer' }),
    );
    const late = await publicCall('POST', `/api/sign/${other}/code`, {});
    expect(late.statusCode).toBe(410);
    const shown = (await call(owner, 'GET', `/api/signature-requests/${request.id}`)).json() as {
      status: string;
    };
    expect(shown.status).toBe('refused');
  });

  it('an edit of the contract cancels the request; a comment-only change does not', async () => {
    const id = await finalContract();
    const emails = [address('auteur'), address('cess')];
    const request = await sendForSignature(id, emails);
    // A comment added in the editor leaves the document, and the request, as they were.
    const content = (await call(owner, 'GET', `/api/contracts/${id}/elements`)).json() as {
      elements: { id: string }[];
      version: number;
      title: string;
    };
    const commented = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Cession – affiche',
      elements: content.elements,
      comments: [
        {
          id: 'c1',
          elementId: content.elements[3]!.id,
          text: 'À relire',
          date: new Date().toISOString(),
        },
      ],
      version: content.version,
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const still = (await call(owner, 'GET', `/api/signature-requests/${request.id}`)).json() as {
      status: string;
    };
    expect(still.status).toBe('pending');

    const contract = (await call(owner, 'GET', `/api/contracts/${id}`)).json() as {
      version: number;
    };
    const renamed = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Cession – affiche (v2)',
      version: contract.version,
    });
    expect(renamed.statusCode).toBe(200);
    const shown = (await call(owner, 'GET', `/api/signature-requests/${request.id}`)).json() as {
      status: string;
    };
    expect(shown.status).toBe('cancelled');
    const notice = await sink.waitFor(emails[0]!, {
      after: request.before,
      subject: 'Demande de signature close',
    });
    expect(notice.text).toContain('modifié');
    // Its owner is told the truth about it: no signed PDF will come, nothing is left to cancel.
    const pdf = await call(owner, 'GET', `/api/signature-requests/${request.id}/pdf`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().error.message).toBe(
      'Cette demande de signature a été annulée\u00a0: elle n’aura pas de PDF signé.',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/signature-requests/${request.id}/cancel`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toContain('il n’y a plus rien à annuler');
  });

  it('the sweep reminds after the configured days and expires past the date, telling the owner who is missing', async () => {
    const id = await finalContract({}, 'Cession – relances');
    const emails = [address('auteur'), address('cess')];
    const request = await sendForSignature(id, emails);
    const day = 24 * 60 * 60 * 1000;
    const reminded = await sweepSignatureRequests(
      useCaseDeps(t.app),
      new Date(Date.now() + 4 * day),
    );
    expect(reminded.reminded).toBeGreaterThanOrEqual(2);
    await sink.waitFor(emails[0]!, { after: request.before, subject: 'Rappel' });
    const owned = await call(owner, 'POST', `/api/signature-requests/${request.id}/remind`, {});
    expect(owned.json()).toEqual({ reminded: 0 });
    const expired = await sweepSignatureRequests(
      useCaseDeps(t.app),
      new Date(Date.now() + 31 * day),
    );
    expect(expired.expired).toBeGreaterThanOrEqual(1);
    const mail = await sink.waitFor(owner.name.replace('compte ', ''), {
      after: request.before,
      subject: 'Demande de signature expirée\u00a0: Cession – relances',
    });
    expect(mail.text).toContain('Mme Léa Durand');
    const shown = (await call(owner, 'GET', `/api/signature-requests/${request.id}`)).json() as {
      status: string;
    };
    expect(shown.status).toBe('expired');
  });

  it('/api/verify: an unsigned PDF, a file that is not a PDF', async () => {
    const id = await finalContract();
    const plain = (await call(owner, 'GET', `/api/contracts/${id}/pdf`)).rawPayload;
    const form = multipartBody({ name: 'a.pdf', type: 'application/pdf', content: plain });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(unsigned.json()).toMatchObject({ state: 'unsigned', request: null });
    const junk = multipartBody({ name: 'a.pdf', type: 'application/pdf', content: 'pas un pdf' });
    const notPdf = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': junk.contentType },
      payload: junk.payload,
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.code).toBe('NOT_A_PDF');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const huge = multipartBody({
      name: 'a.pdf',
      type: 'application/pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
    });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': huge.contentType },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toContain('10 Mo');
    // The raw application/pdf body states the route's own limit too (it said « 1 Mo »).
    const rawTooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/pdf' },
      payload: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
    });
    expect(rawTooLarge.statusCode).toBe(413);
    expect(rawTooLarge.json().error.message).toBe(
      'La requête est trop volumineuse (10 Mo au maximum).',
    );
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/pdf' },
      payload: plain,
    });
    expect(raw.json()).toMatchObject({ state: 'unsigned' });
    // A signature whose /Contents exceeds 64 KiB is refused before its CMS is parsed.
    const head = '%PDF-1.7\n9 0 obj\n<< /Type /Sig /ByteRange [0 ';
    const pad = (n: number) => String(n).padStart(10, '0');
    const hex = '30'.repeat(64 * 1024 + 1);
    const contentsAt = head.length + `${pad(0)} ${pad(0)} ${pad(0)}] /Contents `.length;
    const tail = ' >>\nendobj\n%%EOF\n';
    const range = `${pad(contentsAt)} ${pad(contentsAt + hex.length + 2)} ${pad(tail.length)}`;
    const bigSeal = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/pdf' },
      payload: Buffer.from(`${head}${range}] /Contents <${hex}>${tail}`, 'latin1'),
    });
    expect(bigSeal.statusCode).toBe(413);
    expect(bigSeal.json().error.code).toBe('SEAL_TOO_LARGE');
  });
});
