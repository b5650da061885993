import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TIME_ZONE, isoDayOf } from '@core/rules/contract-date';
import { addYears } from '@core/rights/grants';
import { IMAGE } from '@core/answers/draft';
import { makeDraft } from '@core/templates/test-drafts';
import { BACKENDS } from '@server/auth/test-support';
import { startBackgroundJobs } from '@server/jobs/background-jobs';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { createCustomApp } from '@server/test-support/custom-app';
import { callAs, signUp, type Caller } from '@server/test-support/sessions';
import { confirmAddress, startSmtpSink, type SmtpSink } from '@server/test-support/smtp-sink';
import { sweepRightsReminders } from '@server/use-cases/rights-notices';

const DAY = 86_400_000;
const dayFromNow = (days: number, years = 0) =>
  addYears(isoDayOf(new Date(Date.now() + days * DAY), CONTRACT_TIME_ZONE), -years);
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * The reminders before a grant ends, through a real SMTP server on loopback: contracts dated a
 * year back so that their one-year image authorisation ends within days, the sweep run by the
 * jobs runner at start-up, each reminder once (a second sweep sends nothing), none for a
 * contract whose reminders are off nor for another owner's contracts.
 */
describe.each(BACKENDS)('rights reminders (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let other: Caller;
  const ownerAddress = `photographe-rappels-${backend}@exemple.test`;
  const otherAddress = `autre-rappels-${backend}@exemple.test`;
  const ids: Record<string, string> = {};

  const image = (days: number) =>
    makeDraft({ type_contrat: [IMAGE], duree_image_annees: 1, date_contrat: dayFromNow(days, 1) });
  async function save(caller: Caller, title: string, draft: object) {
    const saved = await callAs(t.app, caller, 'POST', '/api/contracts', {
      contractData: draft,
      title,
      isDraft: false,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return (saved.json() as { id: string }).id;
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    owner = await signUp(t.app, ownerAddress);
    await confirmAddress(t.app, sink, ownerAddress);
    other = await signUp(t.app, otherAddress);
    await confirmAddress(t.app, sink, otherAddress);
    ids.soon = await save(owner, 'Portraits Zoé', image(5));
    ids.muted = await save(owner, 'Campagne muette', image(6));
    ids.far = await save(owner, 'Catalogue lointain', image(120));
    ids.ended = await save(owner, 'Séance finie', image(-3));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('the owner turns one contract’s reminders off; another account cannot', async () => {
    const url = `/api/contracts/${ids.muted}/reminders`;
    expect((await callAs(t.app, owner, 'GET', url)).json()).toEqual({ enabled: true });
    const foreign = await callAs(t.app, other, 'PUT', url, { enabled: false });
    expect(foreign.statusCode).toBe(404);
    const invalid = await callAs(t.app, owner, 'PUT', url, { enabled: 'non' });
    expect(invalid.statusCode).toBe(400);
    const off = await callAs(t.app, owner, 'PUT', url, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect((await callAs(t.app, owner, 'GET', url)).json()).toEqual({ enabled: false });
  });

  it('the jobs runner sends the 7-day reminder at start-up, in French, with the renewal link', async () => {
    const before = sink.received.length;
    const runner = await startBackgroundJobs(t.app, t.config, t.database);
    try {
      const mail = await sink.waitFor(ownerAddress, { after: before, subject: 'Rappel' });
      expect(flat(mail.subject)).toBe(
        `Rappel : l’autorisation de droit à l’image « Portraits Zoé » prend fin le ${flat(
          new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })
            .format(new Date(`${dayFromNow(5)}T12:00:00Z`))
            .replace(/^1 /, '1er '),
        )} – Clausier`,
      );
      const text = flat(mail.text);
      expect(text).toContain(
        'L’autorisation de droit à l’image consentie par Léa Durand à ACME Médias dans le contrat « Portraits Zoé » prend fin le',
      );
      expect(text).toContain('dans 5 jours');
      expect(text).toContain(`${t.config.auth.baseUrl}/droits`);
      expect(mail.html).toContain('Mes droits');
    } finally {
      await runner.close();
    }
    await t.app.mailer.idle();
    const reminders = sink.received.slice(before).filter((m) => m.subject.startsWith('Rappel'));
    // The one due reminder: not the muted contract, not one 120 days away, not one ended.
    expect(
      reminders.map((m) => [m.to, flat(m.subject).split('«')[1]?.split('»')[0]?.trim()]),
    ).toEqual([[ownerAddress, 'Portraits Zoé']]);
    const sent = await t.app.repositories.rightsNotices.sentReminders(owner.userId!);
    expect(sent).toEqual([
      { contractId: ids.soon, kind: 'image', endsOn: dayFromNow(5), daysBefore: 7 },
    ]);
  });

  it('a second sweep sends nothing more', async () => {
    const before = sink.received.length;
    expect(await sweepRightsReminders(useCaseDeps(t.app))).toEqual({ sent: 0 });
    await t.app.mailer.idle();
    expect(sink.received.length).toBe(before);
  });

  it('two sweeps at the same moment (two instances of a cluster) send a due reminder once', async () => {
    const id = await save(owner, 'Défilé simultané', image(4));
    const before = sink.received.length;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sweepRightsReminders(useCaseDeps(t.app))),
    );
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    await t.app.mailer.idle();
    const sent = sink.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(flat(sent[0]!.subject)).toContain('« Défilé simultané »');
    const rows = await t.app.repositories.rightsNotices.sentReminders(owner.userId!);
    expect(rows.filter((r) => r.contractId === id)).toHaveLength(1);
  });

  it('turning reminders back on sends the one due, once', async () => {
    await callAs(t.app, owner, 'PUT', `/api/contracts/${ids.muted}/reminders`, { enabled: true });
    expect(await sweepRightsReminders(useCaseDeps(t.app))).toEqual({ sent: 1 });
    expect(await sweepRightsReminders(useCaseDeps(t.app))).toEqual({ sent: 0 });
    await t.app.mailer.idle();
    const mail = sink.received.at(-1)!;
    expect(mail.to).toBe(ownerAddress);
    expect(flat(mail.subject)).toContain('« Campagne muette »');
  });

  it('the 30-day reminder comes before, the 7-day one later, each once', async () => {
    const id = await save(other, 'Affiche été', image(25));
    const in25 = await sweepRightsReminders(useCaseDeps(t.app));
    expect(in25).toEqual({ sent: 1 });
    // Three weeks later the same grant is 4 days from its end: the 7-day reminder, once.
    const later = new Date(Date.now() + 21 * DAY);
    expect(await sweepRightsReminders(useCaseDeps(t.app), later)).toEqual({ sent: 1 });
    expect(await sweepRightsReminders(useCaseDeps(t.app), later)).toEqual({ sent: 0 });
    const sent = await t.app.repositories.rightsNotices.sentReminders(other.userId!);
    expect(sent.map((s) => [s.contractId, s.daysBefore])).toEqual([
      [id, 30],
      [id, 7],
    ]);
  });
});
