import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { registerBodySchema, USERNAME_MAX, USERNAME_MIN, PASSWORD_MIN } from '@/contract/auth';
import { toast } from '@/web/components/ui/use-toast';
import { getServerMessage } from '@/web/lib/api-client';
import { useRegister } from '@/web/features/auth/api/register';
import { AuthFormCard } from './auth-form-card';
import { FormField } from '@/web/components/form-field';
import { formText } from '@/web/features/auth/form-text';

const REGISTER_FAILED = 'Failed to register';
const credentialsSchema = registerBodySchema.pick({ username: true, password: true });

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** The same rules the server applies (shared zod schema), showing the first problem of each field. */
function validate(values: { username: string; password: string }): FieldErrors {
  const result = credentialsSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export default function RegisterPage() {
  const [, navigate] = useLocation();
  const registerMutation = useRegister();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = { username: formText(form, 'username'), password: formText(form, 'password') };
    const errors = validate(values);
    setFieldErrors(errors);
    setServerError(undefined);
    const firstInvalid = errors.username ? 'username' : errors.password ? 'password' : undefined;
    if (firstInvalid) {
      // Keyboard and screen-reader users land on the field that needs fixing.
      formElement.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    try {
      await registerMutation.mutateAsync({ username: values.username.trim(), password: values.password });
    } catch (failure) {
      const message = getServerMessage(failure) ?? REGISTER_FAILED;
      setServerError(message);
      toast({ variant: 'destructive', title: REGISTER_FAILED, description: message });
      return;
    }
    // A new learner answers the three welcome questions first (docs/product.md#welcome); each can be skipped.
    navigate('/welcome');
  }

  const pending = registerMutation.isPending || registerMutation.isSuccess;
  return (
    <AuthFormCard
      title="Create your account"
      description="Start speaking Spanish with an AI partner who is always ready to chat."
      switchTo={{ prompt: 'Already have an account?', href: '/login', label: 'Login' }}
      onSubmit={(event) => void handleSubmit(event)}
      error={serverError}
      submitLabel="Create account"
      pendingLabel="Creating account..."
      pending={pending}
    >
      <FormField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        hint={`${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, underscores, dots or hyphens.`}
        error={fieldErrors.username}
      />
      <FormField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={fieldErrors.password}
      />
    </AuthFormCard>
  );
}
