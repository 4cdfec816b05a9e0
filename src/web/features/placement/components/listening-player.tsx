import { useState } from 'react';
import { Eye, Volume2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useVarietyLocale } from '@/web/lib/learner-settings/learner-settings';
import { isSpeechSupported, speakSpanish } from '@/web/lib/speech';
import { useVoicePreferences } from '@/web/lib/voice-preferences';
import { useSpanishVoices } from '@/web/lib/voices/use-spanish-voices';

export const NO_SPANISH_VOICE_TEXT =
  "This browser has no Spanish voice, so the recording can't be played here. Read it instead: the question is then a reading question.";
export const SHOW_TEXT_LABEL = 'Show the text instead';

/**
 * A listening item's recording (docs/product.md#placement): read by a Spanish voice of the browser. Without one, the
 * button that could not play is not offered; the screen says why and lets the learner read the Spanish instead.
 */
export function ListeningPlayer({ audio }: { audio: string }) {
  const lang = useVarietyLocale();
  const { rate } = useVoicePreferences();
  const { hasSpanish } = useSpanishVoices();
  const [shown, setShown] = useState(false);
  if (isSpeechSupported() && hasSpanish) {
    return (
      <div>
        <Button type="button" variant="outline" onClick={() => speakSpanish(audio, { rate, lang })}>
          <Volume2 aria-hidden="true" />
          Play the recording
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{NO_SPANISH_VOICE_TEXT}</p>
      {shown ? (
        <p lang="es" className="rounded-lg bg-secondary p-4 text-lg">
          {audio}
        </p>
      ) : (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setShown(true)}>
          <Eye aria-hidden="true" />
          {SHOW_TEXT_LABEL}
        </Button>
      )}
    </div>
  );
}
