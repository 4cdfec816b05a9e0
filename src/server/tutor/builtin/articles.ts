/** The articles, normalised: the one list the partner's word sets build on ("el", "unas"). */
export const ARTICLES: readonly string[] = ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas'];
