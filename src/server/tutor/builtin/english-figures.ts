import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { SENTENCE_END, type FigureKind } from './topic-figures';
import { normaliseText } from './text-normalisation';

/**
 * Figures of a topic written in English ("The fare is 350 pesos", "the ride takes about 40 minutes"): its sentences
 * cannot be said, but a price or a length of time in them can, in Spanish ("Son 350 pesos.", "Unos 40 minutos."),
 * with the unit as content/tutor/scenes.json `topicText.figures.englishUnits` says it.
 */
export interface EnglishFigure {
  kind: Extract<FigureKind, 'price' | 'duration'>;
  /** The figure as the partner says it. */
  said: string;
  /** The normalised words of the English sentence it stands in. */
  words: ReadonlySet<string>;
}

type FigureCues = ScenesFile['topicText']['figures'];

// "about 40 minutes", "350 pesos", "€20", "20 €"
const FIGURE =
  /(?:\b(about|around|roughly|approximately)\s+)?(?:(€|£)\s?(\d[\d.,]*)|\b(\d[\d.,]*)\s?(€|£|[a-z]+\b))/giu;
const SYMBOLS: Readonly<Record<string, string>> = { '€': 'euros', '£': 'pounds' };

export function englishFiguresIn(
  text: string,
  cues: FigureCues,
  isSpanish: (sentence: string) => boolean,
): EnglishFigure[] {
  const priceUnits = new Set(cues.priceUnits.map(normaliseText));
  const figures: EnglishFigure[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    if (isSpanish(sentence)) continue;
    const words = new Set(normaliseText(sentence).split(' '));
    for (const match of sentence.matchAll(FIGURE)) {
      const [, about, symbol, symbolNumber, number, written] = match;
      const unit = symbol ? SYMBOLS[symbol] : written ? (SYMBOLS[written] ?? written.toLowerCase()) : undefined;
      const spanish = unit ? cues.englishUnits[unit] : undefined;
      const figure = symbolNumber ?? number;
      // "1 hour" is "una hora", which a digit cannot say
      if (!spanish || !figure || figure === '1') continue;
      const kind = priceUnits.has(unit!) ? 'price' : 'duration';
      const said =
        kind === 'price' || !about ? `Son ${figure} ${spanish.es}.` : `${spanish.about} ${figure} ${spanish.es}.`;
      figures.push({ kind, said: `${said.charAt(0).toUpperCase()}${said.slice(1)}`, words });
    }
  }
  return figures;
}

/**
 * The one figure of the kind asked: the only one the topic gives, else the only one whose sentence names what the
 * question asks about in English ("viaje": "trip"); none when that leaves more than one, since a wrong figure is
 * worse than none.
 */
export function englishFigureFor(
  figures: readonly EnglishFigure[],
  kind: FigureKind,
  askedInEnglish: ReadonlySet<string>,
): string | undefined {
  const ofKind = figures.filter((figure) => figure.kind === kind);
  const one = (list: readonly EnglishFigure[]) => {
    const said = new Set(list.map((figure) => figure.said));
    return said.size === 1 ? [...said][0] : undefined;
  };
  return one(ofKind) ?? one(ofKind.filter((figure) => [...askedInEnglish].some((word) => figure.words.has(word))));
}
