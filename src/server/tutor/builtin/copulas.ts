/**
 * Verbs that link someone to what or how they are ("estoy enfermo", "soy alérgica", "me siento cansado"): the word
 * after one is what the subject is, never a verb of theirs, and its gender is the subject's.
 */
export const COPULA_LEMMAS: ReadonlySet<string> = new Set(['estar', 'ser', 'parecer', 'quedar', 'sentir']);
