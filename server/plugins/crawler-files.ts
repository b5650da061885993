import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PAGES } from '@core/site/public-pages';
import { escapeHtml } from '../escape-html';

/**
 * What search engines read: /robots.txt keeps them out of the API and of the pages that belong to
 * one person (a contract, a signing link, the account); /sitemap.xml lists the public pages
 * (core/site/public-pages.ts) at the site's public address (BETTER_AUTH_URL). Without these
 * routes, both answered the app's HTML page.
 */
export function robotsTxt(baseUrl: string): string {
  const lines: [field: string, value: string][] = [
    ['User-agent', '*'],
    ...[
      '/api/',
      '/editor/',
      '/signer/',
      '/seance/',
      '/seances',
      '/wizard/finalize/',
      '/contracts',
      '/droits',
      '/compte',
      '/mot-de-passe/',
    ].map((path): [string, string] => ['Disallow', path]),
    ['Sitemap', `${baseUrl}/sitemap.xml`],
  ];
  return lines.map(([field, value]) => `${field}: ${value}\n`).join('');
}

export function sitemapXml(baseUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (path) => `  <url><loc>${escapeHtml(`${baseUrl}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const crawlerFilesPlugin = fp(async (app: FastifyInstance, options: { baseUrl: string }) => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const robots = robotsTxt(base);
  const sitemap = sitemapXml(base);
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
});
