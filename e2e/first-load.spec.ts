import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

/**
 * A signed-in page's first reads leave with the page's chunk (web/lib/early-fetch.ts): each is
 * sent once — the page takes the early answer instead of asking again — and the page shows it.
 */
async function apiReads(page: Page, path: string): Promise<string[]> {
  const reads: string[] = [];
  const listener = (request: { method: () => string; url: () => string }) => {
    const url = new URL(request.url());
    if (request.method() === 'GET') reads.push(url.pathname);
  };
  page.on('request', listener);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return reads;
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
  // Asked before the page's own chunk, not after it has loaded and rendered.
  const chunk = list.findIndex((read) => /^\/assets\/contracts-.*\.js$/.test(read));
  expect(chunk).toBeGreaterThan(-1);
  expect(list.indexOf('/api/contracts')).toBeLessThan(chunk);

  const editor = await apiReads(page, `/editor/${id}`);
  await expect(page.getByText('Une affiche de festival').first()).toBeVisible();
  expect(count(editor, '/api/auth/get-session')).toBe(1);
  expect(count(editor, `/api/contracts/${id}`)).toBe(1);
  expect(count(editor, `/api/contracts/${id}/elements`)).toBe(1);
});
