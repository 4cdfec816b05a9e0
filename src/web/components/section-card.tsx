import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/**
 * A card that is a landmark region named by its own h2, so a screen made of cards keeps one heading
 * outline and each card can be reached (and found in tests) by its title.
 */
export function SectionCard({
  id,
  title,
  description,
  icon: Icon,
  className,
  contentClassName,
  children,
}: {
  /** The section's own id, for a link straight to it (e.g. /settings#your-plan). */
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('min-w-0 rounded-xl border bg-card text-card-foreground shadow-card', className)}
    >
      <header className="flex flex-col gap-1 p-5 pb-3 sm:p-6 sm:pb-4">
        <h2 id={titleId} className="flex items-center gap-2 text-lg leading-tight font-semibold">
          {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" /> : null}
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      <div className={cn('px-5 pb-5 sm:px-6 sm:pb-6', contentClassName)}>{children}</div>
    </section>
  );
}
