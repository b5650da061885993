import type { ComponentProps } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { cn } from '@web/lib/cn';

/**
 * Menu on Radix (role=menu, arrow keys, typeahead, Escape, focus return).
 *   <DropdownMenu><DropdownMenuTrigger asChild><Button>…</Button></DropdownMenuTrigger>
 *     <DropdownMenuContent><DropdownMenuItem onSelect={…}>…</DropdownMenuItem></DropdownMenuContent>
 *   </DropdownMenu>
 */
// Non-modal: a modal Radix menu sets aria-hidden on the rest of the page while focusable
// elements stay there (axe "aria-hidden-focus", serious). A menu button does not need to be
// modal (WAI-ARIA APG): Escape, focus return and outside clicks still close it.
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-2 py-1.5 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />;
}
