import type { FastifyBaseLogger } from 'fastify';
import {
  AUDIO_MISSING_MESSAGE,
  NOTHING_HEARD_MESSAGE,
  PRONUNCIATION_NOT_EXERCISE_MESSAGE,
  PRONUNCIATION_RECOGNITION_FAILED_MESSAGE,
  PRONUNCIATION_UNSCORED_MESSAGE,
  SPEECH_UNAVAILABLE_MESSAGE,
  TRANSCRIPTION_UNAVAILABLE_MESSAGE,
} from '@/contract/language-constants';
import type { Capabilities, PronunciationResult } from '@/contract/language';
import type { Exercise } from '@/contract/lessons';
import { scorePronunciation } from '@/domain/pronunciation-score';
import { AppError, BadRequestError, ServiceUnavailableError } from '@/server/errors';
import type { CheckedAudio } from '@/server/language/audio-upload';
import { type AudioFailureKind, AudioProviderError } from '@/server/language/openai-audio-client';
import type { SpeechToText } from '@/server/language/transcription/speech-to-text';
import type { ServerVoice, SpokenAudio } from '@/server/language/voice/server-voice';
import type { LessonsService } from '@/server/modules/lessons/lessons-service';

/** What each call needs from the request: its logger, and a signal that fires when the browser goes away. */
export interface CallContext {
  log: FastifyBaseLogger;
  signal?: AbortSignal;
}

// 502: the provider failed; 504: it took too long; 503: it is rate limiting us, so later may work.
const STATUS_BY_FAILURE: Record<AudioFailureKind, number> = {
  'too-large': 413,
  busy: 503,
  misconfigured: 502,
  timeout: 504,
  aborted: 502,
  failed: 502,
};

export function createSpeechService({
  speechToText,
  serverVoice,
  lessons,
  languageHelp,
}: {
  speechToText: SpeechToText | null;
  serverVoice: ServerVoice | null;
  lessons: Pick<LessonsService, 'detail'>;
  languageHelp: Capabilities['languageHelp'];
}) {
  /**
   * A provider failure as the answer the learner gets; the summary (key removed) goes to the log. `learnerMessage`
   * words it for where the learner is (a pronunciation item has no message to type instead).
   */
  function providerFailure(
    error: unknown,
    provider: 'transcription' | 'speech',
    log: FastifyBaseLogger,
    learnerMessage?: (failure: AudioProviderError) => string,
  ): unknown {
    if (!(error instanceof AudioProviderError)) return error;
    const fields = { provider, kind: error.kind, upstreamStatus: error.upstreamStatus, cause: error.message };
    if (error.kind === 'misconfigured') {
      log.error(fields, `server misconfigured: the ${provider} server refused the API key or does not know the model`);
    } else if (error.kind !== 'aborted') {
      log.warn(fields, `${provider} request failed`);
    }
    return new AppError(STATUS_BY_FAILURE[error.kind], learnerMessage?.(error) ?? error.learnerMessage);
  }

  async function recognise(
    stt: SpeechToText,
    audio: CheckedAudio,
    { log, signal }: CallContext,
    learnerMessage?: (failure: AudioProviderError) => string,
  ): Promise<string> {
    try {
      return await stt.transcribe(audio, signal);
    } catch (error) {
      throw providerFailure(error, 'transcription', log, learnerMessage);
    }
  }

  return {
    capabilities(): Capabilities {
      return { speechToText: speechToText ? 'server' : 'browser', serverVoice: serverVoice !== null, languageHelp };
    },

    /**
     * The words in a conversation recording. Silence is an error (422 NOTHING_HEARD_MESSAGE), not an empty
     * 200: the client shows a failure's `details` (docs/product.md#messages) and would otherwise send an empty
     * message on.
     */
    async transcribe(audio: CheckedAudio | null, context: CallContext): Promise<string> {
      if (!speechToText) throw new ServiceUnavailableError(TRANSCRIPTION_UNAVAILABLE_MESSAGE);
      if (!audio) throw new BadRequestError(AUDIO_MISSING_MESSAGE);
      const text = await recognise(speechToText, audio, context);
      if (!text) throw new AppError(422, NOTHING_HEARD_MESSAGE);
      return text;
    },

    async speak(text: string, { log, signal }: CallContext): Promise<SpokenAudio> {
      if (!serverVoice) throw new ServiceUnavailableError(SPEECH_UNAVAILABLE_MESSAGE);
      try {
        return await serverVoice.speak(text, signal);
      } catch (error) {
        throw providerFailure(error, 'speech', log);
      }
    },

    /** The lesson's exercises, once the lesson is known (404) and open to this learner (403). */
    async lessonExercises(userId: string, lessonId: string): Promise<readonly Exercise[]> {
      return (await lessons.detail(userId, lessonId)).content.exercises;
    },

    /**
     * Scores a spoken attempt against the exercise's own sentence from the catalogue; the client's
     * `targetText` is only compared, so a stale or edited page cannot choose what it is scored against.
     * What was heard: the server's transcription when it has speech recognition, else the browser's
     * transcript. With neither, 503 PRONUNCIATION_UNSCORED_MESSAGE: the client then counts the answer as
     * correct (docs/product.md#lesson-score). Silence scores 0 rather than failing, so it never counts as correct.
     */
    async scorePronunciation(
      attempt: {
        exercises: readonly Exercise[];
        exerciseIndex: number;
        targetText?: string | undefined;
        transcript?: string | undefined;
        audio: CheckedAudio | null;
      },
      context: CallContext,
    ): Promise<PronunciationResult> {
      const exercise = attempt.exercises[attempt.exerciseIndex];
      if (exercise?.type !== 'pronunciation') throw new BadRequestError(PRONUNCIATION_NOT_EXERCISE_MESSAGE);
      const target = exercise.answer;
      if (attempt.targetText && folded(attempt.targetText) !== folded(target)) {
        context.log.info(
          { exerciseIndex: attempt.exerciseIndex, claimedTarget: attempt.targetText.slice(0, 200) },
          'pronunciation target from the client differs from the lesson; scoring against the lesson',
        );
      }
      let heard: string;
      if (speechToText && attempt.audio)
        heard = await recognise(speechToText, attempt.audio, context, pronunciationFailure);
      else if (attempt.transcript) heard = attempt.transcript;
      else if (speechToText) throw new BadRequestError(AUDIO_MISSING_MESSAGE);
      else throw new ServiceUnavailableError(PRONUNCIATION_UNSCORED_MESSAGE);
      const score = scorePronunciation(target, heard);
      return { isCorrect: score.isCorrect, transcribed: heard, feedback: score.feedback, similarity: score.similarity };
    },
  };
}
export type SpeechService = ReturnType<typeof createSpeechService>;

/** A recogniser failure on a pronunciation item: record again (a recording too large says so as it is). */
const pronunciationFailure = (failure: AudioProviderError): string =>
  failure.kind === 'too-large' ? failure.learnerMessage : PRONUNCIATION_RECOGNITION_FAILED_MESSAGE;

const folded = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
