import { Link } from 'react-router';
import { Breadcrumbs } from '../features/site/breadcrumbs';
import { DATA_PROTECTION_POINTS } from '../features/site/home/data-protection';
import { ABOUT_CRUMBS } from '../features/site/crumbs';
import { LegalSection as Section } from '../features/site/legal/legal-parts';
import { ROUTE_META, applicationJsonLd, breadcrumbJsonLd, usePageMeta } from '../lib/page-meta';

/**
 * /about (docs/product.md §2 "Other pages"): mission, security notes, legal notices, link to
 * /versions.
 */
export function Component() {
  usePageMeta({
    ...ROUTE_META.about,
    jsonLd: [applicationJsonLd(), breadcrumbJsonLd(ABOUT_CRUMBS)],
  });
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs crumbs={ABOUT_CRUMBS} />
      <h1 className="text-3xl font-bold text-slate-900">À propos de Clausier</h1>
      <p className="mt-3 text-lg text-slate-700">
        Clausier est un collaborateur juridique virtuel : un générateur gratuit de contrats de droit
        français.
      </p>
      <div className="mt-8 space-y-5">
        <Section id="mission" title="Notre mission">
          <p>
            Créateurs, développeurs, startups et entrepreneurs ont souvent besoin d’un contrat de
            cession de droits d’auteur ou d’une autorisation de droit à l’image, sans savoir par où
            commencer. Clausier les guide en six étapes vers un contrat clair, complet et conforme
            au droit français.
          </p>
          <p>
            Les contrats sont assemblés à partir de modèles types rédigés et vérifiés à l’avance.
            Aucune IA générative n’intervient : le même choix donne toujours le même texte. Le
            service est entièrement gratuit.
          </p>
        </Section>
        <Section id="securite" title="Sécurité et confidentialité">
          <ul className="list-disc space-y-2 pl-6">
            {DATA_PROTECTION_POINTS.map(({ key, title, text }) => (
              <li key={key}>
                <strong className="text-slate-900">{title}.</strong> {text}
              </li>
            ))}
          </ul>
          <p>
            La session tient dans un cookie que les scripts de la page ne peuvent pas lire, les mots
            de passe ne sont conservés que hachés, et les données des visiteurs sans compte restés
            inactifs sont effacées automatiquement.
          </p>
        </Section>
        <Section id="mentions" title="Informations légales">
          <p>
            Les contrats proposés sont des modèles types : ils ne constituent pas un conseil
            juridique et ne remplacent pas l’avis d’un avocat. Pour une situation particulière ou un
            enjeu important, faites relire votre contrat par un professionnel du droit.
          </p>
          <p>
            L’éditeur et l’hébergeur du site figurent dans les{' '}
            <Link
              to="/legal"
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              mentions légales
            </Link>
            . Le traitement de vos données est décrit dans la{' '}
            <Link
              to="/confidentialite"
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              politique de confidentialité
            </Link>
            , et les règles du service dans les{' '}
            <Link
              to="/conditions-utilisation"
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              conditions d’utilisation
            </Link>
            .
          </p>
        </Section>
        <Section id="versions" title="Versions">
          <p>
            Version actuelle : <strong className="text-slate-900">Beta 1.1.1</strong>.{' '}
            <Link
              to="/versions"
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Consulter l’historique des versions
            </Link>
            .
          </p>
        </Section>
      </div>
    </article>
  );
}
