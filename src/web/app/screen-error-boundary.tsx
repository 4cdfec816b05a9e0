import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { ProblemCard } from '@/web/components/problem-card';

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
      <ProblemCard
        icon={TriangleAlert}
        title="Something went wrong"
        message="This screen could not be shown. Reloading the page usually helps."
        action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
      />
    );
  }
}
