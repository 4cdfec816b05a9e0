import { z } from 'zod';
import { userPlanSchema } from './billing';
import { levelSchema, timeZoneSchema } from './common';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, { error: `Username must be at least ${USERNAME_MIN} characters` })
  .max(USERNAME_MAX, { error: `Username must be at most ${USERNAME_MAX} characters` })
  .regex(USERNAME_PATTERN, {
    error: 'Username may contain only letters, digits, underscores, dots and hyphens',
  });

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

export const registerBodySchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  timeZone: timeZoneSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

const LOGIN_REQUIRED = 'Username and password are required';
export const loginBodySchema = z.object({
  username: z
    .string({ error: LOGIN_REQUIRED })
    .trim()
    .min(1, { error: LOGIN_REQUIRED })
    .max(USERNAME_MAX * 4),
  password: z
    .string({ error: LOGIN_REQUIRED })
    .min(1, { error: LOGIN_REQUIRED })
    .max(PASSWORD_MAX * 4),
  timeZone: timeZoneSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  currentLevel: levelSchema,
  xpPoints: z.number().int(),
  streak: z.number().int(),
  /** The learner's plan and the daily conversation limit it gives. */
  plan: userPlanSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authSuccessSchema = z.object({
  success: z.literal(true),
  user: authUserSchema,
});
export type AuthSuccess = z.infer<typeof authSuccessSchema>;

export const loginFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const USERNAME_TAKEN_MESSAGE = 'Username already taken';
