import type { ComponentProps, Ref } from 'react';
import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import { cn } from '@/web/lib/utils';

/** docs/product.md#client: the scrollbar hides 600 ms after scrolling stops. */
export const SCROLLBAR_HIDE_DELAY = 600;

/**
 * A scrolling region with a slim themed scrollbar. The viewport scrolls natively; give it a
 * label and tabIndex through viewportProps so keyboard users can scroll it too.
 */
export function ScrollArea({
  className,
  children,
  viewportRef,
  viewportProps,
  ...props
}: ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  viewportRef?: Ref<HTMLDivElement>;
  viewportProps?: ComponentProps<typeof ScrollAreaPrimitive.Viewport>;
}) {
  return (
    <ScrollAreaPrimitive.Root
      scrollHideDelay={SCROLLBAR_HIDE_DELAY}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        ref={viewportRef}
        {...viewportProps}
        // Radix lays the content out as a table, which lets long words widen it; block keeps text wrapping.
        className={cn('size-full rounded-[inherit] [&>div]:block!', viewportProps?.className)}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar orientation="vertical" className="flex w-2.5 touch-none p-px select-none">
        <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-border" />
      </ScrollAreaPrimitive.Scrollbar>
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}
