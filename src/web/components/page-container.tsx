import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

/** The content column of a signed-in screen, with its single h1 and an optional lead sentence. */
export function PageContainer({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12', className)}>
      <header className="mb-8 flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {description ? <p className="max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </div>
  );
}
