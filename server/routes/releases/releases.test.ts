import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_MODEL,
  AUTHORISATION,
  MINOR_MODEL,
  PARENTS,
  TERMS_INPUT,
} from '@core/releases/release-fixtures';
import { APP_BACKENDS } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import {
  anonymousVisitor,
  callAs,
  fieldsOf,
  NOBODY,
  signUp,
  TEST_ORIGIN,
  type Caller,
} from '@server/test-support/sessions';
import {
  confirmAddress,
  firstLink,
  startSmtpSink,
  type SmtpSink,
} from '@server/test-support/smtp-sink';
import { signerSide } from '@server/test-support/signing';

const pdftotext = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'clausier-seance-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
const flat = (s: string) => s.replace(/\s+/g, ' ');

type Created = { id: string; url: string; qr_svg: string };
type View = {
  participants: { name: string; status: string; minor: boolean; contract_id: string }[];
  open: boolean;
};

/**
 * A séance end to end on the API with a real SMTP server on loopback (docs/releases.md): the
 * photographer creates it, models join from the public link — an adult, a fifteen-year-old with
 * both parents, one who refuses — each signer signs from the link and code e-mailed to them, the
 * sealed authorisation lands in the photographer's contracts with the consent and the terms' hash
 * in its dossier de preuve, and a closed link answers 410.
 */
