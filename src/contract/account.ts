import { z } from 'zod';
import { newPasswordSchema } from './auth';

// POST /api/account/password and POST /api/account/delete (docs/product.md#accounts).

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';
export const CONFIRM_USERNAME_MESSAGE = 'Type your username exactly to confirm';
/** docs/product.md#accounts: a subscription that could not be ended keeps the account (it would bill nobody's account). */
export const SUBSCRIPTION_NOT_CANCELED_MESSAGE =
  'Your subscription could not be canceled with Stripe, so your account has not been deleted. Please try again in a few minutes.';

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, { error: 'Enter your current password' })
    .max(512),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const deleteAccountBodySchema = z.object({
  username: z.string({ error: CONFIRM_USERNAME_MESSAGE }).trim().min(1, { error: CONFIRM_USERNAME_MESSAGE }).max(128),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const accountSuccessSchema = z.object({ success: z.literal(true) });
