import { type AnalysedToken, type Reading, analyze, inflect } from '@/server/language/spanish';

/** Words of address that may stand before the name ("Eres Doña Amparo"). */
const TITLES = new Set([
  'don',
  'doña',
  'señor',
  'señora',
  'licenciado',
  'licenciada',
  'doctor',
  'doctora',
  'ingeniero',
  'ingeniera',
  'profesor',
  'profesora',
  'maestro',
  'maestra',
]);

/** A capitalised word the lexicon knows as a person's name, or knows not at all ("Xiomara"), right where a name goes. */
const isPersonName = (token: AnalysedToken | undefined) =>
  token !== undefined &&
  /^\p{Lu}/u.test(token.text) &&
  (token.readings.length === 0 ||
    token.readings.some((reading) => reading.pos === 'proper-noun' && reading.kind === 'person'));

/** Titles and determiners that say the role's sex: "Don", "el mecánico" / "Doña", "la dueña". */
const MASCULINE = new Set(['don', 'señor', 'el', 'licenciado', 'doctor', 'ingeniero', 'profesor', 'maestro']);
const FEMININE = new Set(['doña', 'señora', 'la', 'licenciada', 'doctora', 'ingeniera', 'profesora', 'maestra']);

/**
 * Whether the role the prompt names (`name`, from `roleNameOf`) is a man or a woman, by its title ("Eres Don Ramiro") or the article of what
 * follows the name ("Eres Carmen, la dueña…", "Eres Lucas, el panadero"); undefined when nothing says.
 */
export function roleGenderOf(prompt: string, name: string): 'masculine' | 'feminine' | undefined {
  const after =
    prompt
      .slice(prompt.indexOf(name) + name.length)
      .replace(/^[\s,]+/u, '')
      .split(/\s+/u)[0] ?? '';
  const words = [name.split(' ')[0]!, after].map((word) => word.toLowerCase());
  if (words.some((word) => MASCULINE.has(word))) return 'masculine';
  if (words.some((word) => FEMININE.has(word))) return 'feminine';
  return roleNounGender(after);
}

/**
 * The sex a role noun says by its ending, when it has a form for each ("Eres Andrés, taquillero…" is a man, "Eres
 * Marta, camarera…" a woman); a noun of common gender ("recepcionista") says nothing.
 */
function roleNounGender(word: string): 'masculine' | 'feminine' | undefined {
  const [token] = analyze(word).tokens;
  const nouns = token?.readings.filter((reading) => reading.pos === 'noun') ?? [];
  const genders = new Set(nouns.map((reading) => reading.gender));
  if (genders.size !== 1) return undefined;
  const [gender] = genders;
  if (gender !== 'masculine' && gender !== 'feminine') return undefined;
  const other = gender === 'masculine' ? 'feminine' : 'masculine';
  return nouns.some((reading) => inflect(reading.lemma, { pos: 'noun', gender: other }).length > 0)
    ? gender
    : undefined;
}

/**
 * The name a learner's prompt gives the partner: "Eres Carmen, la dueña de un piso…" → "Carmen", "Eres Don Julián,
 * el mecánico" → "Don Julián", "You are Lucas, a waiter…" → "Lucas". Only a word the lexicon knows as a person's
 * name, right after "eres" or "you are" (a title between allowed); undefined otherwise, and the partner keeps its
 * own name.
 */
export function roleNameOf(prompt: string): string | undefined {
  const tokens = addressed(prompt);
  for (const naming of NAMING) {
    for (const index of tokens.keys()) {
      const words = naming.split(' ');
      if (!words.every((word, offset) => tokens[index + offset]?.text.toLowerCase() === word)) continue;
      let after = index + words.length;
      // "Eres la señora Carmen Ruiz": a title after its article goes with the role, not the name
      const article = ['el', 'la'].includes(tokens[after]?.text ?? '') && TITLES.has(tokens[after + 1]?.text ?? '');
      if (article) after += 2;
      const title = tokens[after];
      // "Eres Don Ramón" or, as Spanish writes it, "Eres don Ramón": a title before a name
      const titled =
        title !== undefined &&
        TITLES.has(title.text.toLowerCase()) &&
        (/^\p{Lu}/u.test(title.text) || isPersonName(tokens[after + 1]));
      // "Eres la vecina de abajo, Carmen, una señora…": the name set off by a comma after a short role
      if (!titled && !isPersonName(tokens[after]) && naming === 'eres') after = namedAfterTheRole(tokens, after);
      const name = tokens[after + (titled ? 1 : 0)];
      if (!isPersonName(name)) continue;
      // a surname written after it ("Carmen Ruiz")
      const surname = tokens[after + (titled ? 2 : 1)];
      const full =
        isPersonName(surname) && surname!.start === name!.end + 1 ? `${name!.text} ${surname!.text}` : name!.text;
      return titled ? `${title.text} ${full}` : full;
    }
  }
  return undefined;
}

