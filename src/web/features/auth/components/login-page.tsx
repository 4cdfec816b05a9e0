import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/web/components/ui/use-toast';
import { returnPathFrom } from '@/web/lib/session/return-path';
import { delay } from '@/web/lib/utils';
import { loginErrorMessage, useLogin } from '@/web/features/auth/api/login';
import { AuthFormCard } from './auth-form-card';
import { CredentialFields } from './credential-fields';
import { formText } from '@/web/features/auth/form-text';
import { screenPath } from '@/web/lib/screens';

export const LOGIN_REQUIRED_MESSAGE = 'Username and password are required';
/**
 * docs/product.md#screens: a successful login waits about 100 ms before going to /, or back to the protected screen
 * that sent the visitor here.
 */
const REDIRECT_DELAY_MS = 100;

export default function LoginPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const loginMutation = useLogin();
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = formText(form, 'username').trim();
    const password = formText(form, 'password');
    if (!username || !password) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    try {
      await loginMutation.mutateAsync({ username, password });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Unable to login. Please try again.' });
      return;
    }
    await delay(REDIRECT_DELAY_MS);
    navigate(returnPathFrom(search));
  }

  const pending = loginMutation.isPending || loginMutation.isSuccess;
  return (
    <AuthFormCard
      title="Welcome back"
      description="Log in to pick up your Spanish practice where you left off."
      switchTo={{ prompt: "Don't have an account?", href: screenPath.register(), label: 'Register' }}
      onSubmit={(event) => void handleSubmit(event)}
      error={error}
      submitLabel="Login"
      pendingLabel="Logging in..."
      pending={pending}
    >
      <CredentialFields />
    </AuthFormCard>
  );
}
