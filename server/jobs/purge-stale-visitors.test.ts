import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp } from '../auth/test-support';
import { anonymousVisitor, callAs, signUp } from '../test-support/sessions';
import { purgeStaleVisitors } from './purge-stale-visitors';

const draft = { auteur_type: 'Personne physique', type_contrat: ["Auteur (droits d'auteur)"] };
const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('purgeStaleVisitors (%s)', (backend) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('erases visitors inactive beyond the retention period, with their data, and nobody else', async () => {
    const t = await createTestApp(backend);
    close = t.close;
    const visitor = await anonymousVisitor(t.app);
    const account = await signUp(t.app, 'garde@example.fr');
    for (const caller of [visitor, account]) {
      const saved = await callAs(t.app, caller, 'POST', '/api/contracts', {
        contractData: draft,
        title: 'Brouillon',
        isDraft: true,
      });
      expect(saved.statusCode).toBe(201);
    }

    // Today nothing is stale: the visitor's session is still valid.
    expect(await purgeStaleVisitors(t.database, { retentionDays: 30 })).toBe(0);

    // 30 days after every session expired, the visitor (and only the visitor) goes.
    const later = new Date(Date.now() + 120 * DAY);
    expect(await purgeStaleVisitors(t.database, { retentionDays: 30, now: later })).toBe(1);

    const owners = await t.database.db.selectFrom('contracts').select('owner_id').execute();
    expect(owners.map((o) => o.owner_id)).toEqual([account.userId]);
    const mine = await callAs(t.app, visitor, 'GET', '/api/contracts');
    expect(mine.statusCode).toBe(401);
  });
});
