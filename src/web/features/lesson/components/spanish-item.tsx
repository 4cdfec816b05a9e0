import type { ReactNode } from 'react';
import { AddToReviewButton } from '@/web/components/deck/add-to-review-button';
import { SpanishGloss } from './spanish-gloss';
import { SpeakButton } from './speak-button';

/** One Spanish word or phrase with its English gloss and a Listen button; `leading` and `children` add kind-specific detail. */
export function SpanishItem({
  spanish,
  english,
  leading,
  children,
}: {
  spanish: string;
  english: string;
  leading?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-background p-4">
      {leading}
      <div className="min-w-0 flex-1">
        <SpanishGloss spanish={spanish} english={english} prominent />
        {children}
        <AddToReviewButton spanish={spanish} english={english} className="-ml-2 mt-1" />
      </div>
      <SpeakButton text={spanish} />
    </li>
  );
}
