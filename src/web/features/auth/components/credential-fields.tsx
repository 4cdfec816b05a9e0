import { FormField } from '@/web/components/form-field';

type Credential = 'username' | 'password';

/**
 * The username and password fields of the login and register forms. A new account's password is a new one to the
 * browser's password manager (`new-password`), a login's the one it keeps (`current-password`); register adds the
 * rules as hints and the fields' errors.
 */
export function CredentialFields({
  newAccount = false,
  hints = {},
  errors = {},
}: {
  newAccount?: boolean;
  hints?: Partial<Record<Credential, string>>;
  errors?: Partial<Record<Credential, string>>;
}) {
  return (
    <>
      <FormField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        hint={hints.username}
        error={errors.username}
      />
      <FormField
        name="password"
        label="Password"
        type="password"
        autoComplete={newAccount ? 'new-password' : 'current-password'}
        aria-required="true"
        hint={hints.password}
        error={errors.password}
      />
    </>
  );
}
