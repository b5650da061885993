import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_IMAGE_ONLY_MESSAGE } from '@core/rules/situations';
import { errorHandlerPlugin } from '@server/plugins/error-handler';
import { ASSIGNEE, AUTHOR, largestCombinedDraft } from '@server/render/fixtures/largest-draft';
import { previewRoutes } from './index';

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  await app.register(previewRoutes, { prefix: '/api' });
  await app.ready();
});
afterAll(() => app.close());

const preview = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/preview', payload: payload as object });

describe('POST /api/preview', () => {
  it('answers { preview, warnings } with the contract as plain text, the parties with their accents', async () => {
    const res = await preview({
      ...largestCombinedDraft({ duree_annees: 5 }),
      user_id: 'anon_123',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['preview', 'warnings']);
    expect(body.warnings).toEqual([]);
    const text = body.preview.replace(/[\u00A0\u202F]/g, ' ');
    expect(text).toContain(`${AUTHOR.prenom} ${AUTHOR.nom}`);
    expect(text).toContain(ASSIGNEE.nom);
    expect(text).toMatch(/ARTICLE 1/);
  });

  it('returns the soft warnings beside the text, each naming its answer; the text is still drafted', async () => {
    const res = await preview({
      ...largestCombinedDraft({ duree_annees: 5 }),
      supports: ['site_internet'],
      destination: 'Campagne d’affichage dans le métro',
    });
    expect(res.statusCode).toBe(200);
    const { preview: text, warnings } = res.json();
    expect(text).toMatch(/ARTICLE 1/);
    expect(warnings).toEqual([
      {
        code: 'destination_supports',
        field: 'destination',
        message: expect.stringContaining(
          '«\u202fAffichage extérieur (panneaux, transports)\u202f»',
        ),
      },
    ]);
  });

  it('answers 400 with field paths for an invalid draft', async () => {
    const res = await preview({
      auteur_type: 'Personne physique',
      type_cession: 'Gratuite',
      droits_cedes: ['suite'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields.map((f: { path: string }) => f.path)).toContain('droits_cedes');
  });

  it('answers 400 for a body that is not a draft', async () => {
    const res = await preview({ auteur_type: 'Robot' });
    expect(res.statusCode).toBe(400);
  });

  it('answers the modelling question of a child under 16 in the text, and refuses an unknown answer in French', async () => {
    const child = {
      ...largestCombinedDraft(),
      type_contrat: ["Image (droit à l'image)"],
      exclusivite: false,
      auteur_info: { ...largestCombinedDraft().auteur_info, date_naissance: '2016-01-10' },
    };
    const text = (body: { preview: string }) => body.preview.replace(/[\u00A0\u202F]/g, ' ');
    // « Non » with the largest draft's advertising supports is refused (the contract would list
    // them and forbid advertising); without them it is printed.
    const contradicted = await preview({ ...child, activite_mannequin: 'non' });
    expect(contradicted.statusCode).toBe(400);
    expect(contradicted.json().error.fields[0].path).toBe('activite_mannequin');
    const no = await preview({
      ...child,
      activite_mannequin: 'non',
      supports: child.supports.filter(
        (s) => !['publicites_en_ligne', 'affichage', 'emballages'].includes(s),
      ),
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(text(no.json())).toMatch(/les Images ne relèvent pas d.une activité de mannequin/);
    const yes = await preview(child);
    expect(text(yes.json())).toContain('L7124-1');
    expect(text(yes.json())).not.toMatch(/ne relèvent pas d.une activité de mannequin/);
    const bad = await preview({ ...child, activite_mannequin: 'peut-être' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      expect.objectContaining({
        path: 'activite_mannequin',
        message: 'Choix inconnu pour l’activité de mannequin.',
      }),
    ]);
  });
  it('refuses in French the consumer answer on an image-only authorisation, naming it, rather than drafting without it (LEGAL J9, D17)', async () => {
    const imageOnly = {
      ...largestCombinedDraft(),
      type_contrat: ["Image (droit à l'image)"],
      exclusivite: false,
      auteur_info: { ...largestCombinedDraft().auteur_info, date_naissance: '1990-04-12' },
      entreprise_info: {
        type: 'physical_person',
        gentille: 'M.',
        nom: 'Bernard',
        prenom: 'Hugo',
        adresse: '8 avenue Foch',
        code_postal: '13001',
        ville: 'Marseille',
      },
      tva_regime: 'TTC',
      mediateur_consommation: 'CM2C, www.cm2c.net',
    };
    const refused = await preview({ ...imageOnly, cessionnaire_consommateur: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    expect(refused.json().error.fields).toEqual([
      expect.objectContaining({
        path: 'cessionnaire_consommateur',
        message: CONSUMER_IMAGE_ONLY_MESSAGE,
      }),
    ]);
    const unticked = await preview(imageOnly);
    expect(unticked.statusCode, unticked.body).toBe(200);
  });
});
