import { cn } from '@/web/lib/utils';

/** Spanish text marked as Spanish (for screen readers and fonts) above its English gloss. */
export function SpanishGloss({
  spanish,
  english,
  prominent = false,
  className,
}: {
  spanish: string;
  english: string;
  prominent?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <p lang="es" className={prominent ? 'text-lg font-semibold break-words' : 'font-medium'}>
        {spanish}
      </p>
      <p className="text-sm text-muted-foreground">{english}</p>
    </div>
  );
}
