import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormAlert } from '@/web/components/form-alert';

/**
 * The shared frame of the login and registration screens: one centred card with the page's h1, the
 * form with its form-level error and submit button, and the link to the other form.
 */
export function AuthFormCard({
  title,
  description,
  onSubmit,
  error,
  submitLabel,
  pendingLabel,
  pending,
  switchTo,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form-level error (server message or missing fields), announced when it appears. */
  error: string | undefined;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The link to the other form: "Don't have an account? Register". */
  switchTo: { prompt: string; href: string; label: string };
  /** The form's fields. */
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="gap-2 pb-4">
          <CardTitle as="h1" className="text-2xl font-bold">
            {title}
          </CardTitle>
          <CardDescription className="text-base">{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-describedby={error ? errorId : undefined}>
            {error ? <FormAlert id={errorId} message={error} /> : null}
            {children}
            <Button type="submit" size="lg" className="w-full" pending={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </form>
        </CardContent>
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
