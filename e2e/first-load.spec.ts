import type { Page, Request, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

/**
 * A signed-in page's first reads leave with the page's chunk (web/lib/early-fetch.ts): each is
 * sent once — the page takes the early answer instead of asking again — and the page shows it.
 */
async function apiReads(page: Page, path: string): Promise<string[]> {
  const events: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === 'GET') events.push(new URL(request.url()).pathname);
  };
  const onResponse = (response: Response) =>
    events.push(`answered ${new URL(response.url()).pathname}`);
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('response', onResponse);
  return events;
}

const count = (reads: string[], path: string) => reads.filter((read) => read === path).length;

test('the session and each page’s first reads are requested once on a first load', async ({
  page,
}) => {
  await signUpViaApi(page, 'premier-chargement');
  const id = await saveContractViaApi(page, {
    title: 'Affiche du festival',
    contractData: {
      auteur_type: 'Personne physique',
      type_contrat: ["Auteur (droits d'auteur)"],
      type_cession: 'Onéreuse',
      auteur_info: { nom: 'Durand', prenom: 'Camille' },
      description_oeuvre: 'Une affiche de festival',
    },
  });

  const list = await apiReads(page, '/contracts');
  await expect(page.getByText('Affiche du festival').first()).toBeVisible();
  expect(count(list, '/api/auth/get-session')).toBe(1);
  expect(count(list, '/api/contracts')).toBe(1);
  expect(count(list, '/api/signature-requests')).toBe(1);
  // Asked without waiting for the session's answer (the signed-in guard used to come first)…
  expect(list.indexOf('/api/contracts')).toBeLessThan(
    list.indexOf('answered /api/auth/get-session'),
  );
  // …and the page's code is announced in the HTML itself (modulepreload).
  const html = await (await page.request.get('/contracts')).text();
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/contracts-[\w-]+\.js">/,
  );

  const editor = await apiReads(page, `/editor/${id}`);
  await expect(page.getByText('Une affiche de festival').first()).toBeVisible();
  expect(count(editor, '/api/auth/get-session')).toBe(1);
  expect(count(editor, `/api/contracts/${id}`)).toBe(1);
  expect(count(editor, `/api/contracts/${id}/elements`)).toBe(1);
});
