import { Suspense, useId, type ComponentProps, type ComponentType } from 'react';
import type { Slider as SliderComponent } from '@/web/components/ui/slider';
import {
  formatRate,
  PLAYBACK_RATE_MAX,
  PLAYBACK_RATE_MIN,
  PLAYBACK_RATE_STEP,
  setPlaybackRate,
  useVoicePreferences,
} from '@/web/lib/voice-preferences';
import { cn } from '@/web/lib/utils';

/**
 * How fast the partner speaks (docs/product.md#client): 0.5x to 2x in steps of 0.1, remembered in this browser; on the
 * practice screen and in Settings. The slider is passed in: Settings gives the one in its own code, the practice
 * screen a lazy one (Radix Slider in its own chunk, loaded once replies can be read aloud, after the first paint), for
 * which the space it will take shows meanwhile.
 */
export function ReplySpeedControl({
  Slider,
  className,
  sliderClassName,
}: {
  Slider: ComponentType<ComponentProps<typeof SliderComponent>>;
  className?: string;
  sliderClassName?: string;
}) {
  const { rate } = useVoicePreferences();
  const labelId = useId();
  const shown = formatRate(rate);

  return (
    <div className={cn('flex items-center gap-3', className)}>
      <span id={labelId} className="text-sm font-medium whitespace-nowrap">
        Reply speed
      </span>
      <Suspense fallback={<div aria-hidden="true" className={cn('h-5 w-full', sliderClassName)} />}>
        <Slider
          className={sliderClassName}
          min={PLAYBACK_RATE_MIN}
          max={PLAYBACK_RATE_MAX}
          step={PLAYBACK_RATE_STEP}
          value={[rate]}
          onValueChange={([next]) => {
            if (next !== undefined) setPlaybackRate(next);
          }}
          thumbLabelledBy={labelId}
          valueText={shown}
        />
      </Suspense>
      <span aria-hidden="true" className="w-9 text-sm font-semibold tabular-nums">
        {shown}
      </span>
    </div>
  );
}
