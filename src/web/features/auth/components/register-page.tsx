import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { yearlyTotalText } from '@/domain/plans';
import { chosenPlanFrom } from '@/web/lib/plans/chosen-plan';
import { startCheckout } from '@/web/lib/plans/create-checkout-session';
import { registerBodySchema, USERNAME_MAX, USERNAME_MIN, PASSWORD_MIN } from '@/contract/auth';
import { toast } from '@/web/components/ui/use-toast';
import { getServerMessage } from '@/web/lib/api-client';
import { useRegister } from '@/web/features/auth/api/register';
import { AuthFormCard } from './auth-form-card';
import { CredentialFields } from './credential-fields';
import { formText } from '@/web/features/auth/form-text';
import { screenPath } from '@/web/lib/screens';

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
  // docs/product.md#plans: a plan chosen on the landing page before signing up is bought right after.
  const plan = chosenPlanFrom(useSearch());
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
    // The plan they came for first; its checkout returns to the dashboard. Should it fail to open, the toast says so
    // and the learner goes on as anyone else: the welcome's three questions (docs/product.md#welcome).
    if (plan && (await startCheckout(plan))) return;
    navigate(screenPath.welcome());
  }

  const pending = registerMutation.isPending || registerMutation.isSuccess;
  return (
    <AuthFormCard
      title="Create your account"
      description="Start speaking Spanish with an AI partner who is always ready to chat."
      // Signing in instead keeps the choice within reach: the plans screen is where an account buys one.
      switchTo={{
        prompt: 'Already have an account?',
        href: screenPath.login({ returnTo: plan ? screenPath.plans() : undefined }),
        label: 'Login',
      }}
      onSubmit={(event) => void handleSubmit(event)}
      error={serverError}
      submitLabel="Create account"
      pendingLabel="Creating account..."
      pending={pending}
    >
      {plan ? (
        <div
          role="note"
          aria-label="Your plan"
          className="grid gap-1 rounded-lg border border-primary/40 bg-primary-soft/60 p-3 text-sm"
        >
          <p>
            You chose the <strong>{plan.name}</strong>: ${plan.price} {plan.period}, {plan.billing} ·{' '}
            {yearlyTotalText(plan)}. Once your account is created you go to checkout.
          </p>
          <Link
            href={screenPath.register()}
            className="justify-self-start font-medium text-primary underline-offset-4 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
          >
            Continue without a plan
          </Link>
        </div>
      ) : null}
      <CredentialFields
        newAccount
        hints={{
          username: `${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, underscores, dots or hyphens.`,
          password: `At least ${PASSWORD_MIN} characters.`,
        }}
        errors={fieldErrors}
      />
    </AuthFormCard>
  );
}
