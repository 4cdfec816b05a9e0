import { BookA, MessagesSquare, PenLine, Quote, type LucideIcon } from 'lucide-react';
import type { Level } from '@/contract/common';
import type { LessonType } from '@/contract/lessons';

export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  vocabulary: 'Vocabulary',
  grammar: 'Grammar',
  conversation: 'Conversation',
  phrases: 'Phrases',
};

export const LESSON_TYPE_ICONS: Record<LessonType, LucideIcon> = {
  vocabulary: BookA,
  grammar: PenLine,
  conversation: MessagesSquare,
  phrases: Quote,
};
