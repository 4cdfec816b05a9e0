import {
  CONFIRM_USERNAME_MESSAGE,
  SUBSCRIPTION_NOT_CANCELED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@/contract/account';
import { BadRequestError, ServiceUnavailableError, UnauthorizedError } from '@/server/errors';
import { hashPassword, verifyPassword } from '@/server/modules/auth/password';
import { hashSessionId } from '@/server/modules/auth/session-id';
import type { SessionEvent } from '@/server/session-events/session-events';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import type { AccountRepo } from './account-repo';

/** docs/product.md#accounts: changing the password and deleting the account. */
export function createAccountService({
  repo,
  publish,
  payments,
  log,
}: {
  repo: AccountRepo;
  /** Tells every process (their live sockets) about the change. */
  publish: (event: SessionEvent) => Promise<void>;
  /** Ends a deleted learner's Stripe subscription (only the Stripe provider can). */
  payments: Pick<PaymentProvider, 'cancelSubscription'>;
  log: { error(obj: object, msg: string): void };
}) {
  async function credentials(userId: string) {
    const row = await repo.findCredentials(userId);
    if (!row) throw new UnauthorizedError();
    return row;
  }

  return {
    /** Needs the current password; every other session of the learner ends, the current one stays. */
    async changePassword(
      userId: string,
      sessionId: string,
      body: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const row = await credentials(userId);
      if (!(await verifyPassword(row.passwordHash, body.currentPassword)))
        throw new BadRequestError(WRONG_CURRENT_PASSWORD_MESSAGE);
      const keep = hashSessionId(sessionId);
      await repo.changePassword(userId, await hashPassword(body.newPassword), keep);
      await publish({ type: 'password-changed', userId, keepSessionIdHash: keep });
    },

    /**
     * Checks the typed username (the learner's own, as they registered it, ignoring surrounding spaces). The
     * caller ends the current session first; this deletes everything else and closes the learner's sockets.
     */
    async confirmDeletion(userId: string, typedUsername: string) {
      const row = await credentials(userId);
      if (typedUsername.trim() !== row.username) throw new BadRequestError(CONFIRM_USERNAME_MESSAGE);
      return row;
    },

    /**
     * Before anything is deleted, ends the learner's Stripe subscription at once (docs/product.md#accounts): an
     * account that no longer exists must bill nobody. A subscription already canceled (a state Stripe never leaves)
     * needs no call. When Stripe refuses or cannot be reached, or this server no longer has Stripe configured, the
     * deletion is refused (503) and nothing is deleted.
     */
    async endSubscription(
      userId: string,
      row: { stripeSubscriptionId: string | null; planStatus: string },
    ): Promise<void> {
      const subscriptionId = row.stripeSubscriptionId;
      if (!subscriptionId || row.planStatus === 'canceled') return;
      try {
        if (!payments.cancelSubscription) throw new Error('Stripe is not configured on this server');
        await payments.cancelSubscription(subscriptionId);
      } catch (error) {
        log.error(
          { err: error, userId, subscriptionId },
          'Could not cancel the subscription of an account being deleted',
        );
        throw new ServiceUnavailableError(SUBSCRIPTION_NOT_CANCELED_MESSAGE);
      }
    },

    async deleteAccount(userId: string, usernameKey: string): Promise<void> {
      await repo.deleteLearner(userId, usernameKey);
      await publish({ type: 'account-deleted', userId });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
