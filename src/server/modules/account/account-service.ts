import { CONFIRM_USERNAME_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@/contract/account';
import { BadRequestError, UnauthorizedError } from '@/server/errors';
import { hashPassword, verifyPassword } from '@/server/modules/auth/password';
import { hashSessionId } from '@/server/modules/auth/session-store';
import type { SessionEvent } from '@/server/session-events/session-events';
import type { AccountRepo } from './account-repo';

/** docs/product.md#accounts: changing the password and deleting the account. */
export function createAccountService({
  repo,
  publish,
}: {
  repo: AccountRepo;
  /** Tells every process (their live sockets) about the change. */
  publish: (event: SessionEvent) => Promise<void>;
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

    async deleteAccount(userId: string, usernameKey: string): Promise<void> {
      await repo.deleteLearner(userId, usernameKey);
      await publish({ type: 'account-deleted', userId });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
