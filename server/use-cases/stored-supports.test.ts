import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { insertStoredRow } from '../test-support/stored-row';
import { readyLargestDraft } from '../render/fixtures/largest-draft';
import { docxText } from '../render/fixtures/read-docx';
import { callAs, headersFor, signUp, type Caller } from '../test-support/sessions';

const flat = (s: string) => s.replace(/-\n/g, '').replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * LEGAL J1: the website and Discord became ordinary supports. A contract stored (or exported)
 * before printed them whatever its `supports` held, so reading it must keep them — in its files,
 * its export and the import of that export — while a contract saved since keeps the user's choice.
 */
describe.each(APP_BACKENDS)(
  'supports of contracts stored before they were answers (%s)',
  (backend) => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let me: Caller;
    beforeAll(async () => {
      t = await createTestApp(backend);
      me = await signUp(t.app, 'supports-anciens@example.fr');
    }, 60_000);
    afterAll(async () => t?.close());

    /** The draft as stored before the change: no mark, the website and Discord implied. */
    const beforeTheChange = () => {
      const { supports_explicites: _mark, ...rest } = readyLargestDraft({ supports: ['presse'] });
      return { ...rest, supports: ['presse'] };
    };

    it('a stored pre-change contract still prints the website and Discord, and its export re-imports them', async () => {
      const { id } = await insertStoredRow(t.database.db, me.userId!, {
        title: 'Contrat d’avant',
        isDraft: false,
        formData: beforeTheChange(),
      });
      const docx = await callAs(t.app, me, 'GET', `/api/contracts/${id}/docx`);
      expect(docx.statusCode).toBe(200);
      const text = flat(docxText(docx.rawPayload));
      expect(text).toContain('le site internet édité par le Cessionnaire ou pour son compte ;');
      expect(text).toContain('le serveur Discord administré par le Cessionnaire ;');

      const exported = await callAs(t.app, me, 'GET', `/api/contracts/export/${id}`);
      expect(exported.statusCode).toBe(200);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/contracts/import',
        headers: { ...headersFor(me), 'content-type': 'application/json' },
        payload: exported.body,
      });
      expect(imported.statusCode).toBe(201);
      const read = await callAs(t.app, me, 'GET', `/api/contracts/${imported.json().contractId}`);
      expect(read.json().form_data).toMatchObject({
        supports: ['site_internet', 'serveur_discord', 'presse'],
        supports_explicites: true,
      });
    });

    it('a contract saved now keeps the website and Discord unticked', async () => {
      const saved = await callAs(t.app, me, 'POST', '/api/contracts', {
        contractData: readyLargestDraft({ supports: ['presse'] }),
        title: 'Contrat de maintenant',
        isDraft: false,
        fromStep6: true,
      });
      expect(saved.statusCode).toBe(201);
      const docx = await callAs(t.app, me, 'GET', `/api/contracts/${saved.json().id}/docx`);
      const text = flat(docxText(docx.rawPayload));
      expect(text).not.toContain('site internet');
      expect(text).not.toContain('Discord');
      expect(text).toContain('les annonces, insertions publicitaires et publireportages');
    });
  },
);
