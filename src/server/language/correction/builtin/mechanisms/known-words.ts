import { matchWords } from '@/domain/spanish-text';
import { loadTutorContent } from '@/server/content/tutor-content';
import { spanishLexicon } from '@/server/language/spanish';
import { ruleWords } from '@/server/language/correction/builtin/rules/rule-words';

let courseWords: Set<string> | undefined;

/** Every word of the course's own Spanish vocabulary and its forms (content/tutor/lexicon.json): "mesero", "pelis". */
function courseVocabulary(): Set<string> {
  if (!courseWords) {
    courseWords = new Set<string>();
    const lexicon = loadTutorContent().lexicon;
    for (const entry of lexicon.spanish) {
      for (const match of matchWords(entry.es.toLowerCase())) courseWords.add(match[0]);
    }
    // the inflected forms it lists are Spanish too: "pelis", the plural of the informal "peli"
    for (const form of Object.keys(lexicon.forms)) courseWords.add(form);
  }
  return courseWords;
}

const DIMINUTIVE = /^(.{2,}?)(?:c|ec)?(?:it|ic|ill)([oa]s?)$/;

/**
 * Whether a word the lexicon lacks is still Spanish, so the spelling and accent mechanisms leave it alone: a word of
 * the course's vocabulary (Latin-American words Apertium's dictionary lacks), a diminutive of a known word
 * ("mesita", "cafecito", "chiquillo") or a voseo form ("querés", "tenés", "vení": an accent on the last syllable of
 * a verb the lexicon knows without it).
 */
export function isSpanishAfterAll(word: string, diminutives = true): boolean {
  const lower = word.toLowerCase();
  if (courseVocabulary().has(lower) || ruleWords('adjective-agreement', 'SPANISH_THE_LEXICON_LACKS').has(lower))
    return true;
  const lexicon = spanishLexicon();
  const diminutive = diminutives ? DIMINUTIVE.exec(lower) : null;
  if (diminutive) {
    const [, stem = '', ending = ''] = diminutive;
    const base = stem + ending;
    if (lexicon.readingsOf(base).length > 0) return true;
    if (lexicon.readingsOf(stem + ending.replace(/^[oa]/, 'e')).length > 0) return true; // "cafecito"
    if (lexicon.readingsOf(stem.replace(/qu$/, 'c') + ending).length > 0) return true; // "poquito"
  }
  const voseo = /^(.+)([áéí])(s?)$/.exec(lower);
  if (voseo) {
    const [, stem = '', vowel = ''] = voseo;
    const bare = { á: 'a', é: 'e', í: 'i' }[vowel] ?? vowel;
    const infinitive = `${stem}${bare}r`;
    if (lexicon.readingsOf(infinitive).some((reading) => reading.pos === 'verb')) return true;
  }
  return false;
}
