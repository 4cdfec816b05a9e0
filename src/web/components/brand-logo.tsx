import { Link } from 'wouter';
import { cn } from '@/web/lib/utils';
import { screenPath } from '@/web/lib/screens';

/** The Charla mark and word, linking home. The speech bubble matches the favicon. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      href={screenPath.home()}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground pointer-coarse:min-h-11',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M9 9.5h14a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-7.2L11 25.2V21.5H9a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3Z"
          fill="var(--color-background)"
        />
        <circle cx="11.5" cy="15.5" r="1.6" fill="var(--color-primary)" />
        <circle cx="16" cy="15.5" r="1.6" fill="var(--color-primary)" />
        <circle cx="20.5" cy="15.5" r="1.6" fill="var(--color-primary)" />
      </svg>
      <span>Charla</span>
    </Link>
  );
}
