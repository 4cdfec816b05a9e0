import { Volume2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { VARIETY_LOCALES } from '@/contract/settings-constants';
import { isSpeechSupported, speakSpanish } from '@/web/lib/speech';
import { useLessonVariety } from './lesson-variety';

/** Reads a piece of Spanish aloud in the voice of the learner's Spanish. Renders nothing where the browser cannot speak. */
export function SpeakButton({
  text,
  label = 'Listen',
  showLabel = false,
}: {
  text: string;
  label?: string;
  showLabel?: boolean;
}) {
  const lang = VARIETY_LOCALES[useLessonVariety()];
  if (!isSpeechSupported()) return null;
  const speak = () => speakSpanish(text, { lang });
  if (showLabel) {
    return (
      <Button variant="outline" size="sm" onClick={speak}>
        <Volume2 aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9 shrink-0 text-primary"
      aria-label={`${label}: ${text}`}
      onClick={speak}
    >
      <Volume2 aria-hidden="true" />
    </Button>
  );
}
