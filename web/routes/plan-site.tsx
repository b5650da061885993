import { Link } from 'react-router';
import { useRouteMeta } from '../lib/page-meta';

const PAGES = [
  { to: '/', label: 'Accueil', text: 'Présentation de Clausier, questions fréquentes et avis.' },
  { to: '/wizard', label: 'Générateur', text: 'Créez votre contrat en six étapes guidées.' },
  // Every page a visitor can reach (RGAA 12.3, docs/accessibility-audit.md): the list of
  // contracts asks a visitor to sign in first.
  {
    to: '/dashboard',
    label: 'Tableau de bord',
    text: 'Votre profil de cessionnaire, repris dans chaque contrat, et vos clients.',
  },
  {
    to: '/contracts',
    label: 'Mes Contrats',
    text: 'Vos contrats enregistrés\u00a0: les reprendre, les télécharger, les faire signer.',
  },
  {
    to: '/droits',
    label: 'Mes droits',
    text: 'Ce que vos contrats accordent, jusqu’à quand, et leur renouvellement.',
  },
  {
    to: '/about',
    label: 'À propos',
    text: 'Notre mission, la sécurité et les informations légales.',
  },
  {
    to: '/legal',
    label: 'Mentions légales',
    text: 'L’éditeur du site, le directeur de la publication et l’hébergeur.',
  },
  {
    to: '/confidentialite',
    label: 'Politique de confidentialité',
    text: 'Vos données personnelles : ce que nous en faisons et vos droits.',
  },
  {
    to: '/conditions-utilisation',
    label: 'Conditions d’utilisation',
    text: 'Les règles d’utilisation de Clausier, service gratuit en bêta.',
  },
  {
    to: '/verifier',
    label: 'Vérifier un document signé',
    text: 'Vérifiez qu’un contrat signé électroniquement avec Clausier n’a pas été modifié.',
  },
  { to: '/versions', label: 'Versions', text: 'L’historique des versions de Clausier.' },
];

const CONTRACT_TYPES = [
  {
    label: 'Droits d’auteur',
    text: 'Cession des droits d’exploitation d’une œuvre : texte, photo, design, logiciel…',
  },
  {
    label: 'Droits à l’image',
    text: 'Autorisation d’utiliser l’image d’une personne sur les supports choisis.',
  },
  {
    label: 'Contrats combinés',
    text: 'Droits d’auteur et droit à l’image réunis dans un seul contrat.',
  },
];

/** /plan-site (docs/product.md §2): the pages and the three contract types. */
export function Component() {
  useRouteMeta('plan-site');
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900">Plan du site</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="plan-pages"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="plan-pages" className="text-lg font-semibold text-slate-900">
            Pages
          </h2>
          <ul className="mt-3 space-y-3">
            {PAGES.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {page.label}
                </Link>
                <p className="text-sm text-slate-600">{page.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="plan-contracts"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="plan-contracts" className="text-lg font-semibold text-slate-900">
            Types de contrats
          </h2>
          <ul className="mt-3 space-y-3">
            {CONTRACT_TYPES.map((type) => (
              <li key={type.label}>
                <Link
                  to="/wizard"
                  className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {type.label}
                </Link>
                <p className="text-sm text-slate-600">{type.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
