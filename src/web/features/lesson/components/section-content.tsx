import type { LessonSection } from '@/contract/lessons';
import { ConversationSection } from './conversation-section';
import { GrammarSection } from './grammar-section';
import { PhrasesSection } from './phrases-section';
import { VocabularySection } from './vocabulary-section';

export function SectionContent({ section }: { section: LessonSection }) {
  switch (section.type) {
    case 'vocabulary':
      return <VocabularySection items={section.content} />;
    case 'grammar':
      return <GrammarSection items={section.content} />;
    case 'conversation':
      return <ConversationSection lines={section.content} />;
    case 'phrases':
      return <PhrasesSection items={section.content} />;
  }
}
