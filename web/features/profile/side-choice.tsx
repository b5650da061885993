import { RadioGroup } from 'radix-ui';
import { CircleCheck } from 'lucide-react';
import { SIDE_LEGEND, SIDE_OPTIONS, type PartySide } from '@core/rules/sides';
import { useArrowSelect } from '../../components/ui/use-arrow-select';
import { cn } from '../../lib/cn';

const TITLES: Record<PartySide, { title: string; aside: string }> = {
  cedant: { title: 'l’auteur ou le modèle', aside: '(vous cédez ou autorisez)' },
  cessionnaire: { title: 'le client', aside: '(vous recevez les droits)' },
};

/**
 * « Vous êtes : » — the first question of the profile page (core/rules/sides.ts): the author or
 * model who grants the rights, or the client who receives them. A Radix RadioGroup named by its
 * visible heading (arrow keys, one tab stop); each contract may still say otherwise in the wizard.
 */
export function SideChoice({
  side,
  onChange,
  disabled,
}: {
  side: PartySide;
  onChange: (side: PartySide) => void;
  disabled?: boolean;
}) {
  const arrows = useArrowSelect(onChange);
  return (
    <section aria-labelledby="side-heading" className="flex flex-col gap-3">
      <h2 id="side-heading" className="text-lg font-semibold text-slate-900">
        {SIDE_LEGEND}
      </h2>
      <RadioGroup.Root
        {...arrows.rootProps}
        id="profile-side"
        aria-labelledby="side-heading"
        value={side}
        onValueChange={(value) => onChange(value as PartySide)}
        disabled={disabled}
        className="grid gap-3 sm:grid-cols-2"
      >
        {SIDE_OPTIONS.map(({ value, hint }) => {
          const checked = side === value;
          return (
            <RadioGroup.Item
              key={value}
              value={value}
              onFocus={() => arrows.onItemFocus(value)}
              aria-labelledby={`side-${value}-title`}
              aria-describedby={`side-${value}-hint`}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 text-left transition-colors',
                'hover:border-brand-300 disabled:cursor-not-allowed disabled:opacity-60',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
              )}
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span id={`side-${value}-title`} className="font-semibold text-slate-900">
                  {TITLES[value].title} {TITLES[value].aside}
                </span>
                <span id={`side-${value}-hint`} className="text-sm text-slate-700">
                  {hint}
                </span>
              </span>
              <CircleCheck
                aria-hidden="true"
                className={cn('size-5 shrink-0', checked ? 'text-brand-700' : 'invisible')}
              />
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </section>
  );
}
