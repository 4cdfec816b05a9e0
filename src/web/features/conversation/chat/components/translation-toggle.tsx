import { Languages, LoaderCircle } from 'lucide-react';
import type { useMessageTranslation } from '@/web/features/conversation/chat/use-message-translation';

type Translation = ReturnType<typeof useMessageTranslation>;

/** Show / Hide translation: a text button, so its state reads without a tooltip. */
export function TranslationToggle({ translation, panelId }: { translation: Translation; panelId: string }) {
  const panelShown = translation.text !== undefined || translation.loading;
  return (
    <button
      type="button"
      aria-expanded={translation.open}
      aria-controls={panelShown ? panelId : undefined}
      onClick={translation.toggle}
      className="inline-flex h-8 pointer-coarse:h-11 items-center gap-1 rounded-md px-1 text-xs font-semibold underline-offset-2 hover:underline"
    >
      <Languages aria-hidden="true" className="size-3.5" />
      {translation.open ? 'Hide translation' : 'Show translation'}
    </button>
  );
}

export const ROUGH_TRANSLATION_LABEL = 'Rough machine translation';

/**
 * The English under the Spanish; kept in the page while closed, so reopening is instant. Apertium's word-by-word
 * output can be wrong (it reverses gustar), so it is labelled as such rather than shown as if it were curated.
 */
export function TranslationPanel({ translation, id }: { translation: Translation; id: string }) {
  if (translation.text !== undefined) {
    return (
      <p id={id} hidden={!translation.open} lang="en" className="border-t border-current/20 pt-2 text-sm">
        {translation.source === 'apertium' ? (
          <span className="mr-1 text-xs font-semibold italic">{ROUGH_TRANSLATION_LABEL}:</span>
        ) : null}
        {translation.text}
      </p>
    );
  }
  if (!translation.loading) return null;
  return (
    <p id={id} role="status" className="flex items-center gap-2 border-t border-current/20 pt-2 text-sm">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Translating…
    </p>
  );
}