/** The longest role before its name ("la vecina de abajo"). */
const ROLE_BEFORE_NAME = 5;

/** Where a name stands after a short role and its comma ("Eres la vecina de abajo, Carmen"), else `from`. */
function namedAfterTheRole(tokens: readonly AnalysedToken[], from: number): number {
  for (let at = from; at < Math.min(tokens.length, from + ROLE_BEFORE_NAME + 1); at++) {
    const token = tokens[at]!;
    if (token.kind === 'punctuation') return token.text === ',' && at > from ? at + 1 : from;
  }
  return from;
}

/**
 * What brings in the name of the one the partner plays, "eres" first: "Sois el servicio técnico… Te atiende Raúl",
 * "Hoy atiende Nuria", "Te llamas Marta"; a name after "atiende" is the one serving, never one before it.
 */
const NAMING = ['eres', 'atiende', 'te llamas', 'tu nombre es', 'your name is'];

/** The prompt's tokens, "you are", "you're", the voseo's "sos" and the plural "sois" read as "eres". */
function addressed(prompt: string): AnalysedToken[] {
  // "You work at the ticket desk…", "Trabajas en la Autoescuela Chamberí" give a role too
  return analyze(
    prompt.replace(/\byou(?:'re| are| work)\b|(?<!\p{L})(?:so(?:i)?s|trabaj(?:as|ás))(?!\p{L})/giu, 'eres'),
  ).tokens;
}

/** The longest role phrase read: a role, not a description. */
const ROLE_WORDS = 4;

/**
 * The role a prompt gives the partner, the words after "eres" or "you are" (and a name set off by a comma) up to
 * punctuation: "Eres la dependienta de una zapatería." → "la dependienta de una", "Eres Marta, de recursos humanos"
 * → "de recursos humanos", "You are an airline employee" → "an airline employee"; '' when none.
 */
export function rolePhraseOf(prompt: string): string {
  const tokens = addressed(prompt);
  const at = tokens.findIndex((token) => token.text.toLowerCase() === 'eres');
  if (at < 0) return '';
  const words: string[] = [];
  let rest = tokens.slice(at + 1);
  // "Eres Marta, de recursos humanos…": the role follows the name
  if (/^\p{Lu}/u.test(rest[0]?.text ?? '') && rest[1]?.text === ',') rest = rest.slice(2);
  for (const token of rest) {
    if (token.kind !== 'word' || words.length === ROLE_WORDS) break;
    words.push(token.text);
  }
  return words.join(' ');
}

/**
 * Whether a prompt gives the partner a role: "Eres…", "You are…", "Trabajas en…" (rolePhraseOf), or any sentence that
 * opens, past a label ("Role:"), on what the partner does: "You sell tickets at a cinema", "You rent kayaks",
 * "Vendes fruta en el mercado", "Atiendes a los clientes en el mostrador" (a verb of the present said to "tú").
 */
export function givesARole(prompt: string): boolean {
  if (rolePhraseOf(prompt) !== '') return true;
  return prompt
    .split(/(?<=[.!?;])\s+|\n/u)
    .map((sentence) => sentence.trim().replace(LABEL, ''))
    .some((sentence) => {
      if (ENGLISH_ROLE.test(sentence)) return true;
      const first = analyze(sentence).tokens.find((token) => token.kind === 'word');
      const saysWhatYouDo = (reading: Reading) =>
        reading.pos === 'verb' &&
        reading.person === 2 &&
        reading.number === 'singular' &&
        reading.tense === 'present' &&
        reading.mood === 'indicative';
      return first?.readings.some(saysWhatYouDo) ?? false;
    });
}

/** A label before what a prompt says ("Role: you rent kayaks…", "Rol: vendes…"). */
const LABEL = /^[\p{L} ]{1,20}:\s*/u;
/** "You sell…", "You rent…", "You run…": "you" and a verb of doing, not of being able, wanting or having to. */
const ENGLISH_ROLE =
  /^you\s+(?!(?:can|cannot|can't|may|might|will|would|should|could|must|need|want|have|has|do|don't|also|only)\b)[a-z]+\b/iu;

/** The role a prompt gives without a name, as the partner says it of itself, and whether it is a man's. */
export interface RoleIntro {
  phrase: string;
  masculine: boolean;
}

/**
 * The role a Spanish prompt gives the partner, in its own gender: "Eres la dueña de un piso en Valencia" → "la
 * dueña de un piso", "Eres el librero de 'Libros Viejos Rastro'" → "el librero de Libros Viejos Rastro" (a man's role:
 * the partner plays a man). An article, a noun, and at most one "de" complement, a name after it whole; undefined
 * when the prompt says it otherwise, in English, or with a name (the name's own opening is said then).
 */
export function roleIntroOf(prompt: string): RoleIntro | undefined {
  const tokens = analyze(prompt).tokens.filter((token) => token.kind === 'word');
  const at = tokens.findIndex((token) => token.text.toLowerCase() === 'eres');
  if (at < 0) return undefined;
  const [article, noun, de, ...rest] = tokens.slice(at + 1);
  const articleText = article?.text.toLowerCase() ?? '';
  // after its article a word is the noun, whatever else it may be ("la veterinaria", also an adjective)
  const nounReading = noun?.readings.find((reading) => reading.pos === 'noun');
  if (!['el', 'la'].includes(articleText) || !noun || !nounReading) return undefined;
  const masculine = articleText === 'el';
  // "el guía", "la guía": the article says the role's sex; a noun of the other gender alone is no role ("la taxi")
  if (nounReading.gender !== (masculine ? 'masculine' : 'feminine') && !commonGender(noun)) return undefined;
  const words = [articleText, noun.text];
  if (de && ['de', 'del'].includes(de.text.toLowerCase())) {
    const complement = /^\p{Lu}/u.test(rest[0]?.text ?? '') ? nameAfter(prompt, rest[0]!) : complementOf(rest, de.text);
    if (complement) words.push(de.text.toLowerCase(), complement);
  }
  return { phrase: words.join(' '), masculine };
}

/** A noun for either sex ("guía", "recepcionista"), its article saying which. */
function commonGender(noun: AnalysedToken): boolean {
  return noun.readings.some((reading) => reading.pos === 'noun' && reading.gender === 'common');
}

/** "de una pequeña clínica", "del taller": a determiner, maybe an adjective, and a noun; or one noun. */
function complementOf(rest: readonly AnalysedToken[], de: string): string | undefined {
  const determined = rest[0]?.reading?.pos === 'determiner';
  const adjective = determined && rest[1]?.reading?.pos === 'adjective' && rest[2]?.reading?.pos === 'noun';
  const picked = de.toLowerCase() === 'del' ? [rest[0]] : determined ? rest.slice(0, adjective ? 3 : 2) : [rest[0]];
  const complement = picked.filter((token) => token !== undefined);
  if (complement.length !== picked.length || complement.at(-1)?.reading?.pos !== 'noun') return undefined;
  return complement.map((token) => token.text).join(' ');
}

/** A name after "de", whole: "Taxis Libres Andinos en Bogotá" → "Taxis Libres Andinos", quoted or not. */
function nameAfter(prompt: string, first: AnalysedToken): string | undefined {
  const from = prompt.slice(first.start);
  const quoted = /^([^'"«»‘’“”]+)['"»’”]/u.exec(from);
  // a quote just before the name closes it
  if (/['"«‘“]\s*$/u.test(prompt.slice(0, first.start)) && quoted) return quoted[1]!.trim();
  const capitalised = /^\p{Lu}[\p{L}'-]*(?:\s+(?:(?:de|del|y)\s+)?\p{Lu}[\p{L}'-]*)*/u.exec(from);
  return capitalised?.[0];
}

/** The words that end what a name's apposition says the role is: "Eres Álvaro, ingeniero de 30 años que busca…". */
const APPOSITION_ENDS = new Set(['de', 'del', 'que', 'y', 'en', 'con', 'para', 'a', 'al']);
/** "ingeniero" (a profession goes bare) or "la dueña" (the role); "una señora" describes, and is no work. */
const ARTICLES = new Set(['el', 'la']);

/**
 * What the prompt says the named role is, right after the name: "Eres Álvaro, ingeniero de 30 años…" → "ingeniero",
 * "Eres Carmen, la dueña de un piso" → "la dueña"; an article and one noun, undefined when the words there are
 * anything else ("Eres Patricia, que vive…").
 */
export function roleNounOf(prompt: string, name: string): string | undefined {
  const at = prompt.indexOf(name);
  if (at < 0) return undefined;
  const after = /^\s*,\s*([^,.;:()]+)/u.exec(prompt.slice(at + name.length))?.[1];
  if (!after) return undefined;
  const words = analyze(after).tokens.filter((token) => token.kind === 'word');
  const end = words.findIndex((token, index) => index > 0 && APPOSITION_ENDS.has(token.text.toLowerCase()));
  const phrase = end < 0 ? words : words.slice(0, end);
  const [first, noun, ...rest] = ARTICLES.has(phrase[0]?.text.toLowerCase() ?? '') ? phrase : [undefined, ...phrase];
  const isNoun = noun?.readings.some((reading) => reading.pos === 'noun') && noun.text === noun.text.toLowerCase();
  if (!noun || !isNoun || rest.length > 0) return undefined;
  return first ? `${first.text.toLowerCase()} ${noun.text}` : noun.text;
}
