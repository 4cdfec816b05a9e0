import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/web/components/ui/card';

/** A friendly panel for a screen whose full content is still being built. */
export function ComingSoonCard({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center sm:p-14">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <p className="max-w-md text-muted-foreground">{children}</p>
      </CardContent>
    </Card>
  );
}
