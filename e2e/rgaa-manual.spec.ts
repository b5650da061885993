import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page, TestInfo } from '@playwright/test';
import { expect, openSignInModal, test, waitForApp, type A11y } from './support/fixtures';
import { expectStep, fillPerson, next, saveProfile } from './wizard-helpers';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

// The RGAA 4.1 checks that axe cannot make, run on every screen (docs/accessibility-audit.md
// lists each criterion and the test that backs it): unique ids (8.2), page titles and language
// (8.3–8.6), headings and landmarks (9.1, 12.6), skip link (12.7), reflow at 320 px (10.11),
// 200 % text (10.4), text spacing (10.12), orientation (13.9), form field borders at 3:1 (3.3),
// keyboard operation without traps (7.3, 12.8, 12.9) and visible focus (10.7).
// Each page has one test that opens it once, at 1280×800, and makes every check that applies to
// it on that visit: the window is resized in place, as a browser's zoom or a phone's rotation
// does (the app follows its media queries), the default font size is changed and the user
// stylesheets are injected and removed, none of which needs a reload; each new width is scanned
// by axe as a visit at that width would be. Only the editor is opened a second time
// (PageCase.reopenNarrow). Viewports are set by the tests, so the desktop project runs them once;
// the mobile project would repeat the same widths.
test.skip(({ isMobile }) => isMobile, 'viewports are set by each test: one project is enough');
// The injected user stylesheets (200 % text, text spacing) stand for a user's own style sheet
// or bookmarklet, which the page's CSP does not govern in a real browser.
test.use({ bypassCSP: true });
// A page's test scans it with axe at up to six settings.
test.describe.configure({ timeout: 120_000 });

// The wizard is reached from the dashboard once a profile exists (docs/product.md §2): its own URL
// form.
const WIZARD = '/wizard?fromDashboard=true';

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

/** The signed-in pages that show one of the account's contracts. */
type ContractPages = { editor: string; finalize: string };

/**
 * Signs a new account up through the API, stores its assignee profile (the wizard requires one)
 * and one finished and one from-step-6 contract; returns the pages that show them.
 */
async function signedInWithContracts(page: Page): Promise<ContractPages> {
  await signUpViaApi(page, 'rgaa');
  await saveProfile(page, { person: true });
  const save = (body: { title: string; isDraft: boolean; fromStep6?: boolean }) =>
    saveContractViaApi(page, { contractData, ...body });
  const edited = await save({ title: 'Affiche du festival', isDraft: false });
  const toFinalize = await save({ title: 'Contrat à finaliser', isDraft: false, fromStep6: true });
  return { editor: `/editor/${edited}`, finalize: `/wizard/finalize/${toFinalize}` };
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

/**
 * What stops the page being read at this setting, one line each, named by `where` (the page and
 * the setting): the sideways scroll with the elements that cause it, and, with `clipped`, the
 * text its box cuts off.
 */
async function overflowing(page: Page, where: string, { clipped }: { clipped: boolean }) {
  const found: string[] = [];
  const extra = await sidewaysScroll(page);
  if (extra > 0)
    found.push(
      `${where} : ${extra}px de défilement horizontal (${(await pastRightEdge(page)).join(' ; ')})`,
    );
  if (clipped) for (const clip of await clippedText(page)) found.push(`${where} : ${clip}`);
  return found;
}

/** WCAG 1.4.12 values, as the text-spacing bookmarklet applies them. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** `fullPage: false` where an emulation is active: a full-page capture resizes the view and drops it. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

/** Waits for the app to follow a change of window or font size (a phone's header, lazy parts). */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await waitForApp(page);
}

/**
 * Resizes the window of the loaded page, as a zoom or a phone's rotation does, and scans the page
 * at its new width as a visit at that width would be (axe runs once per page state in a run).
 */
async function resize(page: Page, a11y: A11y, width: number, height: number, where: string) {
  await page.setViewportSize({ width, height });
  await settle(page);
  await a11y.scan(where);
}

/**
 * The browser's default font size (Chrome's « Taille de la police », Firefox's text zoom); rem
 * sizes and rem media queries follow it, without a reload.
 */
async function setDefaultFontSize(page: Page, cdp: CDPSession, standard: number, fixed: number) {
  await cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed } });
  await settle(page);
}

/** Opens the wizard and walks steps 1 to 6 of an author contract, calling `check` on each. */
async function walkWizard(page: Page, check: (step: number) => Promise<void>) {
  await page.goto(WIZARD);
  await walkWizardSteps(page, check);
}

