import type { LessonSection } from '@/contract/lessons';
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
          {item.conjugations?.length ? <ConjugationTable conjugations={item.conjugations} /> : null}
          {item.examples?.length ? <ExampleList examples={item.examples} /> : null}
        </div>
      ))}
    </div>
  );
}

function ConjugationTable({ conjugations }: { conjugations: Conjugations }) {
  const hasEnglish = conjugations.some((row) => row.english);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Conjugation</caption>
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Pronoun
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Form
            </th>
            {hasEnglish ? (
              <th scope="col" className="px-4 py-2.5 font-semibold">
                English
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {conjugations.map((row, index) => (
            <tr key={`${index}-${row.pronoun}`} className="bg-card">
              <td lang="es" className="px-4 py-2.5 font-medium">
                {row.pronoun}
              </td>
              <td lang="es" className="px-4 py-2.5 font-semibold text-primary-soft-foreground">
                {row.form}
              </td>
              {hasEnglish ? <td className="px-4 py-2.5 text-muted-foreground">{row.english}</td> : null}
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
