import type { Level } from '@/contract/common';
import { indexCatalogue, type Catalogue } from '@/server/content/lesson-catalogue';
import { lessonFileSchema } from '@/server/content/lesson-file-schema';

/**
 * A small course with known numbers (5 beginner, 5 intermediate, 3 advanced lessons of 20 XP), so
 * tests of unlocking and XP do not change whenever the shipped content is edited.
 */
export function createTestCatalogue(): Catalogue {
  const sizes: Record<Level, number> = { beginner: 5, intermediate: 5, advanced: 3 };
  const lessons = (Object.entries(sizes) as [Level, number][]).flatMap(([level, count]) =>
    Array.from({ length: count }, (_, index) =>
      lessonFileSchema.parse({
        id: `${level}-${index + 1}`,
        title: `${level} ${index + 1}`,
        description: 'A test lesson.',
        level,
        type: 'vocabulary',
        order: index + 1,
        experiencePoints: 20,
        grammar: { introduces: [], uses: [] },
        sections: [1, 2, 3].map((n) => ({
          type: 'vocabulary',
          title: `Section ${n}`,
          content: [{ spanish: 'hola', english: 'hello' }],
        })),
        exercises: [1, 2, 3, 4, 5].map(() => ({
          type: 'fill_blank',
          question: '___ amigo',
          hint: 'A greeting',
          audio_text: 'Hola amigo',
          answer: 'hola',
        })),
      }),
    ),
  );
  return indexCatalogue(lessons);
}
