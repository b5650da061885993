import { RadioGroup } from 'radix-ui';
import { Building2, CircleCheck, UserRound } from 'lucide-react';
import type { ProfileType } from '@core/schemas/profile';
import { Badge } from '../../components/ui/badge';
import { useArrowSelect } from '../../components/ui/use-arrow-select';
import { cn } from '../../lib/cn';

const CARDS: { type: ProfileType; title: string; text: string; icon: typeof UserRound }[] = [
  {
    type: 'physical_person',
    title: 'Personne physique',
    text: 'À utiliser si vous agissez en votre nom propre, en tant que particulier ou entrepreneur individuel.',
    icon: UserRound,
  },
  {
    type: 'legal_entity',
    title: 'Personne morale',
    text: 'À utiliser si vous agissez pour le compte d’une société ou d’une association.',
    icon: Building2,
  },
];

export type ProfileTypeCardsProps = {
  selected: ProfileType;
  configured: Record<ProfileType, boolean>;
  onSelect: (type: ProfileType) => void;
  disabled?: boolean;
};

/**
 * The two radio cards of docs/product.md §2 Dashboard (Radix RadioGroup: arrow keys, one tab stop).
 * Each shows « Configuré » when that profile is saved with a name and « Sélectionné » when chosen.
 */
export function ProfileTypeCards({
  selected,
  configured,
  onSelect,
  disabled,
}: ProfileTypeCardsProps) {
  const arrows = useArrowSelect(onSelect);
  return (
    <RadioGroup.Root
      {...arrows.rootProps}
      id="profile-type-selection"
      aria-label="Type de profil"
      value={selected}
      onValueChange={(value) => onSelect(value as ProfileType)}
      disabled={disabled}
      className="grid gap-3 sm:grid-cols-2"
    >
      {CARDS.map(({ type, title, text, icon: Icon }) => {
        const isSelected = selected === type;
        return (
          <RadioGroup.Item
            key={type}
            value={type}
            onFocus={() => arrows.onItemFocus(type)}
            aria-labelledby={`${type}-card-title`}
            aria-describedby={`${type}-card-text ${type}-card-badges`}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 text-left transition-colors',
              'hover:border-brand-300 disabled:cursor-not-allowed disabled:opacity-60',
              isSelected ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full',
                isSelected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              <Icon className="size-5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span id={`${type}-card-title`} className="font-semibold text-slate-900">
                {title}
              </span>
              <span id={`${type}-card-text`} className="text-sm text-slate-700">
                {text}
              </span>
              <span id={`${type}-card-badges`} className="mt-1 flex flex-wrap gap-2">
                {configured[type] && <Badge tone="success">Configuré</Badge>}
                {isSelected && <Badge tone="brand">Sélectionné</Badge>}
              </span>
            </span>
            <CircleCheck
              aria-hidden="true"
              className={cn('size-5 shrink-0', isSelected ? 'text-brand-700' : 'invisible')}
            />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
