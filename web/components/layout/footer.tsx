import { Link } from 'react-router';
import { LEGAL_PAGES } from '@web/lib/legal-pages';

const FOOTER_LINKS = [
  { to: LEGAL_PAGES.notice.path, label: LEGAL_PAGES.notice.label },
  { to: LEGAL_PAGES.privacy.path, label: LEGAL_PAGES.privacy.label },
  { to: LEGAL_PAGES.terms.path, label: LEGAL_PAGES.terms.label },
  { to: '/verifier', label: 'Vérifier un document signé' },
  { to: '/versions', label: 'Versions' },
  { to: '/plan-site', label: 'Plan du site' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>© {year} Clausier — votre collaborateur juridique virtuel</p>
        <nav aria-label="Liens de pied de page">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
