import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/web/lib/utils';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** The thumb is the focusable role="slider" element, so its name goes there. */
  thumbLabel?: string;
  thumbLabelledBy?: string;
  /** What screen readers say for the value, e.g. '1.2x' rather than '1.2'. */
  valueText?: string;
};

/** A single-value slider: arrow keys, Page Up/Down, Home and End move it; the track takes a pointer. */
export function Slider({ className, thumbLabel, thumbLabelledBy, valueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex w-full touch-none items-center py-2 pointer-coarse:min-h-11 select-none data-disabled:cursor-not-allowed data-disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted shadow-[inset_0_0_0_1px_var(--color-input)]">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-labelledby={thumbLabelledBy}
        aria-valuetext={valueText}
        className="block size-5 rounded-full border-2 border-primary bg-card shadow-sm transition-colors hover:bg-primary-soft"
      />
    </SliderPrimitive.Root>
  );
}
