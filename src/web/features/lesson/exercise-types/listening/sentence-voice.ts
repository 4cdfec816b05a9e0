import { useState } from 'react';
import { useCapabilities } from '@/web/lib/queries/capabilities';
import { fetchSpeechAudio } from '@/web/lib/fetch-speech-audio';
import { isSpeechSupported, LESSON_SPEECH_RATE, speakSpanish } from '@/web/lib/speech';
import { useSpanishVoices } from '@/web/lib/voices/use-spanish-voices';

/**
 * Who reads a listening sentence: the app's server voice when it has one, else a Spanish voice of the browser, else
 * no one ('none'). 'waiting' until the server has said whether it has a voice, for a browser without a Spanish one.
 */
export type SentenceVoice = 'server' | 'browser' | 'none' | 'waiting';

export function chooseSentenceVoice(serverVoice: boolean | undefined, browserSpeaksSpanish: boolean): SentenceVoice {
  if (serverVoice) return 'server';
  if (browserSpeaksSpanish) return 'browser';
  return serverVoice === undefined ? 'waiting' : 'none';
}

/** Plays one sentence at the lessons' rate (docs/product.md#client); `failed` once a playback could not be heard. */
export function useSentenceVoice(sentence: string, lang: string) {
  const capabilities = useCapabilities();
  const { hasSpanish } = useSpanishVoices();
  const browserSpeaksSpanish = isSpeechSupported() && hasSpanish;
  // A server that could not say whether it has a voice has none.
  const serverVoice = capabilities.isError ? false : capabilities.data?.serverVoice;
  const voice = chooseSentenceVoice(serverVoice, browserSpeaksSpanish);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const speakInBrowser = () => {
    if (!speakSpanish(sentence, { lang })) setFailed(true);
  };

  async function playFromServer() {
    setLoading(true);
    try {
      const url = URL.createObjectURL(await fetchSpeechAudio(sentence));
      const audio = new Audio(url);
      audio.playbackRate = LESSON_SPEECH_RATE;
      audio.onended = () => URL.revokeObjectURL(url);
      await audio.play();
    } catch {
      // The server's voice failed: the browser's reads it if it can, else the learner is offered the text.
      if (browserSpeaksSpanish) speakInBrowser();
      else setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  function play() {
    if (voice === 'server') void playFromServer();
    else if (voice === 'browser') speakInBrowser();
  }

  return { voice: failed ? ('none' as const) : voice, loading, play };
}
