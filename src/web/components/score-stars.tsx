import { Star } from 'lucide-react';
import { scoreTier } from '@/domain/score-tiers';
import { cn } from '@/web/lib/utils';

const STAR_SLOTS = [1, 2, 3] as const;

export function ScoreStars({ score, className }: { score: number; className?: string }) {
  const { stars } = scoreTier(score);
  return (
    <span role="img" aria-label={`${stars} of 3 stars`} className={cn('inline-flex items-center gap-0.5', className)}>
      {STAR_SLOTS.map((slot) => (
        <Star
          key={slot}
          aria-hidden="true"
          className={cn('size-4', slot <= stars ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-input/60')}
        />
      ))}
    </span>
  );
}
