import { analyze, type Analysis } from '@/server/language/spanish';
import { memoisedByText } from './text-memo';

/**
 * The language core's analysis of a text, remembered (text-memo.ts): the same learner messages and plan lines come
 * back each turn and are analysed once.
 */
export const analysed: (text: string) => Analysis = memoisedByText(analyze);
