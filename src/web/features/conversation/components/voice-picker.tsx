import { useId } from 'react';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { useServerVoice } from '../voice/reply-voice';
import { chooseVoice, useSpanishVoices, voiceKey, voiceLabel } from '../voice/use-spanish-voices';
import { setPreferredVoice, useVoicePreferences } from '../voice/voice-preferences';

export const NO_VOICE_NOTE = 'Your browser has no Spanish voice, so replies are shown as text only.';
export const OTHER_LANGUAGE_VOICE_NOTE = 'Your browser has no Spanish voice, so replies are read in another voice.';
export const SERVER_VOICE_NOTE = "Your browser has no Spanish voice, so replies are read by Charla's own voice.";

/**
 * The AI voice picker (spec section 2): the browser's Spanish voices, labelled name plus language.
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
      <Select value={voiceKey(selected)} onValueChange={setPreferredVoice}>
        <SelectTrigger id={id} aria-describedby={voices.hasSpanish ? undefined : `${id}-note`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {voices.options.map((voice) => (
            <SelectItem key={voiceKey(voice)} value={voiceKey(voice)}>
              {voiceLabel(voice)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
