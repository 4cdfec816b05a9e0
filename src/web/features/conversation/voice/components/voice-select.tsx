import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { voiceKey, voiceLabel } from '@/web/lib/voices/use-spanish-voices';
import { setPreferredVoice } from '@/web/features/conversation/voice/voice-preferences';

interface VoiceSelectProps {
  id: string;
  describedBy: string | undefined;
  value: string;
  options: readonly SpeechSynthesisVoice[];
}

/** The voice list itself, in its own chunk (see voice-picker.tsx). */
export default function VoiceSelect({ id, describedBy, value, options }: VoiceSelectProps) {
  return (
    <Select value={value} onValueChange={setPreferredVoice}>
      <SelectTrigger id={id} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((voice) => (
          <SelectItem key={voiceKey(voice)} value={voiceKey(voice)}>
            {voiceLabel(voice)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
