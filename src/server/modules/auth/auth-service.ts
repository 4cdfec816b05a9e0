import { INVALID_CREDENTIALS_MESSAGE, USERNAME_TAKEN_MESSAGE, type AuthUser } from '@/contract/auth';
import { learnerLevel } from '@/domain/levels';
import { currentStreak, localDay } from '@/domain/streak';
import type { Clock } from '@/server/clock';
import { AppError, ConflictError } from '@/server/errors';
import { toUserPlan } from '@/server/modules/billing/user-plan';
import { placedLevelOfRow } from '@/server/modules/learner-settings/placement-of-row';
import type { LoginThrottle } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import type { UserRow, UsersRepo } from './users-repo';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, INVALID_CREDENTIALS_MESSAGE, {}, { success: false });
  }
}

export function usernameKeyOf(username: string): string {
  return username.trim().toLowerCase();
}

export function createAuthService({
  users,
  throttle,
  clock,
  freeDailyConversations,
}: {
  users: UsersRepo;
  throttle: LoginThrottle;
  clock: Clock;
  /** The free plan's daily conversation allowance (FREE_DAILY_CONVERSATIONS). */
  freeDailyConversations: number;
}) {
  function toAuthUser(row: UserRow): AuthUser {
    const now = clock();
    return {
      id: row.id,
      username: row.username,
      currentLevel: learnerLevel(row.xpPoints, placedLevelOfRow(row)),
      xpPoints: row.xpPoints,
      streak: currentStreak(row.streakDays, row.streakLastDay, localDay(now, row.timeZone)),
      plan: toUserPlan(row, now, freeDailyConversations),
    };
  }

  return {
    toAuthUser,

    async register(input: { username: string; password: string; timeZone?: string | undefined }): Promise<AuthUser> {
      const usernameKey = usernameKeyOf(input.username);
      // Cheap pre-check saves an Argon2 hash for the common duplicate case; the unique index still decides.
      if (await users.findByUsernameKey(usernameKey)) throw new ConflictError(USERNAME_TAKEN_MESSAGE);
      const row = await users.insert({
        username: input.username.trim(),
        usernameKey,
        passwordHash: await hashPassword(input.password),
        timeZone: input.timeZone ?? 'UTC',
      });
      if (!row) throw new ConflictError(USERNAME_TAKEN_MESSAGE);
      return toAuthUser(row);
    },

    async login(input: {
      username: string;
      password: string;
      timeZone?: string | undefined;
      ip: string;
    }): Promise<AuthUser> {
      const usernameKey = usernameKeyOf(input.username);
      await throttle.assertAllowed(usernameKey, input.ip);
      const row = await users.findByUsernameKey(usernameKey);
      const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!row || !valid) {
        await throttle.recordFailure(usernameKey, input.ip);
        throw new InvalidCredentialsError();
      }
      await throttle.recordSuccess(usernameKey);
      if (input.timeZone && input.timeZone !== row.timeZone) {
        await users.setTimeZone(row.id, input.timeZone);
        row.timeZone = input.timeZone;
      }
      return toAuthUser(row);
    },

    async findUser(id: string): Promise<AuthUser | undefined> {
      const row = await users.findById(id);
      return row && toAuthUser(row);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
