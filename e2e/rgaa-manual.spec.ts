import type { Page, TestInfo } from '@playwright/test';
import { expect, openSignInModal, test } from './support/fixtures';
import { expectStep, fillPerson, next, saveProfile } from './wizard-helpers';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

// The RGAA 4.1 checks that axe cannot make, run on every screen (docs/accessibility-audit.md
// lists each criterion and the test that backs it): page titles and language (8.3–8.6),
// headings and landmarks (9.1, 12.6), skip link (12.7), reflow at 320 px (10.11), 200 % text
// (10.4), text spacing (10.12), orientation (13.9), keyboard operation without traps (7.3,
// 12.8, 12.9) and visible focus (10.7). Viewports are set per test, so the desktop project
// runs them once; the mobile project would repeat the same widths.
test.skip(({ isMobile }) => isMobile, 'viewports are set by each test: one project is enough');
// The injected user stylesheets (200 % text, text spacing) stand for a user's own style sheet
// or bookmarklet, which the page's CSP does not govern in a real browser.
test.use({ bypassCSP: true });
// Each test visits a dozen pages, each scanned by axe on arrival.
test.describe.configure({ timeout: 240_000 });

// The wizard is reached from the dashboard once a profile exists (docs/product.md §2): its own URL
// form.
const WIZARD = '/wizard?fromDashboard=true';
const PUBLIC_PAGES = ['/', WIZARD, '/dashboard', '/about', '/versions', '/plan-site'];
/** The legal pages: long text, checked for structure, skip link and reflow. */
const LEGAL_PATHS = ['/legal', '/confidentialite', '/conditions-utilisation'];

/** A file name for a screenshot of `path`. */
const shotName = (prefix: string, path: string) =>
  `${prefix}${path.replace(/[/?=&]/g, '_').slice(0, 24)}`;

const contractData = {
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  type_cession: 'Onéreuse',
  auteur_info: { gentille: 'Mme', nom: 'Durand', prenom: 'Camille', date_naissance: '1990-04-12' },
  // The flat fee's L131-4 ground, an answer (LEGAL J2): the work is not sold.
  forfait_motifs: ['sans_recettes'],
  description_oeuvre: 'Une affiche de festival',
};

/**
 * Signs a new account up through the API, stores its assignee profile (the wizard requires one)
 * and one finished and one from-step-6 contract; returns the signed-in pages to visit.
 */
async function signedInWithContracts(page: Page) {
  await signUpViaApi(page, 'rgaa');
  await saveProfile(page, { person: true });
  const save = (body: { title: string; isDraft: boolean; fromStep6?: boolean }) =>
    saveContractViaApi(page, { contractData, ...body });
  const edited = await save({ title: 'Affiche du festival', isDraft: false });
  const toFinalize = await save({ title: 'Contrat à finaliser', isDraft: false, fromStep6: true });
  return ['/contracts', `/editor/${edited}`, `/wizard/finalize/${toFinalize}`];
}

/** Pixels the page scrolls sideways (0 when everything reflows into the window). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The innermost elements that stick out past the right edge of the window, to name a failure. */
const pastRightEdge = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 1,
    );
    return out
      .filter((el) => !out.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')} « ${el.innerText?.trim().slice(0, 40)} » → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
  });

