import { lessonsOverviewSchema, lessonSummarySchema, type LessonSummary } from '@/contract/lessons';
import { compileContractSerializer, type Serializer } from '@/server/response-serializer';

type FixedFields = Pick<
  LessonSummary,
  'id' | 'title' | 'description' | 'level' | 'type' | 'order' | 'experiencePoints'
>;

/** The serializer of a part of the contract; every part here has a JSON Schema form. */
function compiled(schema: Parameters<typeof compileContractSerializer>[0]) {
  const serialize = compileContractSerializer(schema);
  if (!serialize) throw new Error('The lessons overview contract lost its JSON Schema form');
  return serialize;
}

/**
 * GET /api/lessons as UTF-8 bytes, for the most requested screen (docs/ARCHITECTURE.md#performance). Nine tenths of
 * its 20 KB are the lessons' titles and descriptions, the same for every learner: escaping them again on every
 * request, then measuring and encoding the 20 KB string, cost more than everything else the route does but the
 * database round trip. Each lesson's fixed fields are encoded once, the first time they are seen, and reused while
 * they are the same; only what the learner's standing decides (progress, locked, placed, levels, summary) is
 * written per request. Every part is written by the contract's own compiled serializer, so the bytes are the
 * contract's (the tests check every response against the zod schema, this one included).
 */
export function createLessonsOverviewSerializer(): Serializer {
  const writeFixed = compiled(
    lessonSummarySchema.pick({
      id: true,
      title: true,
      description: true,
      level: true,
      type: true,
      order: true,
      experiencePoints: true,
    }),
  );
  const writeStanding = compiled(lessonSummarySchema.pick({ progress: true, locked: true, placed: true }));
  const writeLevels = compiled(lessonsOverviewSchema.shape.levels);
  const writeSummary = compiled(lessonsOverviewSchema.shape.summary);
  const open = Buffer.from('{"lessons":[');
  // Bounded by the course: one entry per lesson id.
  const encoded = new Map<string, { fields: FixedFields; bytes: Buffer }>();

  /** `{"id":…,"experiencePoints":N,` as bytes: the object left open for the learner's fields. */
  function fixedBytes(lesson: LessonSummary): Buffer {
    const known = encoded.get(lesson.id);
    if (known && sameFixedFields(known.fields, lesson)) return known.bytes;
    const bytes = Buffer.from(`${writeFixed(lesson).slice(0, -1)},`);
    encoded.set(lesson.id, { fields: fixedFieldsOf(lesson), bytes });
    return bytes;
  }

  return (data) => {
    const overview = data as { lessons: LessonSummary[]; levels: unknown; summary: unknown };
    const fixed: Buffer[] = [];
    // What the learner's standing decides is ASCII (booleans, numbers, null, level names), but it is written as
    // UTF-8 into room for the worst case, so nothing depends on that.
    const standings: string[] = [];
    let fixedLength = open.length;
    let standingLength = 0;
    for (const lesson of overview.lessons) {
      const bytes = fixedBytes(lesson);
      fixed.push(bytes);
      fixedLength += bytes.length;
      // `{"progress":…}` without its opening brace closes the object fixedBytes left open.
      const standing = writeStanding(lesson).slice(1);
      standings.push(standing);
      standingLength += standing.length + 1;
    }
    const rest = `],"levels":${writeLevels(overview.levels)},"summary":${writeSummary(overview.summary)}}`;
    const out = Buffer.allocUnsafe(fixedLength + 3 * (standingLength + rest.length));
    let at = open.copy(out, 0);
    for (let index = 0; index < fixed.length; index++) {
      if (index > 0) at += out.write(',', at);
      at += (fixed[index] as Buffer).copy(out, at);
      at += out.write(standings[index] as string, at);
    }
    at += out.write(rest, at);
    return out.subarray(0, at);
  };
}

function fixedFieldsOf(lesson: FixedFields): FixedFields {
  const { id, title, description, level, type, order, experiencePoints } = lesson;
  return { id, title, description, level, type, order, experiencePoints };
}

function sameFixedFields(a: FixedFields, b: FixedFields): boolean {
  return (
    a.id === b.id &&
    a.title === b.title &&
    a.description === b.description &&
    a.level === b.level &&
    a.type === b.type &&
    a.order === b.order &&
    a.experiencePoints === b.experiencePoints
  );
}
