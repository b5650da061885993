import { Clock, Eye, FileDown, FolderOpen, ListChecks, Sparkles } from 'lucide-react';

const FEATURES = [
  {
    icon: ListChecks,
    title: 'Un assistant en six étapes',
    text: 'Des questions simples, dans l’ordre : type de contrat, cession, auteur, œuvre, supports, puis vérification finale.',
  },
  {
    icon: Eye,
    title: 'Un aperçu en direct',
    text: 'Le texte du contrat se met à jour à chaque réponse, à côté du formulaire.',
  },
  {
    icon: FileDown,
    title: 'PDF, Word et éditeur',
    text: 'Téléchargez votre contrat en PDF ou ouvrez-le dans l’éditeur pour l’ajuster.',
  },
  {
    icon: FolderOpen,
    title: 'Vos contrats au même endroit',
    text: 'Avec un compte gratuit : contrats enregistrés, carnet de clients et export JSON pour votre juriste.',
  },
];

const COMING_SOON = [
  'Accord de confidentialité (NDA)',
  'Cession de propriété intellectuelle',
  'Contrat de maintenance logicielle',
  'Contrat SaaS',
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mt-16">
      <h2 id="features-title" className="text-2xl font-semibold text-slate-900">
        Ce que Clausier fait pour vous
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
          </li>
        ))}
        <li
          className="rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-5 sm:col-span-2 lg:col-span-2"
          aria-labelledby="coming-soon-title"
        >
          <div className="flex items-center gap-2">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
              <Sparkles aria-hidden="true" className="size-5" />
            </span>
            <h3 id="coming-soon-title" className="font-semibold text-slate-900">
              Bientôt disponibles
            </h3>
            <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-amber-900">
              <Clock aria-hidden="true" className="size-3.5" /> En préparation
            </span>
          </div>
          <ul className="mt-3 grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
            {COMING_SOON.map((name) => (
              <li key={name} className="rounded-md bg-white px-3 py-2 ring-1 ring-amber-200">
                {name}
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </section>
  );
}
