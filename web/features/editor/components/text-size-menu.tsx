import { DropdownMenu as Menu } from 'radix-ui';
import { Check } from 'lucide-react';
import { MESSAGES, type TextSize } from '../messages';
import { TextSizeMenuButton } from './header-menu-buttons';

const SIZES: Array<{ value: TextSize; pt: number }> = [
  { value: 'small', pt: 9 },
  { value: 'normal', pt: 10 },
  { value: 'large', pt: 11 },
];

/** Text-size menu (docs/product.md §2, §9): Petit 9 pt, Normal 10 pt, Grand 11 pt body text. */
export function TextSizeMenu({
  value,
  onChange,
}: {
  value: TextSize;
  onChange: (size: TextSize) => void;
}) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <TextSizeMenuButton textSize={value} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Menu.Label className="px-2 py-1.5 text-xs font-medium text-slate-600">
            Taille du texte
          </Menu.Label>
          <Menu.RadioGroup value={value} onValueChange={(v) => onChange(v as TextSize)}>
            {SIZES.map((size) => (
              <Menu.RadioItem
                key={size.value}
                value={size.value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-[highlighted]:bg-brand-50"
              >
                <span className="inline-flex size-4 items-center justify-center">
                  <Menu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </Menu.ItemIndicator>
                </span>
                {MESSAGES.sizes[size.value]}
                <span className="ml-auto text-xs text-slate-500">{size.pt} pt</span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