describe.each(APP_BACKENDS)('séances (%s)', (backend) => {
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
    ownerAddress = address('photographe');
    owner = await signUp(t.app, ownerAddress);
    await confirmAddress(t.app, sink, ownerAddress);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (caller: Caller, method: 'GET' | 'POST', url: string, body?: unknown) =>
    callAs(t.app, caller, method, url, body as object | undefined);
  const publicCall = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, 'user-agent': 'Mozilla/5.0 (iPhone) Safari/605.1' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const tokenOf = (created: Created) => new URL(created.url).pathname.split('/').at(-1)!;

  async function createRelease(body: Record<string, unknown> = {}): Promise<Created> {
    const created = await call(owner, 'POST', '/api/releases', {
      title: 'Défilé Printemps',
      template: TERMS_INPUT,
      consent: true,
      ...body,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as Created;
  }

  /** The signing link e-mailed to `email` after `after` messages, as a token. */
  async function linkOf(email: string, after: number) {
    const mail = await sink.waitFor(email, { after, subject: '' });
    const link = new URL(firstLink(mail));
    expect(link.pathname).toMatch(/^\/signer\//);
    return { token: link.pathname.split('/').at(-1)!, mail };
  }

  /** The sealed PDF of a participant's contract, as text, and the séance's terms' hash. */
  async function sealedText(contractId: string, token: string) {
    const requests = await call(owner, 'GET', '/api/signature-requests');
    const request = (
      requests.json() as { requests: { id: string; contractId: string; status: string }[] }
    ).requests.find((r) => r.contractId === contractId)!;
    expect(request.status).toBe('completed');
    const pdf = await call(owner, 'GET', `/api/signature-requests/${request.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const publicView = (await publicCall('GET', `/api/releases/public/${token}`)).json() as {
      terms_sha256: string;
    };
    return { text: flat(pdftotext(pdf.rawPayload)), termsSha256: publicView.terms_sha256 };
  }

  const ownerView = async (id: string) => {
    const view = await call(owner, 'GET', `/api/releases/${id}`);
    expect(view.statusCode, view.body).toBe(200);
    return view.json() as View;
  };

  it('creating one needs an account with a confirmed address, the consent and complete terms', async () => {
    expect((await call(NOBODY, 'POST', '/api/releases', {})).statusCode).toBe(401);
    const visitor = await anonymousVisitor(t.app);
    const anonymous = await call(visitor, 'POST', '/api/releases', {
      title: 'x',
      template: TERMS_INPUT,
      consent: true,
    });
    expect(anonymous.statusCode).toBe(403);
    const unconfirmed = await signUp(t.app, address('non-confirme'));
    const refused = await call(unconfirmed, 'POST', '/api/releases', {
      title: 'x',
      template: TERMS_INPUT,
      consent: true,
    });
    expect(refused.json().error.code).toBe('SIGNATURE_SENDER_UNVERIFIED');

    const noConsent = await call(owner, 'POST', '/api/releases', {
      title: 'x',
      template: TERMS_INPUT,
    });
    expect(fieldsOf(noConsent).consent).toMatch(/Cochez la case/);
    const paidWithoutPrice = await call(owner, 'POST', '/api/releases', {
      title: 'x',
      template: { ...TERMS_INPUT, type_cession: 'Onéreuse' },
      consent: true,
    });
    expect(paidWithoutPrice.statusCode).toBe(400);
    expect(paidWithoutPrice.json().error.message).toMatch(
      /La séance ne peut pas encore être créée/,
    );
    const past = await call(owner, 'POST', '/api/releases', {
      title: 'x',
      template: TERMS_INPUT,
      consent: true,
      closes_on: '2020-01-01',
    });
    expect(fieldsOf(past).closes_on).toMatch(/passée/);
    for (const closes_on of ['2099-02-30', '2099-13-45']) {
      const impossible = await call(owner, 'POST', '/api/releases', {
        title: 'x',
        template: TERMS_INPUT,
        consent: true,
        closes_on,
      });
      expect(impossible.statusCode).toBe(400);
      expect(fieldsOf(impossible).closes_on).toMatch(/n’existe pas dans le calendrier/);
    }
  });

  it('answers its link and a QR code; the public view holds the terms and the beneficiary only', async () => {
    const created = await createRelease();
    expect(created.url).toMatch(/\/seance\/[\w-]{40,}$/);
    expect(created.qr_svg).toMatch(/^<svg[^>]*viewBox/);
    const view = await publicCall('GET', `/api/releases/public/${tokenOf(created)}`);
    expect(view.statusCode).toBe(200);
    const body = view.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['beneficiary', 'closes_on', 'lines', 'modelling', 'terms_sha256', 'title', 'today'].sort(),
    );
    expect(body.beneficiary).toBe('M. Hugo Bernard');
    expect(view.body).not.toContain(ownerAddress);
    expect(view.body).not.toContain('hugo@exemple.fr');
    for (const bad of ['x'.repeat(43), 'abc', 'x'.repeat(101)]) {
      const unknown = await publicCall('GET', `/api/releases/public/${bad}`);
      expect(unknown.statusCode, bad).toBe(404);
      expect(unknown.json().error.message).toMatch(/lien de séance est invalide/);
    }
    // Another account's séance is not found.
    const other = await signUp(t.app, address('autre'));
    expect((await call(other, 'GET', `/api/releases/${created.id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/releases/${created.id}/close`)).statusCode).toBe(404);
  });

  it('an adult model joins and signs alone: the sealed authorisation is the photographer’s, with the consent and the terms’ hash in its dossier', async () => {
    const created = await createRelease();
    const token = tokenOf(created);
    const model = { ...ADULT_MODEL, email: address('lea') };
    const before = sink.received.length;
    const joined = await publicCall('POST', `/api/releases/public/${token}/participants`, {
      model,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().signers).toEqual([
      {
        name: 'Mme Léa Durand',
        role: 'modele',
        roleLabel: 'Modèle',
        email: expect.stringMatching(/^le•••@/),
      },
    ]);
    const { token: signingToken, mail } = await linkOf(model.email, before);
    expect(mail.subject).toMatch(/Défilé Printemps – Léa Durand/);
    // The next model opening the link learns nothing of the one who joined before her.
    const seenByNext = await publicCall('GET', `/api/releases/public/${token}`);
    expect(seenByNext.statusCode).toBe(200);
    for (const personal of [
      'Léa',
      'Durand',
      'Nantes',
      '1995-04-12',
      model.email,
      model.email.split('@')[0]!,
    ])
      expect(seenByNext.body).not.toContain(personal);
    // The photographer is not invited — their slot is signed by the séance's consent — but told
    // once, in French, who joined, with the séance's page.
    const notice = await sink.waitFor(ownerAddress, { after: before });
    expect(notice.subject).toBe(
      'Nouvelle participation à votre séance «\u202fDéfilé Printemps\u202f» – Clausier',
    );
    expect(notice.text).toContain(
      'Léa Durand vient de rejoindre votre séance «\u202fDéfilé Printemps\u202f».',
    );
    expect(notice.text).toContain('\u202f;');
    expect(notice.text).toContain(`/seances/${created.id}`);
    expect(notice.html).toContain(`/seances/${created.id}`);
    expect(notice.text).not.toMatch(/\/signer\//);
    expect(sink.received.slice(before).filter((m) => m.to.includes(ownerAddress))).toHaveLength(1);

    const signer = signerSide(t.app, t.config, sink);
    const signed = await signer.sign(signingToken, model.email, 'Léa Durand');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toBe('completed');

    const view = await ownerView(created.id);
    expect(view.participants).toEqual([
      expect.objectContaining({ name: 'Léa Durand', status: 'signed', minor: false }),
    ]);
    const list = await call(owner, 'GET', '/api/contracts');
    const contracts = (list.json() as { contracts: { id: string; title: string }[] }).contracts;
    expect(contracts.map((c) => c.id)).toContain(view.participants[0]!.contract_id);

    const { text, termsSha256 } = await sealedText(view.participants[0]!.contract_id, token);
    const dense = text.replace(/\s+/g, '');
    // The consent sentence and the verification line both carry the terms' hash.
    expect(dense.split(termsSha256).length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/consentement donné une seule fois/);
    expect(text).toMatch(/le signataire lui-même, sur la page de la séance/);
    expect(text).toMatch(/le modèle, par le lien public de la séance/);
    expect(text).toMatch(
      /chaque autorisation de droit à l’image établie à partir de ces conditions/,
    );
    expect(text).toContain('Léa Durand');
  }, 60_000);

  it('a fifteen-year-old: both parents and the authorisation are asked, each parent and the child sign on their own', async () => {
    const created = await createRelease({ title: 'Casting enfants' });
    const url = `/api/releases/public/${tokenOf(created)}/participants`;
    const child = { ...MINOR_MODEL, email: address('ines') };
    const alone = await publicCall('POST', url, { model: child });
    const problems = fieldsOf(alone);
    expect(problems.parents).toMatch(/moins de 18/);
    expect(problems['autorisation.reference']).toMatch(/obligatoire/);

    const parents = {
      ...PARENTS,
      parent1: { ...PARENTS.parent1, email: address('claire') },
      parent2: { ...PARENTS.parent2, email: address('marc') },
    };
    const shared = await publicCall('POST', url, {
      model: child,
      parents: { ...parents, parent2: { ...parents.parent2, email: parents.parent1.email } },
      autorisation: AUTHORISATION,
    });
    expect(fieldsOf(shared)['parents.parent2.email']).toMatch(/sa propre adresse/);

    const before = sink.received.length;
    const joined = await publicCall('POST', url, {
      model: child,
      parents,
      autorisation: AUTHORISATION,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().signers.map((s: { role: string }) => s.role)).toEqual([
      'parent1',
      'parent2',
      'mineur',
    ]);
    // The phone names each role as the contract does: whose parents, and the party the child is.
    expect(joined.json().signers.map((s: { roleLabel: string }) => s.roleLabel)).toEqual([
      'Parent 1 d’Inès Durand, Modèle',
      'Parent 2 d’Inès Durand, Modèle',
      'Modèle (mineure, associée à la décision)',
    ]);
    const signer = signerSide(t.app, t.config, sink);
    const people = [
      [parents.parent1.email, 'Claire Durand'],
      [parents.parent2.email, 'Marc Martin'],
      [child.email, 'Inès Durand'],
    ] as const;
    const links = await Promise.all(people.map(([email]) => linkOf(email, before)));
    const results: string[] = [];
    for (const [i, [email, name]] of people.entries()) {
      const signed = await signer.sign(links[i]!.token, email, name);
      expect(signed.statusCode, signed.body).toBe(200);
      results.push(signed.json().status);
    }
    expect(results).toEqual(['signed', 'signed', 'completed']);
    const view = await ownerView(created.id);
    expect(view.participants).toEqual([
      expect.objectContaining({ name: 'Inès Durand', status: 'signed', minor: true }),
    ]);
    // Every dossier de preuve carries the photographer's one consent and the terms' hash, the
    // minor's as the adult's, beside each parent's own signature.
    const { text, termsSha256 } = await sealedText(
      view.participants[0]!.contract_id,
      tokenOf(created),
    );
    expect(text.replace(/\s+/g, '').split(termsSha256).length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/consentement donné une seule fois/);
    for (const name of ['Claire Durand', 'Marc Martin', 'Inès Durand'])
      expect(text).toContain(name);
  }, 90_000);

  it('a model who scans the code again is told her address has joined, once', async () => {
    const token = tokenOf(await createRelease());
    const email = address('deux-fois');
    const join = (to: string) =>
      publicCall('POST', `/api/releases/public/${token}/participants`, {
        model: { ...ADULT_MODEL, email: to },
      });
    expect((await join(email)).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase(), email.replace('@', '+seance@')]) {
      const second = await join(again);
      expect(second.statusCode, again).toBe(409);
      expect(second.json().error.fields).toEqual([
        { path: 'model.email', message: expect.stringMatching(/a déjà rejoint la séance/) },
      ]);
    }
  });

  it('models scanning the QR code at the same moment all join', async () => {
    const token = tokenOf(await createRelease());
    const joins = await Promise.all(
      ['ana', 'bea', 'cleo', 'dora', 'eva', 'flo'].map((name) =>
        publicCall('POST', `/api/releases/public/${token}/participants`, {
          model: { ...ADULT_MODEL, prenom: name, email: address(name) },
        }),
      ),
    );
    expect(joins.map((j) => j.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('a model who refuses shows as refused; a closed séance answers 410 in French', async () => {
    const created = await createRelease({ title: 'Shooting rue' });
    const token = tokenOf(created);
    const model = { ...ADULT_MODEL, prenom: 'Zoé', email: address('zoe') };
    const before = sink.received.length;
    const joined = await publicCall('POST', `/api/releases/public/${token}/participants`, {
      model,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const { token: signingToken } = await linkOf(model.email, before);
    const refused = await publicCall('POST', `/api/sign/${signingToken}/refuse`, {
      reason: 'Je préfère ne pas apparaître.',
    });
    expect(refused.statusCode, refused.body).toBe(204);
    expect((await ownerView(created.id)).participants[0]).toEqual(
      expect.objectContaining({ name: 'Zoé Durand', status: 'refused' }),
    );

    const closed = await call(owner, 'POST', `/api/releases/${created.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await ownerView(created.id)).open).toBe(false);
    const read = await publicCall('GET', `/api/releases/public/${token}`);
    expect(read.statusCode).toBe(410);
    expect(read.json().error.message).toMatch(/Cette séance est close/);
    const late = await publicCall('POST', `/api/releases/public/${token}/participants`, {
      model: { ...model, email: address('tard') },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('RELEASE_CLOSED');
  }, 60_000);
});

describe('a séance’s link is capped and rate limited', () => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp('sqlite', {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
      releases: { participantCap: 1 },
      rateLimits: { auth: 5, generation: 30, windowMs: 60_000 },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('past the cap a model is told in French; past the limit an address waits', async () => {
    const owner = await signUp(t.app, 'photographe-cap@exemple.test');
    await confirmAddress(t.app, sink, 'photographe-cap@exemple.test');
    const created = await callAs(t.app, owner, 'POST', '/api/releases', {
      title: 'Petite séance',
      template: TERMS_INPUT,
      consent: true,
    });
    const token = new URL((created.json() as Created).url).pathname.split('/').at(-1)!;
    const join = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/releases/public/${token}/participants`,
        headers: { origin: TEST_ORIGIN },
        payload: { model: { ...ADULT_MODEL, email } },
      });
    expect((await join('une@exemple.test')).statusCode).toBe(201);
    const full = await join('deux@exemple.test');
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toMatch(/nombre maximal de participants/);
    // The page a model opens says it before she types anything.
    const view = await t.app.inject({ url: `/api/releases/public/${token}` });
    expect(view.statusCode).toBe(409);
    expect(view.json().error.message).toMatch(/nombre maximal de participants/);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await t.app.inject({ method: 'GET', url: `/api/releases/public/${token}` })).statusCode,
      );
    expect(statuses).toContain(429);
    // Per address: a model on another connection still opens the link, and the limited address
    // keeps its signing budget (the signing links are counted apart).
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/releases/public/${token}`,
      remoteAddress: '203.0.113.9',
    });
    // (the séance is full: its answer, not the limit's)
    expect(elsewhere.statusCode).toBe(409);
    const signing = await t.app.inject({ method: 'GET', url: `/api/sign/${'x'.repeat(43)}` });
    expect(signing.statusCode).not.toBe(429);
  }, 60_000);

  it('a participant whose contract the photographer deletes leaves the séance and frees the place', async () => {
    const owner = await signUp(t.app, 'photographe-supprime@exemple.test');
    await confirmAddress(t.app, sink, 'photographe-supprime@exemple.test');
    const created = (
      await callAs(t.app, owner, 'POST', '/api/releases', {
        title: 'Séance à une place',
        template: TERMS_INPUT,
        consent: true,
      })
    ).json() as Created;
    const token = new URL(created.url).pathname.split('/').at(-1)!;
    const join = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/releases/public/${token}/participants`,
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '198.51.100.7',
        payload: { model: { ...ADULT_MODEL, email } },
      });
    expect((await join('premiere@exemple.test')).statusCode).toBe(201);
    const before = (await callAs(t.app, owner, 'GET', `/api/releases/${created.id}`)).json() as {
      participants: { contract_id: string }[];
    };
    const deleted = await callAs(
      t.app,
      owner,
      'DELETE',
      `/api/contracts/${before.participants[0]!.contract_id}`,
    );
    expect(deleted.statusCode).toBe(204);
    const after = (await callAs(t.app, owner, 'GET', `/api/releases/${created.id}`)).json() as {
      participants: unknown[];
    };
    expect(after.participants).toEqual([]);
    expect((await join('seconde@exemple.test')).statusCode).toBe(201);
  }, 60_000);
});
