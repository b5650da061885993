import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TIME_ZONE, isoDayOf } from '@core/rules/contract-date';
import { addYears } from '@core/rights/grants';
import { parseIcs, prop, unescapeText } from '@core/rights/ics-parser';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { makeDraft } from '@core/templates/test-drafts';
import { BACKENDS } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import {
  anonymousVisitor,
  callAs,
  NOBODY,
  signUp,
  type Caller,
} from '@server/test-support/sessions';

const DAY = 86_400_000;
const dayFromNow = (days: number, years = 0) =>
  addYears(isoDayOf(new Date(Date.now() + days * DAY), CONTRACT_TIME_ZONE), -years);

/**
 * The private calendar feed end to end: created with a session, read without one by its URL's
 * token, parsed back strictly (core/rights/ics-parser.ts), replaced by a new one, revoked; on
 * SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
describe.each(BACKENDS)('the rights calendar feed (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let other: Caller;
  let contractId = '';

  beforeAll(async () => {
    t = await createCustomApp(backend);
    owner = await signUp(t.app, `calendrier-${backend}@exemple.test`);
    other = await signUp(t.app, `voisin-${backend}@exemple.test`);
    const saved = await callAs(t.app, owner, 'POST', '/api/contracts', {
      contractData: makeDraft({
        type_contrat: [AUTEUR, IMAGE],
        remuneration_image: '300',
        duree_annees: 3,
        duree_image_annees: 1,
        date_contrat: dayFromNow(20, 1),
      }),
      title: 'Portraits, «\u202fÉté\u202f»; série 2',
      isDraft: false,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    contractId = saved.json().id;
    // A draft grants nothing: it is not in the feed.
    await callAs(t.app, owner, 'POST', '/api/contracts', {
      contractData: makeDraft({ type_contrat: [IMAGE] }),
      title: 'Brouillon',
      isDraft: true,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The feed as a calendar client reads it: no cookie, no Origin. */
  const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('is created for an account only, and read without a session by its URL', async () => {
    expect((await callAs(t.app, NOBODY, 'POST', '/api/rights/calendar')).statusCode).toBe(401);
    const visitor = await anonymousVisitor(t.app);
    expect((await callAs(t.app, visitor, 'POST', '/api/rights/calendar')).statusCode).toBe(403);

    const created = await callAs(t.app, owner, 'POST', '/api/rights/calendar');
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/rights\/calendar\/[A-Za-z0-9_-]{43}$/);

    const feed = await read(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseIcs(feed.body);
    const events = calendar.components.filter((c) => c.name === 'VEVENT');
    expect(events.map((e) => prop(e, 'UID').value).sort()).toEqual(
      [`${contractId}-copyright@localhost`, `${contractId}-image@localhost`].sort(),
    );
    const image = events.find((e) => prop(e, 'UID').value.includes('-image@'))!;
    expect(prop(image, 'DTSTART').value).toBe(dayFromNow(20).replace(/-/g, ''));
    expect(unescapeText(prop(image, 'SUMMARY').value)).toBe(
      'Fin de l’autorisation de droit à l’image – Portraits, «\u202fÉté\u202f»; série 2',
    );
    expect(unescapeText(prop(image, 'DESCRIPTION').value)).toContain(
      'consentie par Léa Durand à ACME Médias',
    );
    // Titles, names and dates only: no address, price or support of the contract.
    expect(feed.body).not.toMatch(/Rivoli|1 500|€|site internet|https?:/);
    // The token is not stored: the database holds its hash only.
    const token = url.split('/').at(-1)!;
    expect(
      JSON.stringify(await t.database.db.selectFrom('rights_calendars').selectAll().execute()),
    ).not.toContain(token);
  });

  it('another account’s feed lists nothing of this owner', async () => {
    const created = await callAs(t.app, other, 'POST', '/api/rights/calendar');
    const feed = await read((created.json() as { url: string }).url);
    expect(parseIcs(feed.body).components).toEqual([]);
  });

  it('a new URL replaces the old one; a revoked or made-up one answers 404', async () => {
    const first = (await callAs(t.app, owner, 'POST', '/api/rights/calendar')).json().url as string;
    const second = (await callAs(t.app, owner, 'POST', '/api/rights/calendar')).json()
      .url as string;
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);

    const revoked = await callAs(t.app, owner, 'DELETE', '/api/rights/calendar');
    expect(revoked.statusCode).toBe(204);
    const gone = await read(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('RIGHTS_CALENDAR_NOT_FOUND');
    expect((await callAs(t.app, owner, 'DELETE', '/api/rights/calendar')).statusCode).toBe(404);
    expect((await read(`http://x/api/rights/calendar/${'A'.repeat(43)}`)).statusCode).toBe(404);
  });
});