/**
 * Text cut off by its box: visible elements that hide overflow while their content is larger.
 * Visually hidden text (sr-only, 1 px clip) is meant to be, and scroll areas scroll.
 */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      // Visually hidden on purpose (the skip link until focused, sr-only labels).
      if (el.matches('.sr-only:not(:focus)') || style.clipPath.startsWith('inset(50%')) continue;
      if (!el.innerText?.trim()) continue;
      const overX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const overY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      // An ellipsis is a deliberate truncation only when the full text is offered elsewhere (title).
      const ellipsis = style.textOverflow === 'ellipsis' && el.title;
      if ((overX || overY) && !ellipsis) {
        found.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} « ${el.innerText.trim().slice(0, 40)} » ${el.scrollWidth}×${el.scrollHeight} dans ${el.clientWidth}×${el.clientHeight}`,
        );
      }
    }
    return found;
  });

/** WCAG 1.4.12 values, as the text-spacing bookmarklet applies them. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** `fullPage: false` where an emulation is active: a full-page capture resizes the view and drops it. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

/** Opens the wizard and walks steps 1 to 6 of an author contract, calling `check` on each. */
async function walkWizard(page: Page, check: (step: number) => Promise<void>) {
  await page.goto(WIZARD);
  await expectStep(page, 1, 'Type de contrat');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await check(1);
  await next(page);
  await expectStep(page, 2, 'Mode de cession et droits');
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await check(2);
  await next(page);
  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await fillPerson(page, { civ: 'Mme', prenom: 'Camille', nom: 'Durand', ville: 'Lyon' });
  await check(3);
  await next(page);
  await expectStep(page, 4, 'Description détaillée');
  await page
    .getByLabel('Description de l’œuvre')
    .fill('Série de 12 photographies du salon Tech Lyon 2026.');
  await check(4);
  await next(page);
  await expectStep(page, 5, 'Supports et rémunération');
  await page.getByRole('checkbox', { name: 'Réseaux sociaux' }).check();
  await page.getByLabel(/^Prix \(en euros\)/).fill('1 500');
  await check(5);
  await next(page);
  await expectStep(page, 6, 'Finalisation');
  await check(6);
}

test('every page: French language, a title of its own, one h1, no skipped heading level, the landmarks', async ({
  page,
}, testInfo) => {
  const pages = [...PUBLIC_PAGES, ...LEGAL_PATHS, ...(await signedInWithContracts(page))];
  const titles = new Map<string, string>();
  const outlines: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(
      page
        .locator('#main')
        .getByRole('heading', { level: 1 })
        .and(page.locator(':not([contenteditable="true"] *)')),
    ).toHaveCount(1);
    expect(await page.locator('html').getAttribute('lang'), path).toBe('fr');
    const title = await page.title();
    expect(title, path).toMatch(/— Clausier$|^Clausier — /);
    titles.set(path, title);

    // Headings as assistive technology exposes them (the accessibility tree, not the markup).
    const levels = await page.locator('body').evaluate((body) =>
      [...body.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
        // The contract open in the editor is a document of its own (its title is its h1).
        .filter((h) => !h.closest('[contenteditable="true"]'))
        .filter(
          (h) => !h.closest('[aria-hidden="true"]') && (h as HTMLElement).offsetParent !== null,
        )
        .map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1))),
    );
    expect(levels[0], `${path} commence par un h1`).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(
        levels[i]! - levels[i - 1]!,
        `${path} : niveau de titre sauté (${levels.join(' ')})`,
      ).toBeLessThanOrEqual(1);
    }
    outlines.push(`${path} — ${title}\n${await page.locator('#main').ariaSnapshot()}`);

    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale', exact: true }),
    ).toBeVisible();
    // Every id is unique (RGAA 8.2: labels, descriptions and ARIA references point to one element).
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(duplicates, path).toEqual([]);
  }
  // Two routes sharing a title would be indistinguishable in tabs and history (RGAA 8.6).
  const distinct = new Set(titles.values());
  expect(distinct.size, [...titles].map(([p, t]) => `${p}: ${t}`).join('\n')).toBe(pages.length);
  await testInfo.attach('structure.txt', {
    body: outlines.join('\n\n'),
    contentType: 'text/plain',
  });
});

test('every page: the first Tab reaches « Aller au contenu », which moves the focus into <main>', async ({
  page,
}) => {
  const pages = [...PUBLIC_PAGES, ...LEGAL_PATHS, ...(await signedInWithContracts(page))];
  for (const path of pages) {
    await page.goto(path);
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip, path).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main'), path).toBeFocused();
    // The next Tab lands inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
      path,
    ).toBe(true);
  }
});

test('reflow at 320 px (400 % zoom of a 1280 px window): no page scrolls sideways, wizard steps and sign-in included', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const signedIn = await signedInWithContracts(page);
  const failures: string[] = [];
  for (const path of [...PUBLIC_PAGES, ...LEGAL_PATHS, ...signedIn]) {
    await page.goto(path);
    const extra = await sidewaysScroll(page);
    if (extra > 0)
      failures.push(`${path}: ${extra}px (${(await pastRightEdge(page)).join(' ; ')})`);
    await shoot(page, testInfo, shotName('320', path));
  }
  await walkWizard(page, async (step) => {
    const extra = await sidewaysScroll(page);
    if (extra > 0)
      failures.push(
        `/wizard étape ${step}: ${extra}px (${(await pastRightEdge(page)).join(' ; ')})`,
      );
    await shoot(page, testInfo, `320_wizard_${step}`);
  });
  expect(failures).toEqual([]);
});

test('reflow at 320 px: the sign-in dialog fits the window and its forms stay usable', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const dialog = await openSignInModal(page);
  const box = await dialog.boundingBox();
  expect(
    box && box.x >= 0 && box.x + box.width <= 320,
    'la fenêtre de connexion tient dans 320 px',
  ).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await shoot(page, testInfo, '320_sign-in');
  await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
  await expect(dialog.getByLabel('Mot de passe')).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, '320_sign-up');
});

test('text at 200 %: the default font size doubled at 1280 px, then a 1280 px window zoomed to 200 %, nothing cut off or scrolling sideways', async ({
  page,
}, testInfo) => {
  const pages = [...PUBLIC_PAGES, ...(await signedInWithContracts(page))];
  const failures: string[] = [];
  // Text-only zoom: the browser's default font size doubled (16 → 32 px), as Chrome's « Taille
  // de la police » setting or Firefox's text zoom do; rem sizes and rem media queries follow it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const path of pages) {
    await page.goto(path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '32px',
    );
    const extra = await sidewaysScroll(page);
    if (extra > 0) failures.push(`${path} (texte 200 %) : ${extra}px de défilement horizontal`);
    for (const clip of await clippedText(page)) failures.push(`${path} (texte 200 %) : ${clip}`);
    await shoot(page, testInfo, shotName('text200', path), false);
  }
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
  // Browser zoom 200 % of a 1280×800 window is a 640×400 CSS viewport.
  await page.setViewportSize({ width: 640, height: 400 });
  for (const path of pages) {
    await page.goto(path);
    const extra = await sidewaysScroll(page);
    if (extra > 0) failures.push(`${path} (zoom 200 %) : ${extra}px`);
    for (const clip of await clippedText(page)) failures.push(`${path} (zoom 200 %) : ${clip}`);
  }
  expect(failures).toEqual([]);
});

test('text spacing (WCAG 1.4.12 values injected): no text cut off, no sideways scroll, at 1280 and 375 px', async ({
  page,
}, testInfo) => {
  const signedIn = await signedInWithContracts(page);
  const failures: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...PUBLIC_PAGES, ...signedIn]) {
      await page.goto(path);
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      const extra = await sidewaysScroll(page);
      if (extra > 0) failures.push(`${width}px ${path}: ${extra}px de défilement horizontal`);
      for (const clip of await clippedText(page)) failures.push(`${width}px ${path}: ${clip}`);
      if (width === 375) await shoot(page, testInfo, shotName('spacing', path));
    }
  }
  expect(failures).toEqual([]);
});

test('landscape phone (812×375): home, wizard and contracts reflow without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 812, height: 375 });
  const [contracts] = await signedInWithContracts(page);
  for (const path of ['/', WIZARD, contracts!]) {
    await page.goto(path);
    expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
  }
});

/** Text fields and selects whose border is under 3:1 against the background around them. */
const faintFieldBorders = (page: Page) =>
  page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('canvas');
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data];
    };
    const background = (from: Element | null) => {
      for (let node = from; node; node = node.parentElement) {
        const [r, g, b, a] = rgba(getComputedStyle(node).backgroundColor);
        if ((a ?? 0) >= 128) return [r ?? 255, g ?? 255, b ?? 255];
      }
      return [255, 255, 255];
    };
    const luminance = (c: number[]) =>
      c
        .slice(0, 3)
        .map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, k) => sum + v * [0.2126, 0.7152, 0.0722][k]!, 0);
    const ratio = (x: number[], y: number[]) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea',
    );
    const faint: string[] = [];
    for (const field of fields) {
      if (!field.checkVisibility() || field.matches(':disabled')) continue;
      const style = getComputedStyle(field);
      if (parseFloat(style.borderBottomWidth) === 0) continue;
      const contrast = ratio(rgba(style.borderBottomColor), background(field.parentElement));
      if (contrast < 3)
        faint.push(
          `${field.tagName.toLowerCase()} « ${field.getAttribute('aria-label') ?? (field as HTMLInputElement).labels?.[0]?.textContent ?? field.id} » ${contrast.toFixed(2)}:1`,
        );
    }
    return { count: fields.length, faint };
  });

test('form fields: the border that shows where to type is at least 3:1 against the page (dashboard, wizard, editor, sign-in)', async ({
  page,
}) => {
  const [, editor] = await signedInWithContracts(page);
  await page.goto(editor!);
  const editorFields = await faintFieldBorders(page);
  // The contract's title too: edited in place like a heading, underlined so it reads as a field.
  await expect(page.getByRole('textbox', { name: 'Titre du contrat' })).toBeVisible();
  expect(editorFields.count).toBeGreaterThan(1);
  expect(editorFields.faint, '/editor').toEqual([]);
  await page.goto('/dashboard');
  let result = await faintFieldBorders(page);
  expect(result.count).toBeGreaterThan(5);
  expect(result.faint, '/dashboard').toEqual([]);
  await walkWizard(page, async (step) => {
    result = await faintFieldBorders(page);
    expect(result.faint, `/wizard étape ${step}`).toEqual([]);
  });
  await page.context().clearCookies();
  await page.goto('/');
  const dialog = await openSignInModal(page);
  await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
  result = await faintFieldBorders(page);
  expect(result.faint, 'fenêtre de connexion').toEqual([]);
});

test('keyboard only: a wizard step is completed with Tab, Space and Enter; every stop is visible and ringed, no trap', async ({
  page,
}) => {
  await signedInWithContracts(page);
  await page.goto(WIZARD);
  await expectStep(page, 1, 'Type de contrat');
  // Tab from the top until the « Auteur » checkbox has focus, then check it with Space.
  const author = page.getByRole('checkbox', { name: /^Auteur/ });
  const seen: string[] = [];
  for (let i = 0; i < 60 && !(await author.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const shadow = style.boxShadow !== 'none';
      const visible =
        rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
      const name = `${el.tagName.toLowerCase()} « ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)} »`;
      return { name, ring: ring || shadow, visible };
    });
    seen.push(stop.name);
    expect(stop.visible, `${stop.name} est visible à l'écran quand il a le focus`).toBe(true);
    expect(stop.ring, `${stop.name} montre un indicateur de focus`).toBe(true);
  }
  await expect(author).toBeFocused();
  await page.keyboard.press('Space');
  await expect(author).toBeChecked();
  // Forward to « Suivant » and activate it with Enter.
  const nextButton = page.getByRole('button', { name: 'Suivant' });
  for (
    let i = 0;
    i < 40 && !(await nextButton.evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab');
  await expect(nextButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2, 'Mode de cession et droits');

  // No trap: Tab keeps moving through the page until the focus wraps past the footer.
  const visited = new Set<string>();
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement === document.body
        ? 'body'
        : `${document.activeElement?.tagName}#${(document.activeElement as HTMLElement).innerText?.slice(0, 20)}`,
    );
    visited.add(where);
    if (
      await page
        .getByRole('link', { name: 'Plan du site' })
        .evaluate((el) => el === document.activeElement)
    )
      break;
  }
  await expect(page.getByRole('link', { name: 'Plan du site' })).toBeFocused();
  expect(visited.size).toBeGreaterThan(10);
});

test.describe('moving content', () => {
  test.use({ welcomeSeen: false });

  test('reduced motion: Plume’s welcome bubble shows its whole message at once instead of typing it', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signedInWithContracts(page);
    await page.goto(WIZARD);
    const text = page.getByTestId('tutorial-text');
    await expect(text).toBeVisible();
    const first = await text.innerText();
    expect(first.length).toBeGreaterThan(20);
    await page.waitForTimeout(300);
    expect(await text.innerText()).toBe(first);
  });
});
