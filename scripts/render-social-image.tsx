/**
 * Renders web/public/social.png (1200×630, the Open Graph image) from the mascot component and
 * the brand palette with Debian Chromium, so the image always matches the drawn character.
 * Run: npx tsx scripts/render-social-image.tsx
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from '@playwright/test';
import { Mascot } from '@web/features/tutorial/mascot';

const mascot = renderToStaticMarkup(createElement(Mascot, { expression: 'happy' })).replace(
  '<svg ',
  '<svg width="420" height="420" ',
);

const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: 'DejaVu Sans', sans-serif; overflow: hidden;
         background: linear-gradient(135deg, #142a47 0%, #1c3a62 55%, #234a7d 100%); color: #fff; display: flex; align-items: center; }
  .text { padding: 0 0 0 80px; width: 660px; }
  .brand { font-size: 30px; font-weight: 700; letter-spacing: 1px; color: #f4b942; }
  h1 { font-size: 54px; line-height: 1.12; margin: 18px 0 22px; font-family: 'DejaVu Serif', serif; }
  p { font-size: 26px; line-height: 1.4; margin: 0; color: #d9e6f5; }
  .badges { margin-top: 30px; display: flex; gap: 12px; flex-wrap: wrap; }
  .badges span { background: rgba(255,255,255,.12); border: 2px solid rgba(244,185,66,.7); border-radius: 999px; padding: 8px 18px; font-size: 21px; }
  .art { position: relative; width: 460px; height: 460px; display: flex; align-items: center; justify-content: center; }
  .halo { position: absolute; inset: 20px; border-radius: 50%; background: radial-gradient(circle, #eef4fb 0%, #b4cdea 70%, rgba(180,205,234,0) 72%); }
  .art svg { position: relative; }
</style></head><body>
  <div class="text">
    <div class="brand">CLAUSIER · BETA</div>
    <h1>Vos contrats de droits d’auteur et de droit à l’image</h1>
    <p>Contrats types de droit français, prêts en quelques minutes.</p>
    <div class="badges"><span>Simple et rapide</span><span>Entièrement gratuit</span><span>Sans IA générative</span></div>
  </div>
  <div class="art"><div class="halo"></div>${mascot}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: new URL('../web/public/social.png', import.meta.url).pathname });
await browser.close();
console.log('web/public/social.png écrit (1200×630)');
