import { ChevronDown } from 'lucide-react';
import { FAQ_ITEMS } from './faq';

/** Native disclosure widgets: keyboard-operable and readable without any script. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="mt-16">
      <h2 id="faq-title" className="text-2xl font-semibold text-slate-900">
        Questions fréquentes
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQ_ITEMS.map((item) => (
          <details key={item.question} className="group px-4 py-3 sm:px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-1 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
