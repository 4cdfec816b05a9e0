import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

const SPANISH_CHARACTERS = ['á', 'é', 'í', 'ó', 'ú', 'ñ', 'ü', '¿', '¡'] as const;

/**
 * Buttons that type Spanish letters at the caret, for keyboards without them: accents are part
 * of the answer, so a learner must be able to enter them anywhere.
 */
export function AccentKeys({
  inputRef,
  onInsert,
  disabled,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onInsert: (nextValue: string) => void;
  disabled: boolean;
}) {
  function insert(character: string) {
    const input = inputRef.current;
    if (!input) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    // The new value must be in the input before the caret can be put behind the inserted letter.
    flushSync(() => onInsert(input.value.slice(0, start) + character + input.value.slice(end)));
    const caret = start + character.length;
    input.focus();
    input.setSelectionRange(caret, caret);
  }

  return (
    <div role="group" aria-label="Spanish characters" className="flex flex-wrap gap-1.5">
      {SPANISH_CHARACTERS.map((character) => (
        <button
          key={character}
          type="button"
          lang="es"
          disabled={disabled}
          aria-label={`Insert ${character}`}
          // Keeps the caret in the input when clicked with a mouse.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(character)}
          className="inline-flex size-9 items-center justify-center rounded-md border bg-card text-base font-medium transition-colors hover:bg-secondary disabled:opacity-50"
        >
          {character}
        </button>
      ))}
    </div>
  );
}
