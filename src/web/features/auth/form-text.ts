/** A text field of a submitted form; a file (never sent by our forms) reads as empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
