import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useUser } from '@/web/lib/session/get-user';
import { loginPathFor } from '@/web/lib/session/return-path';
import { UserLoadError } from './user-load-error';

/**
 * docs/product.md#screens: a spinner while the sign-in state loads, /login for signed-out visitors (with the
 * address they asked for, so signing in takes them back to it).
 * When the state cannot be known (server unreachable) the visitor gets a retry instead of a
 * redirect, because sending a signed-in learner to the login form would be wrong.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, isFetching, refetch } = useUser();
  const [path] = useLocation();
  const search = useSearch();
  if (isPending) return <PageSpinner label="Checking your sign-in" />;
  if (isError) return <UserLoadError retrying={isFetching} onRetry={() => void refetch()} />;
  if (!user) return <Redirect to={loginPathFor(path, search)} replace />;
  return children;
}