/** Walks the open wizard's steps 1 to 6 of an author contract, calling `check` on each. */
async function walkWizardSteps(page: Page, check: (step: number) => Promise<void>) {
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

/**
 * Fails if another page of this run has the same title: two routes sharing one would be
 * indistinguishable in tabs and history (RGAA 8.6). The pages are checked by different tests, on
 * either worker, so each title is written to a file of the run's output directory (emptied when a
 * run starts) before the others are read: of any two pages, the one read last sees the other.
 */
function expectTitleOfItsOwn(testInfo: TestInfo, name: string, title: string) {
  const dir = join(testInfo.project.outputDir, 'rgaa-page-titles');
  mkdirSync(dir, { recursive: true });
  const mine = encodeURIComponent(name);
  writeFileSync(join(dir, mine), title);
  const same = readdirSync(dir)
    .filter((file) => file !== mine && readFileSync(join(dir, file), 'utf8') === title)
    .map(decodeURIComponent);
  expect(same, `${name} a le même titre que ${same.join(', ')} : « ${title} »`).toEqual([]);
}

/**
 * Language, a title of its own, one h1, no skipped heading level, the landmarks and unique ids;
 * attaches the accessibility tree of `<main>`.
 */
async function expectStructure(page: Page, testInfo: TestInfo, name: string) {
  await expect(
    page
      .locator('#main')
      .getByRole('heading', { level: 1 })
      .and(page.locator(':not([contenteditable="true"] *)')),
    name,
  ).toHaveCount(1);
  expect(await page.locator('html').getAttribute('lang'), name).toBe('fr');
  const title = await page.title();
  expect(title, name).toMatch(/— Clausier$|^Clausier — /);
  expectTitleOfItsOwn(testInfo, name, title);

  // Headings as assistive technology exposes them (the accessibility tree, not the markup).
  const levels = await page.locator('body').evaluate((body) =>
    [...body.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      // The contract open in the editor is a document of its own (its title is its h1).
      .filter((h) => !h.closest('[contenteditable="true"]'))
      .filter((h) => !h.closest('[aria-hidden="true"]') && (h as HTMLElement).offsetParent !== null)
      .map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1))),
  );
  expect(levels[0], `${name} commence par un h1`).toBe(1);
  for (let i = 1; i < levels.length; i++) {
    expect(
      levels[i]! - levels[i - 1]!,
      `${name} : niveau de titre sauté (${levels.join(' ')})`,
    ).toBeLessThanOrEqual(1);
  }
  await testInfo.attach('structure.txt', {
    body: `${name} — ${title}\n${await page.locator('#main').ariaSnapshot()}`,
    contentType: 'text/plain',
  });

  await expect(page.getByRole('banner'), name).toHaveCount(1);
  await expect(page.getByRole('main'), name).toHaveCount(1);
  await expect(page.getByRole('contentinfo'), name).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale', exact: true }),
    name,
  ).toBeVisible();
  // Every id is unique (RGAA 8.2: labels, descriptions and ARIA references point to one element).
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(duplicates, name).toEqual([]);
}

/**
 * The first Tab reaches « Aller au contenu », in the window; Enter moves the focus to `<main>` and
 * the next Tab lands inside it, past the header. Leaves nothing focused, the page at its top.
 */
async function expectSkipLink(page: Page, name: string) {
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip, name).toBeFocused();
  await expect(skip, name).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main'), name).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
    name,
  ).toBe(true);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

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

type PageCase = {
  /** The route, as test titles and failure messages name it. */
  name: string;
  /** The URL to open, given the account's contract pages. */
  url: (contracts: ContractPages) => string;
  /** Long legal text: checked for structure, skip link and reflow at 320 px only. */
  legal?: boolean;
  /** Also checked in a landscape phone's window (812×375). */
  landscape?: boolean;
  /** Walks steps 1 to 6 at 320 px after the other checks (the wizard). */
  wizardSteps?: boolean;
  /**
   * Its form fields' borders checked at 3:1, at 1280 px before anything takes the focus: more
   * than `over` fields, `including` the text box of that name.
   */
  fields?: { over: number; including?: string };
  /**
   * Opened again for the first width under 1024 px: the editor shows its side panels when opened
   * at a desktop's width and keeps them through a resize, so a narrow window is checked as it
   * opens the editor, panels closed.
   */
  reopenNarrow?: boolean;
};

const PAGES: PageCase[] = [
  { name: '/', url: () => '/', landscape: true },
  { name: WIZARD, url: () => WIZARD, landscape: true, wizardSteps: true },
  { name: '/dashboard', url: () => '/dashboard', fields: { over: 5 } },
  { name: '/about', url: () => '/about' },
  { name: '/versions', url: () => '/versions' },
  { name: '/plan-site', url: () => '/plan-site' },
  { name: '/legal', url: () => '/legal', legal: true },
  { name: '/confidentialite', url: () => '/confidentialite', legal: true },
  { name: '/conditions-utilisation', url: () => '/conditions-utilisation', legal: true },
  { name: '/contracts', url: () => '/contracts', landscape: true },
  {
    name: '/editor/:id',
    url: ({ editor }) => editor,
    // The contract's title too: edited in place like a heading, underlined so it reads as a field.
    fields: { over: 1, including: 'Titre du contrat' },
    reopenNarrow: true,
  },
  { name: '/wizard/finalize/:id', url: ({ finalize }) => finalize },
];

