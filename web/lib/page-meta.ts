import { useEffect } from 'react';

/**
 * Page metadata (docs/product.md §2 "Layout"): title, description, Open Graph tags and structured
 * data. JSON-LD blocks are inserted through the DOM as `application/ld+json` data (never executed,
 * so the strict CSP holds), and removed when the page unmounts.
 */

export const SITE_NAME = 'Clausier';
export const CURRENT_VERSION = 'Beta 1.1.1';
const SOCIAL_IMAGE = '/social.png';

export type Crumb = { name: string; path: string };
export type JsonLd = Record<string, unknown>;
export type PageMeta = { title: string; description: string; jsonLd?: JsonLd[] };

/**
 * Titles and descriptions of every route (docs/product.md §2 route table), for the routes to call.
 */
export const ROUTE_META = {
  home: {
    title: 'Clausier — contrats gratuits de cession de droits d’auteur et de droit à l’image',
    description:
      'Générez gratuitement vos contrats de cession de droits d’auteur et d’autorisation de droit à l’image, conformes au droit français. Modèles types, sans IA générative.',
  },
  wizard: {
    title: 'Générateur de contrat — Clausier',
    description:
      'Créez votre contrat de droits d’auteur, de droit à l’image ou combiné en six étapes guidées, avec un aperçu en direct et un PDF à télécharger.',
  },
  finalize: {
    title: 'Finalisation du contrat — Clausier',
    description:
      'Complétez les dernières informations de votre contrat avant de le télécharger ou de l’éditer.',
  },
  dashboard: {
    title: 'Tableau de bord — Clausier',
    description:
      'Configurez votre profil de cessionnaire (personne physique ou morale) et gérez votre carnet de clients.',
  },
  contracts: {
    title: 'Mes Contrats — Clausier',
    description: 'Retrouvez, renommez, exportez et importez vos contrats enregistrés sur Clausier.',
  },
  editor: {
    title: 'Éditeur de contrat — Clausier',
    description:
      'Ajustez le texte de votre contrat, commentez-le et exportez-le en PDF, Word ou JSON.',
  },
  account: {
    title: 'Mon compte — Clausier',
    description:
      'Votre compte Clausier\u00a0: nom, adresse e-mail, mot de passe, appareils connectés, export de toutes vos données et suppression du compte.',
  },
  about: {
    title: 'À propos — Clausier',
    description: 'La mission de Clausier, ce qui protège vos données et ses informations légales.',
  },
  legal: {
    title: 'Mentions légales — Clausier',
    description:
      'Les mentions légales de Clausier : éditeur du site, directeur de la publication, hébergeur, propriété intellectuelle et absence de conseil juridique.',
  },
  privacy: {
    title: 'Politique de confidentialité — Clausier',
    description:
      'Quelles données Clausier traite, pourquoi, combien de temps, avec qui, et comment exercer vos droits sur vos données personnelles.',
  },
  terms: {
    title: 'Conditions d’utilisation — Clausier',
    description:
      'Les conditions d’utilisation de Clausier : service gratuit en bêta, modèles types sans conseil juridique, vos contenus, utilisation acceptable.',
  },
  sign: {
    title: 'Signature électronique — Clausier',
    description:
      'Lisez le contrat qui vous est envoyé et signez-le électroniquement, ou refusez-le.',
  },
  seance: {
    title: 'Autorisation de droit à l’image — Clausier',
    description:
      'Lisez les conditions de la séance, indiquez votre identité et signez l’autorisation sur votre téléphone.',
  },
  rights: {
    title: 'Mes droits — Clausier',
    description:
      'Ce que vos contrats accordent, à qui, sur quels supports et jusqu’à quand\u00a0: les autorisations qui expirent, leur renouvellement et leur fin.',
  },
  seances: {
    title: 'Mes séances — Clausier',
    description:
      'Préparez une autorisation de droit à l’image une fois, montrez un QR code, chaque modèle signe sur son téléphone.',
  },
  verify: {
    title: 'Vérifier un document signé — Clausier',
    description:
      'Vérifiez qu’un contrat signé électroniquement avec Clausier est intact et voyez qui l’a signé, et quand.',
  },
  'reset-password': {
    title: 'Nouveau mot de passe — Clausier',
    description: 'Choisissez un nouveau mot de passe pour votre compte Clausier.',
  },
  versions: {
    title: 'Historique des versions — Clausier',
    description: 'Les versions successives de Clausier, de la Beta 1.0 à la Beta 1.2 à venir.',
  },
  'plan-site': {
    title: 'Plan du site — Clausier',
    description: 'Toutes les pages de Clausier et les trois types de contrats proposés.',
  },
  'not-found': {
    title: 'Page introuvable — Clausier',
    description: 'Cette page n’existe pas ou a été déplacée.',
  },
} as const satisfies Record<string, Omit<PageMeta, 'jsonLd'>>;
export type RouteKey = keyof typeof ROUTE_META;

// The build's prerender has no window: its values are computed in render but written by an effect,
// which only the browser runs.
const absolute = (path: string) =>
  new URL(path, typeof window === 'undefined' ? 'http://localhost' : window.location.origin).href;

/** docs/product.md §1: the product is free (0 EUR), made in France for France, in French. */
export function applicationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: SITE_NAME,
    url: absolute('/'),
    description: ROUTE_META.home.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Tout navigateur web récent',
    softwareVersion: CURRENT_VERSION,
    inLanguage: 'fr',
    isAccessibleForFree: true,
    countryOfOrigin: { '@type': 'Country', name: 'FR' },
    areaServed: { '@type': 'Country', name: 'FR' },
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR', areaServed: 'FR' },
    image: absolute(SOCIAL_IMAGE),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'fr',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Applies a page's metadata to the document head (pure DOM, tested through e2e). */
export function applyPageMeta(meta: PageMeta): () => void {
  const url = absolute(window.location.pathname);
  document.title = meta.title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('property', 'og:title', meta.title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:image', absolute(SOCIAL_IMAGE));
  upsertMeta('name', 'twitter:title', meta.title);
  upsertMeta('name', 'twitter:description', meta.description);
  upsertCanonical(url);

  const scripts = (meta.jsonLd ?? []).map((data) => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageMeta = '';
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
    return script;
  });
  return () => scripts.forEach((script) => script.remove());
}

/**
 * Sets the page's title, description, Open Graph tags and JSON-LD while the page is shown:
 *   usePageMeta(ROUTE_META.contracts)
 *   usePageMeta({ ...ROUTE_META.about, jsonLd: [applicationJsonLd(), breadcrumbJsonLd(crumbs)] })
 */
export function usePageMeta(meta: PageMeta): void {
  // Callers pass fresh object literals: compare by content so the head is written once.
  const key = JSON.stringify(meta);
  useEffect(() => applyPageMeta(JSON.parse(key) as PageMeta), [key]);
}

/** Shorthand for a route's title and description from ROUTE_META. */
export function useRouteMeta(route: RouteKey): void {
  usePageMeta(ROUTE_META[route]);
}
