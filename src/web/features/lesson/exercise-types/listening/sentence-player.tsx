import { useState } from 'react';
import { Eye, Volume2 } from 'lucide-react';
import { VARIETY_LOCALES } from '@/contract/settings-constants';
import { Button } from '@/web/components/ui/button';
import { useLessonVariety } from '@/web/features/lesson/components/lesson-variety';
import { useSentenceVoice } from './sentence-voice';

export const PLAY_SENTENCE_LABEL = 'Play the sentence';
export const NO_VOICE_TEXT =
  "No voice can read Spanish here, so the sentence can't be played. Read it instead: the question is then a reading question.";
export const SHOW_TEXT_LABEL = 'Show the text instead';

/**
 * A listening exercise's sentence, heard and not seen until the learner has answered (`revealed`). Where no voice can
 * read it, the play button is not offered: the card says why and lets the learner read the Spanish instead, as the
 * placement's listening items do.
 */
export function SentencePlayer({ sentence, revealed }: { sentence: string; revealed: boolean }) {
  const lang = VARIETY_LOCALES[useLessonVariety()];
  const { voice, loading, play } = useSentenceVoice(sentence, lang);
  const [shown, setShown] = useState(false);

  return (
    <div className="grid gap-3">
      {voice === 'none' ? (
        <>
          <p className="text-sm text-muted-foreground">{NO_VOICE_TEXT}</p>
          {shown || revealed ? null : (
            <Button type="button" variant="outline" className="justify-self-start" onClick={() => setShown(true)}>
              <Eye aria-hidden="true" />
              {SHOW_TEXT_LABEL}
            </Button>
          )}
        </>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="justify-self-start"
          disabled={voice === 'waiting'}
          pending={loading}
          onClick={play}
        >
          <Volume2 aria-hidden="true" />
          {PLAY_SENTENCE_LABEL}
        </Button>
      )}
      {shown || revealed ? (
        <p className="rounded-lg bg-secondary px-4 py-3 text-lg">
          {revealed ? <span className="text-sm font-medium text-muted-foreground">You heard: </span> : null}
          <span lang="es">{sentence}</span>
        </p>
      ) : null}
    </div>
  );
}
