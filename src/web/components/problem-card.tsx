import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/web/components/ui/card';

/** A screen-sized explanation of why a screen cannot be shown, with what the learner can do about it. */
export function ProblemCard({
  icon: Icon,
  title,
  message,
  action,
}: {
  icon: LucideIcon;
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" role="alert">
        <CardContent className="flex flex-col items-start gap-4 p-8">
          <div className="flex items-center gap-3">
            <Icon aria-hidden="true" className="size-7 shrink-0 text-destructive" />
            <h1 className="text-xl font-bold">{title}</h1>
          </div>
          <p className="text-muted-foreground">{message}</p>
          {action}
        </CardContent>
      </Card>
    </div>
  );
}
