import { useState, type FormEvent } from 'react';
import { UserCog } from 'lucide-react';
import { useLocation } from 'wouter';
import { PASSWORD_MIN } from '@/contract/auth';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { getServerMessage } from '@/web/lib/api-client';
import { useChangePassword } from '@/web/features/settings/api/change-password';
import { useDeleteAccount } from '@/web/features/settings/api/delete-account';
import { screenPath } from '@/web/lib/screens';

export const PASSWORD_CHANGED = 'Password changed. You stay signed in here; your other devices were signed out.';

/** Account basics (docs/product.md#accounts): a new password with the current one, and deleting the account. */
export function AccountSection({ username }: { username: string }) {
  const [, navigate] = useLocation();
  const change = useChangePassword();
  const remove = useDeleteAccount();
  const [confirm, setConfirm] = useState('');

  function onChangePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    change.mutate(
      { currentPassword: field('currentPassword'), newPassword: field('newPassword') },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <SectionCard title="Account" icon={UserCog} contentClassName="grid gap-8">
      <form className="grid max-w-md gap-4" onSubmit={onChangePassword} aria-labelledby="change-password-heading">
        <h3 id="change-password-heading" className="font-semibold">
          Change password
        </h3>
        <FormField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          required
        />
        {change.isError ? (
          <FormAlert
            id="password-error"
            message={getServerMessage(change.error) ?? 'The password could not be changed.'}
          />
        ) : null}
        {change.isSuccess ? (
          <p role="status" className="text-sm font-medium text-foreground">
            {PASSWORD_CHANGED}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={change.isPending}>
            Change password
          </Button>
        </div>
      </form>

      <form
        className="grid max-w-md gap-4"
        aria-labelledby="delete-account-heading"
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate({ username: confirm }, { onSuccess: () => navigate(screenPath.home()) });
        }}
      >
        <h3 id="delete-account-heading" className="font-semibold text-destructive">
          Delete account
        </h3>
        <p className="text-sm text-muted-foreground">
          Your lessons, conversations, topics, progress and settings are deleted for good, and you are signed out
          everywhere. A paid subscription is canceled at once, with no refund of the time left.
        </p>
        <FormField
          name="confirmUsername"
          label={`Type your username (${username}) to confirm`}
          autoComplete="off"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {remove.isError ? (
          <FormAlert
            id="delete-error"
            message={getServerMessage(remove.error) ?? 'The account could not be deleted.'}
          />
        ) : null}
        <div>
          <Button type="submit" variant="destructive" disabled={remove.isPending || confirm.trim() !== username}>
            Delete my account
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
