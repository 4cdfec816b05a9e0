import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { screenPath } from '@/web/lib/screens';

export function NotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-start gap-4 p-8">
          <div className="flex items-center gap-3">
            <SearchX aria-hidden="true" className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline">
            <Link href={screenPath.home()}>Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