/** What a page's test checks, as its title says it. */
function checksOf({ legal, landscape, wizardSteps, fields }: PageCase) {
  const checks = ['language, title, headings, landmarks', 'skip link'];
  checks.push(wizardSteps ? 'reflow at 320 px (steps 1 to 6 too)' : 'reflow at 320 px');
  if (!legal) checks.push('200 % text', 'text spacing at 1280 and 375 px');
  if (landscape) checks.push('landscape phone (812×375)');
  if (fields) checks.push('form field borders at 3:1');
  return `${checks.slice(0, -1).join(', ')} and ${checks.at(-1)}`;
}

for (const pageCase of PAGES) {
  const { name, legal, landscape, wizardSteps, fields, reopenNarrow } = pageCase;
  test(`${name}: ${checksOf(pageCase)}`, async ({ page, a11y }, testInfo) => {
    // Signed in, with contracts, as the dashboard's and the header's full state.
    const path = pageCase.url(await signedInWithContracts(page));
    const failures: string[] = [];
    // The first visit, as every test's: 1280×800, scanned by axe on arrival.
    await page.goto(path);
    let reopened = false;
    /** The window at `width`×`height`: resized in place, or opened there once (reopenNarrow). */
    const atSize = async (width: number, height: number, where: string) => {
      if (reopenNarrow && width < 1024 && !reopened) {
        reopened = true;
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await a11y.scan(where);
      } else await resize(page, a11y, width, height, where);
    };

    await test.step('language, title, headings, landmarks, unique ids (8.2–8.6, 9.1, 12.6)', () =>
      expectStructure(page, testInfo, name));
    if (fields) {
      await test.step('form field borders at 3:1 (3.3)', async () => {
        if (fields.including)
          await expect(page.getByRole('textbox', { name: fields.including }), name).toBeVisible();
        const { count, faint } = await faintFieldBorders(page);
        expect(count, name).toBeGreaterThan(fields.over);
        expect(faint, name).toEqual([]);
      });
    }
    await test.step('skip link (12.7)', () => expectSkipLink(page, name));

    if (!legal) {
      await test.step('text spacing at 1280 px (10.12)', async () => {
        const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
        failures.push(
          ...(await overflowing(page, `${name} (espacement, 1280 px)`, { clipped: true })),
        );
        await style.evaluate((el) => (el as Element).remove());
      });
      await test.step('text at 200 %: default font size doubled at 1280 px (10.4)', async () => {
        const cdp = await page.context().newCDPSession(page);
        await setDefaultFontSize(page, cdp, 32, 26);
        await a11y.scan(`${name} (texte 200 %)`);
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
          `${name} (texte 200 %)`,
        ).toBe('32px');
        failures.push(...(await overflowing(page, `${name} (texte 200 %)`, { clipped: true })));
        await shoot(page, testInfo, shotName('text200', path), false);
        await setDefaultFontSize(page, cdp, 16, 13);
        await cdp.detach();
      });
      await test.step('text at 200 %: a 1280×800 window zoomed to 200 %, 640×400 (10.4)', async () => {
        await atSize(640, 400, `${name} (zoom 200 %)`);
        failures.push(...(await overflowing(page, `${name} (zoom 200 %)`, { clipped: true })));
      });
    }

    await test.step('reflow at 320 px, 400 % zoom of a 1280 px window (10.11)', async () => {
      await atSize(320, 640, `${name} (320 px)`);
      failures.push(...(await overflowing(page, `${name} (320 px)`, { clipped: false })));
      await shoot(page, testInfo, shotName('320', path));
    });

    if (!legal) {
      await test.step('text spacing at 375 px (10.12)', async () => {
        await atSize(375, 800, `${name} (375 px)`);
        const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
        failures.push(
          ...(await overflowing(page, `${name} (espacement, 375 px)`, { clipped: true })),
        );
        await shoot(page, testInfo, shotName('spacing', path));
        await style.evaluate((el) => (el as Element).remove());
      });
    }

    if (landscape) {
      await test.step('landscape phone, 812×375 (13.9)', async () => {
        await atSize(812, 375, `${name} (812×375)`);
        failures.push(...(await overflowing(page, `${name} (812×375)`, { clipped: false })));
      });
    }

    if (wizardSteps) {
      await test.step('wizard steps 1 to 6 at 320 px (10.11)', async () => {
        await resize(page, a11y, 320, 640, `${name} (320 px)`);
        await walkWizardSteps(page, async (step) => {
          const where = `/wizard étape ${step} (320 px)`;
          failures.push(...(await overflowing(page, where, { clipped: false })));
          await shoot(page, testInfo, `320_wizard_${step}`);
        });
      });
    }

    expect(failures).toEqual([]);
  });
}

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

// The dashboard's and the editor's fields are checked by their page's test, on its one visit.
test('form fields: the border that shows where to type is at least 3:1 against the page (wizard, sign-in)', async ({
  page,
}) => {
  await signedInWithContracts(page);
  await walkWizard(page, async (step) => {
    const { faint } = await faintFieldBorders(page);
    expect(faint, `/wizard étape ${step}`).toEqual([]);
  });
  await page.context().clearCookies();
  await page.goto('/');
  const dialog = await openSignInModal(page);
  await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
  const { faint } = await faintFieldBorders(page);
  expect(faint, 'fenêtre de connexion').toEqual([]);
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
