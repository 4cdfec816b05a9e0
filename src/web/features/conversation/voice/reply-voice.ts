import { useMemo, useSyncExternalStore } from 'react';
import { toast } from '@/web/components/ui/use-toast';
import { fetchSpeechAudio } from '@/web/lib/fetch-speech-audio';
import { createSpeechPlayer, type PlaybackState, type SpeechRoute } from './speech-player';
import { chooseVoice, useSpanishVoices, type PartnerVoices } from '@/web/lib/voices/use-spanish-voices';
import { useVoicePreferences } from './voice-preferences';
import { useServerVoice } from '@/web/lib/voice-capabilities';

export const PLAYBACK_FAILED = 'Could not play audio response. Please check your speakers.';

/*
 * One player for the whole app: the current audio and the playing flag of the replies read aloud
 * (docs/product.md#client). Every message's buttons and the automatic reading share it, so only one
 * thing is ever read at a time.
 */
export const replyPlayer = createSpeechPlayer({
  fetchAudio: fetchSpeechAudio,
  onError: () => toast({ variant: 'destructive', title: 'Error', description: PLAYBACK_FAILED }),
});

/**
 * How replies are read: a Spanish browser voice when there is one; else the server's voice when it
 * has one (browser voices for other languages mangle Spanish); else whatever voice the browser has;
 * else not at all. `serverVoice` is undefined until the server has said, and without a Spanish voice
 * nothing is read until then, rather than starting in the wrong voice.
 */
export function chooseSpeechRoute(
  voices: PartnerVoices,
  preferredKey: string | null,
  serverVoice: boolean | undefined,
): SpeechRoute | null {
  const voice = chooseVoice(voices, preferredKey);
  if (voices.hasSpanish && voice) return { kind: 'browser', voice };
  if (serverVoice === undefined) return null;
  if (serverVoice) return { kind: 'server' };
  return voice ? { kind: 'browser', voice } : null;
}

export interface ReplyVoice {
  /** Null while replies cannot be read aloud: they are shown as text only. */
  route: SpeechRoute | null;
  rate: number;
  playback: PlaybackState;
  play: (key: string, text: string) => void;
  stop: () => void;
}

const subscribeToPlayback = (listener: () => void) => replyPlayer.subscribe(listener);
const playbackState = () => replyPlayer.getState();

export function usePlayback(): PlaybackState {
  return useSyncExternalStore(subscribeToPlayback, playbackState, playbackState);
}

/** The partner's voice as the learner set it up, ready to read a text. */
export function useReplyVoice(): ReplyVoice {
  const voices = useSpanishVoices();
  const { voiceURI, rate } = useVoicePreferences();
  const serverVoice = useServerVoice();
  const playback = usePlayback();
  const route = useMemo(() => chooseSpeechRoute(voices, voiceURI, serverVoice), [voices, voiceURI, serverVoice]);

  return useMemo(
    () => ({
      route,
      rate,
      playback,
      play: (key: string, text: string) => {
        if (route) replyPlayer.play(key, text, { route, rate });
      },
      stop: replyPlayer.stop,
    }),
    [route, rate, playback],
  );
}
