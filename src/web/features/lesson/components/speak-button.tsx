import { Volume2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { isSpeechSupported, speakSpanish } from '@/web/lib/speech';

/** Reads a piece of Spanish aloud. Renders nothing where the browser cannot speak. */
export function SpeakButton({
  text,
  label = 'Listen',
  showLabel = false,
}: {
  text: string;
  label?: string;
  showLabel?: boolean;
}) {
  if (!isSpeechSupported()) return null;
  if (showLabel) {
    return (
      <Button variant="outline" size="sm" onClick={() => speakSpanish(text)}>
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
      onClick={() => speakSpanish(text)}
    >
      <Volume2 aria-hidden="true" />
    </Button>
  );
}
