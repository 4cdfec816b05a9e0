import { useCallback, useEffect, useReducer, useRef } from 'react';
import { NOTHING_HEARD_MESSAGE } from '@/contract/language-constants';
import { useCapabilities } from '@/web/lib/queries/capabilities';
import { isSpeechRecognitionSupported, recognitionErrorMessage } from '@/web/lib/speech-recognition';
import { useSpeechRecognition } from '@/web/lib/use-speech-recognition';
import { MICROPHONE_ERROR_MESSAGE } from '@/web/lib/use-audio-recorder';
import { transcribeAudio, transcriptionFailureToast } from '@/web/features/conversation/voice/api/transcribe-audio';
import { TURN_MARKS } from './hands-free-config';
import {
  handsFreeReducer,
  initialHandsFreeState,
  type HandsFreeState,
  type HandsFreeStatus,
} from './hands-free-machine';
import { replyPlayer } from './reply-voice';
import type { VoiceDetector, VoiceDetectorCallbacks } from './vad-engine';

export const NO_AUDIO_SUPPORT_MESSAGE =
  "Hands-free needs live audio processing this browser doesn't offer. Use Start Recording instead.";
export const NO_RECOGNITION_MESSAGE =
  "Hands-free needs speech recognition, which this browser doesn't offer. Use the typed input instead.";
export const DETECTOR_FAILED_MESSAGE = "Hands-free couldn't start its voice detector. Use Start Recording instead.";

/** Opens the microphone with the voice detector; the real one downloads only when hands-free starts. */
export type DetectorLoader = (callbacks: VoiceDetectorCallbacks) => Promise<VoiceDetector>;

const loadVoiceDetector: DetectorLoader = async (callbacks) => {
  const { startVoiceDetector } = await import('./vad-engine');
  return startVoiceDetector(callbacks);
};

/**
 * Why hands-free mode cannot run here, or null when it can: it needs the microphone, Web Audio with
 * WebAssembly for the detector, and a way to turn speech into text (the server's, else the browser's).
 */
export function handsFreeUnavailableReason(speechToText: 'server' | 'browser' | undefined): string | null {
  const audio =
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof window.AudioContext === 'function' &&
    typeof WebAssembly === 'object';
  if (!audio) return NO_AUDIO_SUPPORT_MESSAGE;
  if (speechToText === 'browser' && !isSpeechRecognitionSupported()) return NO_RECOGNITION_MESSAGE;
  return null;
}

function mark(name: string): void {
  performance.mark(name);
}

/** The split of one turn (docs/product.md#turn-latency) as performance measures the e2e and DevTools can read. */
function measureTurn(): void {
  const stages: [string, string, string][] = [
    ['charla:turn:transcription', TURN_MARKS.speechEnd, TURN_MARKS.transcribed],
    ['charla:turn:partner', TURN_MARKS.transcribed, TURN_MARKS.replied],
    ['charla:turn:voice', TURN_MARKS.replied, TURN_MARKS.firstAudio],
    ['charla:turn:total', TURN_MARKS.speechEnd, TURN_MARKS.firstAudio],
  ];
  try {
    for (const [name, start, end] of stages) performance.measure(name, start, end);
  } catch {
    // A mark is missing (the reply was not voiced): this turn has no complete split.
  }
}

/** The reply of the turn being measured has started to sound: the turn's split is complete. */
function firstAudio(): void {
  if (performance.getEntriesByName(TURN_MARKS.replied, 'mark').length === 0) return;
  mark(TURN_MARKS.firstAudio);
  measureTurn();
  for (const name of Object.values(TURN_MARKS)) performance.clearMarks(name);
}

interface HandsFreeOptions {
  /** The conversation is running and connected: turns can go out. */
  ready: boolean;
  /** Waiting for the partner's answer (from the conversation state). */
  awaitingReply: boolean;
  /**
   * How many finished partner replies the conversation has. A new one answers the turn even when the wait was too
   * short to be seen (sent and answered within one render on a busy phone).
   */
  replies: number;
  /** Sends the heard words like a typed message, with how long the learner spoke (ms); false when they could not go out. */
  sendSpoken: (text: string, speakingMs: number) => boolean;
  /** Puts words into the message input, for the learner to edit and send (used while paused). */
  putInDraft: (text: string) => void;
  loadDetector?: DetectorLoader;
}

