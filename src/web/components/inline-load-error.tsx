import { Button } from '@/web/components/ui/button';

/** A part of a screen that could not load: what is missing, and a way to ask again. */
export function InlineLoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium text-destructive">{message}</span>
      <Button variant="outline" size="sm" pending={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
