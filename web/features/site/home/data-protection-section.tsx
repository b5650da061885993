import { ShieldCheck } from 'lucide-react';
import { DATA_PROTECTION_POINTS } from './data-protection';

/** The home page's short, factual word on what happens to the data typed into Clausier. */
export function DataProtectionSection() {
  return (
    <section
      aria-labelledby="data-protection-title"
      className="mt-16 rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8"
    >
      <h2
        id="data-protection-title"
        className="flex items-center gap-2 text-2xl font-semibold text-slate-900"
      >
        <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
        Vos données
      </h2>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2">
        {DATA_PROTECTION_POINTS.map(({ key, title, text }) => (
          <div key={key}>
            <dt className="font-semibold text-slate-900">{title}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-slate-700">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