/**
 * Hands-free voice mode (docs/product.md#hands-free): the state machine joined to the voice detector, the
 * transcription chain, the live socket (through sendSpoken) and the reply player.
 */
export function useHandsFree({
  ready,
  awaitingReply,
  replies,
  sendSpoken,
  putInDraft,
  loadDetector = loadVoiceDetector,
}: HandsFreeOptions) {
  const [state, dispatchToReact] = useReducer(handsFreeReducer, initialHandsFreeState);
  // Detector callbacks run outside React: they read the state as it is after every event dispatched so far.
  const stateRef = useRef<HandsFreeState>(initialHandsFreeState);
  const dispatch = useCallback((event: Parameters<typeof handsFreeReducer>[1]) => {
    stateRef.current = handsFreeReducer(stateRef.current, event);
    dispatchToReact(event);
  }, []);
  const capabilities = useCapabilities();
  const speechToText = capabilities.data?.speechToText ?? (capabilities.isError ? 'browser' : undefined);
  const recognition = useSpeechRecognition();
  const currentStatus = (): HandsFreeStatus => stateRef.current.status;
  const detectorRef = useRef<VoiceDetector | null>(null);
  const turnSentRef = useRef(false);
  /** The number of replies when the turn went out: one more answers it. */
  const repliesAtSend = useRef(replies);
  const latest = useRef({ sendSpoken, putInDraft, speechToText, recognition, ready, replies });
  useEffect(() => {
    latest.current = { sendSpoken, putInDraft, speechToText, recognition, ready, replies };
  });

  const unavailableReason = handsFreeUnavailableReason(speechToText);

  const heardText = useCallback(async (wav: Blob): Promise<string> => {
    const { speechToText: mode, recognition: browser } = latest.current;
    if (mode === 'server') return (await transcribeAudio(wav, { filename: 'utterance.wav' })).trim();
    return (await browser.stop()).trim();
  }, []);

  const callbacks: VoiceDetectorCallbacks = {
    onSpeechStart: () => {
      // The browser's recognition listens live, so it starts at the first sound, before speech is confirmed.
      const { speechToText: mode, recognition: browser } = latest.current;
      if (mode === 'browser' && stateRef.current.status === 'listening') browser.start();
    },
    onSpeechConfirmed: () => {
      // Barge-in: the learner talking over the partner silences the partner. Only confirmed speech counts, so
      // a cough or a door does not cut a reply short.
      if (replyPlayer.getState().status !== 'idle') replyPlayer.stop();
      dispatch({ type: 'speechStarted' });
    },
    onMisfire: () => {
      if (latest.current.speechToText === 'browser') latest.current.recognition.reset();
      dispatch({ type: 'misfire' });
    },
    onSpeechEnd: (wav, speakingMs) => {
      if (stateRef.current.status !== 'hearing') return;
      mark(TURN_MARKS.speechEnd);
      dispatch({ type: 'speechEnded' });
      void heardText(wav)
        .then((text) => {
          mark(TURN_MARKS.transcribed);
          if (stateRef.current.status === 'paused') {
            // Paused while the words were worked out: the learner edits them before sending.
            if (text) latest.current.putInDraft(text);
            dispatch({ type: 'transcribed', text, sent: false });
            return;
          }
          if (!text) {
            // Said, not silently swallowed: why nothing went out, and what to try next.
            const failure = latest.current.speechToText === 'browser' ? latest.current.recognition.error : null;
            dispatch({
              type: 'notHeard',
              message: failure ? recognitionErrorMessage(failure) : NOTHING_HEARD_MESSAGE,
            });
            return;
          }
          repliesAtSend.current = latest.current.replies;
          const sent = Boolean(text) && latest.current.ready && latest.current.sendSpoken(text, speakingMs);
          // Not connected (or the partner still answering): the words wait in the input rather than being lost.
          if (text && !sent) latest.current.putInDraft(text);
          turnSentRef.current = sent;
          dispatch({ type: 'transcribed', text, sent });
        })
        .catch((error: unknown) => {
          dispatch({ type: 'notHeard', message: transcriptionFailureToast(error).description });
        });
    },
  };
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  const start = useCallback(async () => {
    if (stateRef.current.status !== 'idle') return;
    dispatch({ type: 'start' });
    try {
      const detector = await loadDetector({
        onSpeechStart: () => callbacksRef.current.onSpeechStart(),
        onSpeechConfirmed: () => callbacksRef.current.onSpeechConfirmed(),
        onMisfire: () => callbacksRef.current.onMisfire(),
        onSpeechEnd: (wav, speakingMs) => callbacksRef.current.onSpeechEnd(wav, speakingMs),
      });
      // Turned off while it loaded.
      if (currentStatus() !== 'loading') {
        void detector.destroy();
        return;
      }
      detectorRef.current = detector;
      dispatch({ type: 'ready' });
      if (replyPlayer.getState().status !== 'idle') dispatch({ type: 'playbackStarted' });
    } catch (error) {
      const denied = error instanceof DOMException && error.name === 'NotAllowedError';
      dispatch({ type: 'failed', message: denied ? MICROPHONE_ERROR_MESSAGE : DETECTOR_FAILED_MESSAGE });
    }
  }, [dispatch, loadDetector]);

  const stop = useCallback(() => {
    const detector = detectorRef.current;
    detectorRef.current = null;
    turnSentRef.current = false;
    latest.current.recognition.reset();
    dispatch({ type: 'stop' });
    void detector?.destroy();
  }, [dispatch]);

  const pause = useCallback(() => {
    dispatch({ type: 'pause' });
    // Pause means quiet: a reply being read stops too (the learner can play it again from its message).
    if (replyPlayer.getState().status !== 'idle') replyPlayer.stop();
    latest.current.recognition.reset();
    void detectorRef.current?.pause();
  }, [dispatch]);

  const resume = useCallback(() => {
    dispatch({ type: 'resume' });
    void detectorRef.current?.resume();
  }, [dispatch]);

  // The partner answered the turn (or the answer failed and the words went back to the input).
  const wasAwaiting = useRef(awaitingReply);
  useEffect(() => {
    const answered = !awaitingReply && (wasAwaiting.current || replies > repliesAtSend.current);
    wasAwaiting.current = awaitingReply;
    if (!answered || !turnSentRef.current) return;
    turnSentRef.current = false;
    mark(TURN_MARKS.replied);
    // The list's automatic reading has already started (child effects run first): idle means not voiced.
    const playback = replyPlayer.getState().status;
    // A browser voice is 'playing' from the moment it is asked to speak.
    if (playback === 'playing') firstAudio();
    dispatch({ type: 'replied', voiced: playback !== 'idle' });
  }, [awaitingReply, replies, dispatch]);

  // The reply being read, and its end: the microphone listens again.
  useEffect(
    () =>
      replyPlayer.subscribe(() => {
        const playback = replyPlayer.getState().status;
        const status = stateRef.current.status;
        if (playback === 'playing') firstAudio();
        if (playback !== 'idle' && status === 'listening') dispatch({ type: 'playbackStarted' });
        if (playback === 'idle' && status === 'speaking') dispatch({ type: 'playbackEnded' });
      }),
    [dispatch],
  );

  // Leaving the screen (or the conversation) closes the microphone.
  useEffect(
    () => () => {
      void detectorRef.current?.destroy();
      detectorRef.current = null;
    },
    [],
  );

  return { state, unavailableReason, checking: speechToText === undefined, start, stop, pause, resume };
}

export type HandsFree = ReturnType<typeof useHandsFree>;
