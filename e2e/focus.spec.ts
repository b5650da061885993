import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Every control shows a focus ring from the keyboard: at least 2 px, and 3:1 against what is
// on both sides of it (the page around, and the gap or the control inside it).

type Stop = { name: string; width: number; contrast: number };

/** Tabs through the page and measures the ring of each stop (colours resolved by a canvas). */
async function tabStops(page: Page, max: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Buttons fade their colours in (transition-colors, outline included): measure the end.
      for (const animation of el.getAnimations()) animation.finish();
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
      const luminance = ([r, g, b]: number[]) =>
        [r, g, b]
          .map((c) =>
            (c ?? 0) / 255 <= 0.04045
              ? (c ?? 0) / 255 / 12.92
              : (((c ?? 0) / 255 + 0.055) / 1.055) ** 2.4,
          )
          .reduce((sum, c, k) => sum + c * [0.2126, 0.7152, 0.0722][k]!, 0);
      const ratio = (x: number[], y: number[]) => {
        const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const style = getComputedStyle(el);
      const ring = rgba(style.outlineColor).slice(0, 3);
      const offset = parseFloat(style.outlineOffset);
      const outside = background(el.parentElement);
      // Offset ≥ 0: the gap shows the page, so both sides are the parent's background; an inset
      // ring (menu items) lies over the control's own background.
      const inside = offset >= 0 ? outside : background(el);
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        '';
      const name = `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} « ${label.trim().slice(0, 40)} »`;
      const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      return { name, width, contrast: Math.min(ratio(ring, outside), ratio(ring, inside)) };
    });
    if (stop) stops.push(stop);
  }
  return stops;
}

function expectRings(stops: Stop[]) {
  expect(stops.length).toBeGreaterThan(5);
  const weak = stops
    .filter((s) => s.width < 2 || s.contrast < 3)
    .map((s) => `${s.name}: ${s.width}px, ${s.contrast.toFixed(2)}:1`);
  expect(weak).toEqual([]);
}

test('home: every control reached with Tab shows a ring of 2 px at 3:1, the dark feedback band included', async ({
  page,
}) => {
  await page.goto('/');
  const stops = await tabStops(page, 45);
  expect(stops.map((s) => s.name)).toContainEqual(expect.stringContaining('Donner mon avis'));
  expectRings(stops);
});

test('dashboard: fields, radios, tabs and buttons show the ring too', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const stops = await tabStops(page, 30);
  expect(stops.some((s) => s.name.startsWith('input'))).toBe(true);
  expectRings(stops);
});

test('Escape on the dashboard reset dialog returns focus to « Réinitialiser »', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const opener = page.getByRole('button', { name: 'Réinitialiser' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Réinitialiser le formulaire' });
  await expect(dialog).toBeVisible();
  // As a keyboard user finds it: the focus moved into the dialog (its Escape handler is set).
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
