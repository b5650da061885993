import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg';

/**
 * The SVG rasterised as a screen would paint it — white page, each dark module a filled square of
 * its path — and read back by jsQR, a pure-JS decoder that knows nothing of how it was made:
 * what a phone's camera would find.
 */
function rasterise(svg: string): { data: Uint8ClampedArray; width: number; height: number } {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!box) throw new Error('pas de viewBox');
  const [width, height] = [Number(box[1]), Number(box[2])];
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const squares = [...svg.matchAll(/M(\d+),(\d+)h(\d+)v(\d+)h-\d+z/g)];
  expect(squares.length).toBeGreaterThan(100);
  for (const [, x, y, w, h] of squares)
    for (let row = Number(y); row < Number(y) + Number(h); row += 1)
      for (let col = Number(x); col < Number(x) + Number(w); col += 1) {
        const at = (row * width + col) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  return { data, width, height };
}

describe('the séance’s QR code', () => {
  it.each([
    'http://localhost:3460/seance/5wYt0bUj0fOE3r0-VJ6f3X9mN2QpLk8sA1dZ7cHvB4e',
    'https://clausier.fr/seance/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_aBcDeF',
  ])('decodes back to its link: %s', (url) => {
    const svg = qrSvg(url);
    const { data, width, height } = rasterise(svg);
    expect(jsQR(data, width, height)?.data).toBe(url);
  });

  it('keeps a quiet zone of four modules around the code', () => {
    const svg = qrSvg('http://localhost:3460/seance/x');
    const first = /M(\d+),(\d+)h(\d+)/.exec(svg)!;
    expect(Number(first[1])).toBe(4 * Number(first[3]));
  });
});
