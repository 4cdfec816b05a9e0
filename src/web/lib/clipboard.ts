/**
 * Puts text on the clipboard. False where the browser refuses (an insecure page, a denied
 * permission, no Clipboard API), so callers can show the text instead of failing silently.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The toast title when copying fails; the text itself goes in the description, to copy by hand. */
export const COPY_FAILED_TITLE = 'Could not copy to your clipboard';
