import type { ReactNode } from 'react';
import { Mic, Volume2 } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/web/components/page-container';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useVarietyLocale } from '@/web/lib/learner-settings/learner-settings';
import { SCREENS, screenPath } from '@/web/lib/screens';
import { isSpeechRecognitionSupported } from '@/web/lib/speech-recognition';
import { isRecordingSupported } from '@/web/lib/use-audio-recorder';
import { recognitionLanguages } from '@/web/lib/use-speech-recognition';
import { speechInputMode, useServerVoice, useSpeechToText } from '@/web/lib/voice-capabilities';
import { useVoicePreferences } from '@/web/lib/voice-preferences';
import { chooseVoice, useSpanishVoices } from '@/web/lib/voices/use-spanish-voices';

export const CHECKING_TEXT = "Checking what this browser and Charla's server can do";

/**
 * How voice works here (docs/product.md#voice-help): who turns the learner's speech into text and who reads replies
 * aloud, in this browser, as the practice screen decides it, and what to do when either is missing.
 */
export default function VoiceHelpPage() {
  return (
    <PageContainer {...SCREENS.voiceHelp.heading} className="max-w-3xl">
      <div className="grid gap-6">
        <HearingYou />
        <SpeakingToYou />
        <div>
          <Button asChild variant="outline">
            <Link href={screenPath.conversation()}>Back to Practice</Link>
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}

function HearingYou() {
  const mode = speechInputMode(useSpeechToText(), isSpeechRecognitionSupported());
  const [first, second] = recognitionLanguages(useVarietyLocale());
  return (
    <SectionCard title="Hearing you" icon={Mic} contentClassName="grid gap-3 text-sm">
      {mode === 'checking' ? (
        <Spinner label={CHECKING_TEXT} className="justify-start" />
      ) : mode === 'server' ? (
        <Status>
          Charla's server turns your recordings into text, so any browser that can record from your microphone works.
        </Status>
      ) : mode === 'browser' ? (
        <>
          <Status>
            This browser's own speech recognition turns what you say into text, listening for Spanish as spoken in{' '}
            {first} first, then {second}. Charla's server has none set up.
          </Status>
          <p>Your browser may send the audio to its maker's service for this, so it needs an internet connection.</p>
        </>
      ) : !isRecordingSupported() ? (
        <>
          <Status>
            This browser can't record from a microphone, so voice messages aren't available here. You can still type
            your messages.
          </Status>
          <p>To talk instead of typing, open Charla in a browser that can, such as a current Chrome, Edge or Safari.</p>
        </>
      ) : (
        <>
          <Status>
            Charla's server has no speech recognition set up and this browser has none of its own, so voice messages
            aren't available here. You can still type your messages.
          </Status>
          <p className="font-medium">To talk instead of typing:</p>
          <ul className="grid list-disc gap-1 pl-5">
            <li>open Charla in Chrome, Edge or Safari, which recognise speech themselves (Firefox does not);</li>
            <li>
              or ask whoever runs this Charla to turn on speech recognition on the server (the{' '}
              <code>OPENAI_TRANSCRIBE_MODEL</code> setting).
            </li>
          </ul>
        </>
      )}
      {mode === 'server' || mode === 'browser' ? (
        <p className="text-muted-foreground">
          Your browser asks once before Charla can use the microphone. If you said no, allow it in the site's settings
          (the icon beside the address) and reload the page.
        </p>
      ) : null}
    </SectionCard>
  );
}

function SpeakingToYou() {
  const voices = useSpanishVoices();
  const { voiceURI } = useVoicePreferences();
  const serverVoice = useServerVoice();
  const selected = chooseVoice(voices, voiceURI);
  return (
    <SectionCard title="Speaking to you" icon={Volume2} contentClassName="grid gap-3 text-sm">
      {voices.hasSpanish && selected ? (
        <Status>
          Replies are read aloud by {selected.name} ({selected.lang}), a Spanish voice of this browser. Choose another
          in the AI voice menu on the Practice screen; the reply speed is there and in Settings.
        </Status>
      ) : serverVoice === undefined ? (
        <Spinner label={CHECKING_TEXT} className="justify-start" />
      ) : (
        <>
          <Status>
            {serverVoice
              ? "This browser has no Spanish voice, so Charla's server reads replies aloud."
              : selected
                ? `This browser has no Spanish voice, so replies are read by ${selected.name} (${selected.lang}), a voice of another language.`
                : 'This browser has no voice to read replies with, so they are shown as text only.'}
          </Status>
          <p>
            To add a Spanish voice, look in your device's speech settings (Windows: Time &amp; language › Speech; macOS
            and iOS: Accessibility › Spoken Content; Android: Text-to-speech output), then reload Charla.
          </p>
        </>
      )}
    </SectionCard>
  );
}

/** The answer for this browser, the first thing each section says. */
function Status({ children }: { children: ReactNode }) {
  return <p className="font-medium">{children}</p>;
}
