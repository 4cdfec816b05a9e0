import fs from 'node:fs';
import path from 'node:path';

/** How many lessons a level of the shipped course has (the course grows; tests read it rather than hard-code it). */
export function lessonsInLevel(level: 'beginner' | 'intermediate' | 'advanced'): number {
  return fs.readdirSync(path.join('content', 'lessons', level)).filter((file) => file.endsWith('.json')).length;
}
