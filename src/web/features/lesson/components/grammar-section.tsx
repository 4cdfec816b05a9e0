import type { LessonSection } from '@/contract/lessons';
import { VARIETY_LABELS } from '@/contract/settings-constants';
import { Badge } from '@/web/components/ui/badge';
import { RegionalNotes } from './regional-notes';
import { SpanishGloss } from './spanish-gloss';
import { SpeakButton } from './speak-button';

type GrammarItems = Extract<LessonSection, { type: 'grammar' }>['content'];
type Conjugations = NonNullable<GrammarItems[number]['conjugations']>;
type Examples = NonNullable<GrammarItems[number]['examples']>;

export function GrammarSection({ items }: { items: GrammarItems }) {
  return (
    <div className="grid gap-6">
      {items.map((item, index) => (
        <div key={`${index}-${item.explanation.slice(0, 24)}`} className="grid gap-4">
          <p className="leading-relaxed">{item.explanation}</p>
          <RegionalNotes notes={item.regionalNotes} />
          {item.conjugations?.length ? <ConjugationTable conjugations={item.conjugations} /> : null}
          {item.examples?.length ? <ExampleList examples={item.examples} /> : null}
        </div>
      ))}
    </div>
  );
}

// Subject pronouns, alone or grouped ("él / ella / usted"): only then is the first column headed "Pronoun".
const SUBJECT_PRONOUN =
  /^(?:yo|tú|vos|él|ella|usted|ud\.|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes|uds\.)(?:\s*[/,]\s*(?:yo|tú|vos|él|ella|usted|ud\.|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes|uds\.))*$/i;

// Narrower cells on a phone, so a three-column table fits 390 px without breaking words mid-way.
const CELL = 'px-2 py-2.5 break-words sm:px-4';

function ConjugationTable({ conjugations }: { conjugations: Conjugations }) {
  const hasEnglish = conjugations.some((row) => row.english);
  // Tables also list genders, verbs or whole sentences in the first column: a "Pronoun" header would mislead there.
  const pronouns = conjugations.every((row) => SUBJECT_PRONOUN.test(row.pronoun.trim()));
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Conjugation</caption>
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className={`${CELL} font-semibold`}>
              {pronouns ? 'Pronoun' : <span className="sr-only">Spanish</span>}
            </th>
            <th scope="col" className={`${CELL} font-semibold`}>
              Form
            </th>
            {hasEnglish ? (
              <th scope="col" className={`${CELL} font-semibold`}>
                English
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {conjugations.map((row, index) => (
            <tr key={`${index}-${row.pronoun}`} className="bg-card">
              <td lang="es" className={`${CELL} font-medium`}>
                {row.pronoun}
                {/* A form of one variety only (vosotros: Spain) stays in its place for every learner, labelled. */}
                {row.variety ? (
                  <Badge variant="outline" lang="en" className="ml-1.5 align-middle">
                    <span className="sr-only">used in </span>
                    {VARIETY_LABELS[row.variety]}
                  </Badge>
                ) : null}
              </td>
              <td lang="es" className={`${CELL} font-semibold text-primary-soft-foreground`}>
                {row.form}
              </td>
              {hasEnglish ? <td className={`${CELL} text-muted-foreground`}>{row.english}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ExampleList({ examples }: { examples: Examples }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Examples</h3>
      <ul className="grid gap-2">
        {examples.map((example, index) => (
          <li
            key={`${index}-${example.spanish}`}
            className="flex items-start gap-2 rounded-lg border-l-4 border-primary/40 bg-background py-2 pr-2 pl-4"
          >
            <SpanishGloss spanish={example.spanish} english={example.english} className="flex-1" />
            <SpeakButton text={example.spanish} />
          </li>
        ))}
      </ul>
    </div>
  );
}
