import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { CURRENT_VERSION_ID, VERSIONS } from '../features/site/versions';
import { cn } from '../lib/cn';
import { useRouteMeta } from '../lib/page-meta';

const STATUS_TONE: Record<string, string> = {
  'Version actuelle': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'À venir': 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** /versions (docs/product.md §2): the collapsible version history, the current version open. */
export function Component() {
  useRouteMeta('versions');
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900">Historique des versions</h1>
      <p className="mt-3 text-slate-700">
        Clausier évolue en bêta. Voici ce que chaque version a apporté, et ce qui arrive.
      </p>
      <Accordion.Root
        type="multiple"
        defaultValue={[CURRENT_VERSION_ID]}
        className="mt-8 space-y-3"
      >
        {VERSIONS.map((version) => (
          <Accordion.Item
            key={version.id}
            value={version.id}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            {/* An h2 under the page's h1 (Radix's default h3 skipped a level, RGAA 9.1). */}
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full cursor-pointer items-center gap-3 px-5 py-4 text-left hover:bg-slate-50">
                  <span className="text-lg font-semibold text-slate-900">{version.name}</span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                      STATUS_TONE[version.status] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
                    )}
                  >
                    {version.status}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="ml-auto size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="border-t border-slate-100 px-5 pt-3 pb-5">
              <p className="text-sm text-slate-600">{version.summary}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800 marker:text-brand-500">
                {version.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </article>
  );
}
