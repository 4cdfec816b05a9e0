import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { matchWords, foldAccents } from '@/domain/spanish-text';
import { AddToReviewButton } from './add-to-review-button';
import { Popover, PopoverAnchor, PopoverContent } from '@/web/components/ui/popover';
import { Spinner } from '@/web/components/ui/spinner';
import { useWordEntries } from '@/web/lib/deck';
import { cn } from '@/web/lib/utils';

export const WORD_LOOKUP_FAILED = 'Could not look this word up. Please try again.';
export const unknownWordMessage = (word: string) =>
  `Charla doesn’t know a translation of “${word}” yet, so it can’t go into your review deck: it only adds words with a translation it knows.`;

type Segment = { text: string; word?: undefined } | { text: string; word: number };

/** The text cut into words (numbered as the server counts them, with the domain's `matchWords`) and what lies between. */
function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  let word = 0;
  for (const match of matchWords(text)) {
    if (match.index > at) segments.push({ text: text.slice(at, match.index) });
    segments.push({ text: match[0], word: word++ });
    at = match.index + match[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** The segments grouped into runs without white space (a word with its punctuation), and the white space between. */
function tokensOf(segments: readonly Segment[]): (string | Segment[])[] {
  const tokens: (string | Segment[])[] = [];
  let run: Segment[] = [];
  const flush = () => {
    if (run.length > 0) tokens.push(run);
    run = [];
  };
  for (const segment of segments) {
    if (segment.word !== undefined) {
      run.push(segment);
      continue;
    }
    for (const piece of segment.text.split(/(\s+)/)) {
      if (piece === '') continue;
      if (/^\s+$/.test(piece)) {
        flush();
        tokens.push(piece);
      } else run.push({ text: piece });
    }
  }
  flush();
  return tokens;
}

/** Where a word sits in a target wider than itself: against the punctuation before or after it, else centred. */
function alignBeside(before: Segment | undefined, after: Segment | undefined): string {
  if (after && !before) return 'pointer-coarse:text-right';
  if (before && !after) return 'pointer-coarse:text-left';
  return 'pointer-coarse:text-center';
}

/**
 * Spanish text whose words can be looked up (docs/product.md#review-deck): a partner message, a paragraph of a lesson's
 * reading text. Each word is a button that opens a small card with the translation the app knows and "Add to review". The buttons look like the text (no padding, so
 * nothing moves when they appear) and the text is one tab stop: arrow keys, Home and End move between its words.
 */
export function TappableWords({ text }: { text: string }) {
  const segments = useMemo(() => segmentsOf(text), [text]);
  const [open, setOpen] = useState<{ word: number; text: string } | null>(null);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const anchor = useRef<HTMLButtonElement | null>(null);
  const count = segments.filter((segment) => segment.word !== undefined).length;

  const focusWord = (word: number) => {
    const target = Math.max(0, Math.min(count - 1, word));
    setCurrent(target);
    buttons.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, word: number) => {
    const moves: Record<string, number> = { ArrowRight: word + 1, ArrowLeft: word - 1, Home: 0, End: count - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusWord(to);
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>, word: number, wordText: string) => {
    // A drag or a double click selecting text is not a tap: the learner is copying, not looking up.
    if (event.detail > 1 || (window.getSelection()?.toString().trim() ?? '') !== '') return;
    setCurrent(word);
    anchor.current = event.currentTarget;
    setOpen((shown) => (shown?.word === word ? null : { word, text: wordText }));
  };

  return (
    <Popover open={open !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
      {tokensOf(segments).map((token, index) =>
        typeof token === 'string' ? (
          token
        ) : (
          // A word keeps the punctuation around it on its line ("vives?"), as plain text would: a button alone
          // would let the line break between them.
          <span key={index} className="whitespace-nowrap">
            {token.map((segment, part) =>
              segment.word === undefined ? (
                segment.text
              ) : (
                <button
                  key={part}
                  ref={(node) => {
                    buttons.current[segment.word] = node;
                  }}
                  type="button"
                  tabIndex={segment.word === current ? 0 : -1}
                  aria-haspopup="dialog"
                  aria-expanded={open?.word === segment.word}
                  className={cn(
                    // On a touch screen each word is a 44 × 44 px target (docs/product.md#conversation-layout): 32 px lines
                    // and 6 px of padding all round, which the negative margins give back, so a word of 32 px or more
                    // keeps its place; a shorter one ("y", "te") is widened to 44 px and its line spreads a little. A
                    // neighbour's target reaches at most 2 px into a word's letters, and the later word wins there.
                    'cursor-pointer rounded-sm decoration-dotted underline-offset-4 select-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                    'pointer-coarse:-m-1.5 pointer-coarse:inline-block pointer-coarse:min-w-11 pointer-coarse:p-1.5 pointer-coarse:leading-8',
                    // A widened word stays against its punctuation ("ti." not "ti ."), the extra room on its open side.
                    alignBeside(token[part - 1], token[part + 1]),
                    open?.word === segment.word && 'bg-primary/15 underline decoration-solid',
                  )}
                  onKeyDown={(event) => onKeyDown(event, segment.word)}
                  onClick={(event) => onClick(event, segment.word, segment.text)}
                >
                  {segment.text}
                </button>
              ),
            )}
          </span>
        ),
      )}
      {open ? (
        <>
          <PopoverAnchor key={open.word} virtualRef={anchor} />
          <WordCard text={text} word={open.word} written={open.text} anchor={anchor} />
        </>
      ) : null}
    </Popover>
  );
}

/** The card of one tapped word: what the app knows of it, each with "Add to review", or that it knows nothing. */
function WordCard({
  text,
  word,
  written,
  anchor,
}: {
  text: string;
  word: number;
  written: string;
  anchor: RefObject<HTMLButtonElement | null>;
}) {
  const entries = useWordEntries(text, word);
  const titleId = useId();
  const closedOutside = useRef(false);
  const folded = foldAccents(written);
  return (
    <PopoverContent
      aria-labelledby={titleId}
      lang="en"
      // The tapped word's own button closes the card (its click), rather than closing and reopening it.
      // There is no Radix trigger: closed by Escape or by its word, the card hands focus back to that word; closed
      // by a click elsewhere, focus stays where the learner clicked.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (!closedOutside.current) anchor.current?.focus();
        closedOutside.current = false;
      }}
      onInteractOutside={(event) => {
        if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
        else closedOutside.current = true;
      }}
    >
      <p id={titleId} lang="es" className="text-lg font-semibold">
        {written}
      </p>
      {entries.isPending ? (
        <Spinner label="Looking up the word" className="py-2" />
      ) : entries.isError ? (
        <p className="text-sm text-muted-foreground">{WORD_LOOKUP_FAILED}</p>
      ) : entries.data.words.length === 0 ? (
        <p className="text-sm text-muted-foreground">{unknownWordMessage(written)}</p>
      ) : (
        <ul className="grid gap-2">
          {entries.data.words.map((entry) => {
            const entryWords = [...matchWords(entry.spanish)].map((match) => foldAccents(match[0]));
            // "hiciste" finds "hacer": the card says which word the translation is of.
            const otherWord = !entryWords.includes(folded) && entryWords.length === 1;
            return (
              <li key={entry.spanish} className="grid gap-0.5 rounded-lg border bg-background p-2">
                <span>
                  <span lang="es" className="font-semibold">
                    {entry.spanish}
                  </span>{' '}
                  — {entry.english}
                </span>
                {otherWord ? (
                  <span className="text-xs text-muted-foreground">
                    the word <span lang="es">“{written}”</span> comes from
                  </span>
                ) : null}
                <AddToReviewButton
                  spanish={entry.spanish}
                  english={entry.english}
                  className="-ml-2 justify-self-start"
                />
              </li>
            );
          })}
        </ul>
      )}
    </PopoverContent>
  );
}
