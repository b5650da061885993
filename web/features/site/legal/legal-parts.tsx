import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LegalInfo } from '@core/schemas/legal-info';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import type { Crumb } from '@web/lib/page-meta';
import { Breadcrumbs } from '../breadcrumbs';
import { useLegalInfo } from './use-legal-info';

/** The operator's values of GET /api/legal-info (LEGAL_* in the README). */
export type LegalField = Exclude<
  keyof LegalInfo,
  'anonymousRetentionDays' | 'sessionDays' | 'companyLookup'
>;

export const linkClass = 'text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** A page of legal text: breadcrumbs, one h1, a lead paragraph, then its h2 sections. */
export function LegalPage({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const info = useLegalInfo();
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-3 space-y-3 text-lg leading-relaxed text-slate-700">{lead}</div>
      {info.isError && (
        <Alert tone="error" className="mt-6">
          Les informations sur l’éditeur et l’hébergeur n’ont pas pu être chargées. Rechargez la
          page pour réessayer.
        </Alert>
      )}
      <div className="mt-8 space-y-5">{children}</div>
    </article>
  );
}

/** One h2 section, in the card the other site pages (/about) use. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** An h3 inside a section. */
export function LegalSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-slate-900">{children}</h3>;
}

/** What an unset LEGAL_* value shows: visible to the operator, read out as such. */
export function ToComplete() {
  return (
    <Badge tone="warning" className="align-baseline">
      à compléter
    </Badge>
  );
}

/** A configured value, « à compléter » when unset, a placeholder while loading or on failure. */
export function LegalValue({ field }: { field: LegalField }) {
  const info = useLegalInfo();
  if (info.isPending) return <span className="text-slate-500">chargement…</span>;
  if (info.isError) return <span className="text-slate-500">indisponible</span>;
  const value = info.data[field];
  if (value === null) return <ToComplete />;
  if (field === 'contactEmail')
    return (
      <a href={`mailto:${value}`} className={linkClass}>
        {value}
      </a>
    );
  return <span className="break-words">{value}</span>;
}

/** Label / value pairs (a definition list), e.g. the publisher's identity. */
export function LegalFacts({
  items,
}: {
  items: ReadonlyArray<{ label: string; field: LegalField }>;
}) {
  return (
    <dl className="space-y-2">
      {items.map((item) => (
        <div key={item.field} className="sm:grid sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-x-6">
          <dt className="font-medium text-slate-900">{item.label}</dt>
          <dd>
            <LegalValue field={item.field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A link to another page of the site, in the text. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}
