import type { ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { CircleCheck, type LucideIcon } from 'lucide-react';
import { useArrowSelect } from './use-arrow-select';
import { cn } from '@web/lib/cn';

/** One card: its title (the radio's name), a line of text, an optional icon and badges. */
export type ChoiceCard<T extends string> = {
  value: T;
  title: ReactNode;
  text: ReactNode;
  icon?: LucideIcon;
  /** Shown under the text and read with it (« Configuré », « Sélectionné »). */
  badges?: ReactNode;
};

type ChoiceCardsProps<T extends string> = {
  /** The group's id (a tutorial highlight or a field's anchor). */
  id: string;
  /** Prefix of each card's part ids, unique in the page. */
  idPrefix: string;
  value: T;
  onChange: (value: T) => void;
  cards: readonly ChoiceCard<T>[];
  disabled?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * Large radio cards (Radix RadioGroup: arrow keys, one tab stop), each named by its title and
 * described by its text and badges, the chosen one ticked — the profile page's « Vous êtes : »
 * and its two kinds of profile.
 */
export function ChoiceCards<T extends string>({
  id,
  idPrefix,
  value,
  onChange,
  cards,
  disabled,
  ...label
}: ChoiceCardsProps<T>) {
  const arrows = useArrowSelect(onChange);
  return (
    <RadioGroup.Root
      {...arrows.rootProps}
      {...label}
      id={id}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      disabled={disabled}
      className="grid gap-3 sm:grid-cols-2"
    >
      {cards.map(({ value: card, title, text, icon: Icon, badges }) => {
        const checked = value === card;
        const part = (name: string) => `${idPrefix}${card}-${name}`;
        return (
          <RadioGroup.Item
            key={card}
            value={card}
            onFocus={() => arrows.onItemFocus(card)}
            aria-labelledby={part('title')}
            aria-describedby={badges ? `${part('text')} ${part('badges')}` : part('text')}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 text-left transition-colors',
              'hover:border-brand-300 disabled:cursor-not-allowed disabled:opacity-60',
              checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            {Icon && (
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full',
                  checked ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                <Icon className="size-5" />
              </span>
            )}
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span id={part('title')} className="font-semibold text-slate-900">
                {title}
              </span>
              <span id={part('text')} className="text-sm text-slate-700">
                {text}
              </span>
              {badges !== undefined && (
                <span id={part('badges')} className="mt-1 flex flex-wrap gap-2">
                  {badges}
                </span>
              )}
            </span>
            <CircleCheck
              aria-hidden="true"
              className={cn('size-5 shrink-0', checked ? 'text-brand-700' : 'invisible')}
            />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
