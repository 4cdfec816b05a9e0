import { lazy, Suspense, useId } from 'react';
import { SelectPlaceholder } from '@/web/components/select-placeholder';
import { Label } from '@/web/components/ui/label';
import { useServerVoice } from '@/web/lib/voice-capabilities';
import { chooseVoice, useSpanishVoices, voiceKey } from '@/web/lib/voices/use-spanish-voices';
import { useVoicePreferences } from '@/web/features/conversation/voice/voice-preferences';

// The select's code (Radix Select and its positioning) loads in its own chunk, after the screen has painted.
const VoiceSelect = lazy(() => import('./voice-select'));

export const NO_VOICE_NOTE = 'Your browser has no Spanish voice, so replies are shown as text only.';
export const OTHER_LANGUAGE_VOICE_NOTE = 'Your browser has no Spanish voice, so replies are read in another voice.';
export const SERVER_VOICE_NOTE = "Your browser has no Spanish voice, so replies are read by Charla's own voice.";

/**
 * The AI voice picker (docs/product.md#client): the browser's Spanish voices, labelled name plus language.
 * The choice is kept in this browser only. Without Spanish voices it says how replies will sound.
 */
export function VoicePicker() {
  const voices = useSpanishVoices();
  const { voiceURI } = useVoicePreferences();
  const id = useId();
  const serverVoice = useServerVoice();
  const selected = chooseVoice(voices, voiceURI);

  if (!voices.hasSpanish) {
    // Until the server has said whether it can speak, any note might be wrong.
    if (serverVoice === undefined) return null;
    if (serverVoice) return <VoiceNote>{SERVER_VOICE_NOTE}</VoiceNote>;
  }
  if (!selected) return <VoiceNote>{NO_VOICE_NOTE}</VoiceNote>;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>AI voice</Label>
      <Suspense fallback={<SelectPlaceholder />}>
        <VoiceSelect
          id={id}
          describedBy={voices.hasSpanish ? undefined : `${id}-note`}
          value={voiceKey(selected)}
          options={voices.options}
        />
      </Suspense>
      {voices.hasSpanish ? null : (
        <p id={`${id}-note`} className="text-sm text-muted-foreground">
          {OTHER_LANGUAGE_VOICE_NOTE}
        </p>
      )}
    </div>
  );
}

function VoiceNote({ children }: { children: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm leading-none font-medium">AI voice</p>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
