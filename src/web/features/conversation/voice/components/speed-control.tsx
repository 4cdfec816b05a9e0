import { lazy, Suspense, useId } from 'react';
import {
  formatRate,
  PLAYBACK_RATE_MAX,
  PLAYBACK_RATE_MIN,
  PLAYBACK_RATE_STEP,
  setPlaybackRate,
  useVoicePreferences,
} from '@/web/features/conversation/voice/voice-preferences';

// Radix Slider in its own chunk: the control appears once replies can be read aloud, after the first paint.
const Slider = lazy(() => import('@/web/components/ui/slider').then((module) => ({ default: module.Slider })));

/** How fast the partner speaks (docs/product.md#client): 0.5x to 2x in steps of 0.1, remembered in this browser. */
export function SpeedControl() {
  const { rate } = useVoicePreferences();
  const labelId = useId();
  const shown = formatRate(rate);

  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-medium whitespace-nowrap">
        Reply speed
      </span>
      <Suspense fallback={<div aria-hidden="true" className="h-5 w-28 sm:w-40" />}>
        <Slider
          className="w-28 sm:w-40"
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
