import { z } from 'zod';
import { newPasswordSchema } from './auth';

// POST /api/account/password and POST /api/account/delete (docs/product.md#accounts).

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';
export const CONFIRM_USERNAME_MESSAGE = 'Type your username exactly to confirm';

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
