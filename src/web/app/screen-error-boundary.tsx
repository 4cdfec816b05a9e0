import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';

interface State {
  error: Error | null;
}

/**
 * Keeps one broken screen (a render error, or a chunk that failed to download after a deploy)
 * from blanking the whole app. The router remounts it per location, so navigating away recovers.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-16">
        <Card className="w-full max-w-md" role="alert">
          <CardContent className="flex flex-col items-start gap-4 p-8">
            <div className="flex items-center gap-3">
              <TriangleAlert aria-hidden="true" className="size-7 shrink-0 text-destructive" />
              <h1 className="text-xl font-bold">Something went wrong</h1>
            </div>
            <p className="text-muted-foreground">This screen could not be shown. Reloading the page usually helps.</p>
            <Button onClick={() => window.location.reload()}>Reload page</Button>
          </CardContent>
        </Card>
      </div>
    );
  }
}
