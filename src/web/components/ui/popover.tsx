import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '@/web/lib/utils';

export const Popover = PopoverPrimitive.Root;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

/**
 * A small card beside its anchor, kept inside the window (at most the window's width less 1 rem each side, so it fits a
 * 360 px screen). Radix moves focus into it, closes it on Escape or a click outside, and returns focus to its anchor.
 */
export function PopoverContent({ className, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={6}
        collisionPadding={16}
        className={cn(
          'z-50 grid w-80 max-w-[calc(100vw-2rem)] gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-raised outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
