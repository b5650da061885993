import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalInfoSchema } from '@core/schemas/legal-info';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import { anonymousVisitor, callAs, NOBODY } from '@server/test-support/sessions';

const UNSET = {
  publisherName: null,
  publisherStatus: null,
  publisherAddress: null,
  contactEmail: null,
  director: null,
  hostName: null,
  hostAddress: null,
  hostPhone: null,
};

describe.each(APP_BACKENDS)('GET /api/legal-info (%s)', (backend) => {
  describe('with no LEGAL_* variable set', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp(backend);
    });
    afterAll(async () => t?.close());

    it('answers nulls and the retention periods, to anyone, without opening a session', async () => {
      const response = await callAs(t.app, NOBODY, 'GET', '/api/legal-info');
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      const body = legalInfoSchema.parse(response.json());
      expect(body).toEqual({
        ...UNSET,
        anonymousRetentionDays: t.config.anonymousRetentionDays,
        sessionDays: 30,
        companyLookup: false,
      });
      expect(body.anonymousRetentionDays).toBe(30);
    });

    it('is the same answer for a visitor with a session (nothing of theirs in it)', async () => {
      const visitor = await anonymousVisitor(t.app);
      const anonymous = await callAs(t.app, NOBODY, 'GET', '/api/legal-info');
      const withSession = await callAs(t.app, visitor, 'GET', '/api/legal-info');
      expect(withSession.statusCode).toBe(200);
      expect(withSession.json()).toEqual(anonymous.json());
    });
  });

  describe('with the operator’s identity configured', () => {
    let t: Awaited<ReturnType<typeof createCustomApp>>;
    const legal = {
      publisherName: 'Atelier Exemple SAS',
      publisherStatus: 'SAS au capital de 1 000 €, RCS Paris 123 456 789',
      publisherAddress: '1 rue de l’Exemple, 75001 Paris',
      contactEmail: 'contact@exemple.fr',
      director: 'Camille Martin',
      hostName: 'Hébergeur Exemple',
      hostAddress: '2 avenue du Serveur, 59000 Lille',
      hostPhone: '+33 1 23 45 67 89',
    };
    beforeAll(async () => {
      t = await createCustomApp(backend, {
        legal,
        anonymousRetentionDays: 7,
        companyLookupUrl: 'https://recherche-entreprises.example',
      });
    });
    afterAll(async () => t?.close());

    it('answers each value and the purge job’s retention setting', async () => {
      const response = await callAs(t.app, NOBODY, 'GET', '/api/legal-info');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...legal,
        anonymousRetentionDays: 7,
        sessionDays: 30,
        companyLookup: true,
      });
    });
  });
});
