import { RadioGroup } from 'radix-ui';
import { PROFILE_TYPES, type ProfileType } from '@core/answers/profile-fields';
import { useArrowSelect } from '@web/components/ui/use-arrow-select';
import { cn } from '@web/lib/cn';
import { CLIENT_TYPE_LABELS } from './client-messages';

/** The client type choice (docs/product.md §2 Clients page), a two-option segmented radio group. */
export function ClientTypeToggle({
  value,
  onChange,
}: {
  value: ProfileType;
  onChange: (type: ProfileType) => void;
}) {
  const arrows = useArrowSelect(onChange);
  return (
    <div className="flex flex-col gap-1">
      <span id="client-type-label" className="text-sm font-medium text-slate-800">
        Type de client
      </span>
      <RadioGroup.Root
        {...arrows.rootProps}
        aria-labelledby="client-type-label"
        value={value}
        onValueChange={(next) => onChange(next as ProfileType)}
        className="inline-flex w-full gap-1 rounded-lg bg-slate-100 p-1 sm:w-auto"
      >
        {PROFILE_TYPES.map((type) => (
          <RadioGroup.Item
            key={type}
            value={type}
            onFocus={() => arrows.onItemFocus(type)}
            className={cn(
              'flex-1 cursor-pointer rounded-md px-4 py-2 text-sm font-medium text-slate-700 transition-colors sm:flex-none',
              'hover:text-slate-900 data-[state=checked]:bg-white data-[state=checked]:text-brand-800 data-[state=checked]:shadow-sm',
            )}
          >
            {CLIENT_TYPE_LABELS[type]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
