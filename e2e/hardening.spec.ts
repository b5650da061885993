import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { APP_ORIGIN, expect, SAME_ORIGIN, signOut, signUp, test } from './support/fixtures';
import { expectStep, fillPerson, next, saveProfile } from './wizard-helpers';

/** A page of the same site but another origin (another port of localhost): SameSite=Lax lets its posts carry our cookies. */
const SAME_SITE_ORIGIN = `http://localhost:${Number(new URL(APP_ORIGIN).port) + 1}`;

const exportFile = JSON.stringify({
  format: 'clausier-contract',
  version: 1,
  title: 'Contrat planté',
  form_data: { auteur_type: 'Personne physique', type_contrat: ["Auteur (droits d'auteur)"] },
});

/** The titles of the session's contracts, read as the page's own API calls would. */
async function contractTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/contracts');
  if (!response.ok()) return [];
  return ((await response.json()) as { contracts: { title: string }[] }).contracts.map(
    (c) => c.title,
  );
}

test.describe('cross-site writes', () => {
  // The hostile page is not the app: no #main to wait for, nothing of ours to scan.
  test.use({ a11yAutoScan: false });

  test('a page of another origin of the same site posts a multipart import to the app: refused, nothing written', async ({
    page,
  }) => {
    await signUpViaApi(page);
    expect(await contractTitles(page)).toEqual([]);

    // The hostile page: served by Playwright as if from http://localhost:<port + 1>. It fills a
    // file input with a contract export and submits the form to the app, as the attack did.
    await page.route(`${SAME_SITE_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="fr"><head><title>Jeu concours</title></head><body>
          <form id="f" method="post" enctype="multipart/form-data" action="${APP_ORIGIN}/api/contracts/import">
            <input type="file" name="file" id="file">
          </form>
          <script>
            const data = new DataTransfer();
            data.items.add(new File([${JSON.stringify(exportFile)}], 'contrat.json', { type: 'application/json' }));
            document.getElementById('file').files = data.files;
            document.getElementById('f').submit();
          </script></body></html>`,
      }),
    );
    const answer = page.waitForResponse((r) => r.url() === `${APP_ORIGIN}/api/contracts/import`);
    await page.goto(`${SAME_SITE_ORIGIN}/concours`, { waitUntil: 'commit' });
    const refused = await answer;
    // The browser did carry the victim's cookie (same site) and said where it came from.
    expect(refused.request().headers()['origin']).toBe(SAME_SITE_ORIGIN);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FOREIGN_ORIGIN' } });

    await page.goto('/contracts');
    expect(await contractTitles(page)).toEqual([]);
    await expect(page.getByText('Contrat planté')).toHaveCount(0);
  });
});

test.describe('identity hardening', () => {
  test('signing out leaves none of the wizard’s answers in the tab, and the wizard starts blank', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await saveProfile(page, { person: true });
    await page.goto('/wizard?fromDashboard=true');
    await expectStep(page, 1, 'Type de contrat');
    await page
      .getByLabel('Description du projet')
      .fill('Reportage confidentiel sur Camille Martin');
    await page.getByRole('checkbox', { name: /^Auteur/ }).check();
    await next(page);
    await next(page);
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await fillPerson(page, { civ: 'Mme', prenom: 'Anne', nom: 'Secrète' });
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('tempContractData') ?? ''))
      .toContain('Secrète');

    // Sign out from the wizard itself (it writes its answers back when it closes).
    await signOut(page);
    const stored = await page.evaluate(() => ({
      session: Object.fromEntries(Object.entries(sessionStorage)),
      local: Object.fromEntries(Object.entries(localStorage)),
    }));
    const everything = JSON.stringify(stored);
    for (const secret of ['Secrète', 'Anne', 'confidentiel', 'Martin'])
      expect(everything).not.toContain(secret);
    expect(Object.keys(stored.session).filter((key) => key !== 'chunkReloadAt')).toEqual([]);
    // Left: the tutorial flag, and at most this browser's note that the visitor now at it has no
    // profile (web/lib/profile-configured.ts), written by the pages' reads after the sign-out;
    // the user's own « configured » is gone.
    const { hasVisitedWelcome, profileConfigured = 'false', ...rest } = stored.local;
    expect(rest).toEqual({});
    expect(hasVisitedWelcome).toBe('true');
    expect(profileConfigured).toBe('false');

    // The next person at this computer sets up their own profile and opens the wizard:
    // nothing of the previous user.
    await saveProfile(page, { company: true });
    await page.goto('/wizard?fromDashboard=true');
    await expectStep(page, 1, 'Type de contrat');
    await expect(page.getByLabel('Description du projet')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /^Auteur/ })).not.toBeChecked();
  });

  test('a visitor’s drafts moved at sign-up are announced, not moved silently', async ({
    page,
  }) => {
    await page.goto('/');
    // Two drafts saved as a visitor in this browser (its cookies: session and binding).
    for (const title of ['Brouillon un', 'Brouillon deux']) {
      const saved = await page.request.post('/api/contracts', {
        headers: SAME_ORIGIN,
        data: { contractData: { auteur_type: 'Personne physique' }, title, isDraft: true },
      });
      expect(saved.status()).toBe(201);
    }
    await signUp(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'ont été ajoutés à votre compte' }),
    ).toHaveText(/2\sbrouillons ont été ajoutés à votre compte\./);
    expect((await contractTitles(page)).sort()).toEqual(['Brouillon deux', 'Brouillon un']);
  });
});
