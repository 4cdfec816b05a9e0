import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';

/** The shared frame of the login and registration screens: one centred card with the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  switchTo,
}: {
  title: string;
  description: string;
  children: ReactNode;
  /** The link to the other form: "Don't have an account? Register". */
  switchTo: { prompt: string; href: string; label: string };
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="gap-2 pb-4">
          <CardTitle as="h1" className="text-2xl font-bold">
            {title}
          </CardTitle>
          <CardDescription className="text-base">{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        <CardFooter className="justify-center border-t pt-6 text-sm text-muted-foreground">
          <p>
            {switchTo.prompt}{' '}
            <Link href={switchTo.href} className="font-semibold text-primary underline-offset-4 hover:underline">
              {switchTo.label}
            </Link>
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
