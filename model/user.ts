import { z } from 'zod';
import { nameField } from './credentials';
import { IMAGE_URL_MESSAGE, imageUrlError, isValidImageUrl } from './rules';

export const PROFILE_TEXT_MAX = 200;
export const BIO_MAX = 1000;

// The account forms' rules: in credentials.ts (zod/mini), so their pages load no other schema.
export * from './credentials';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional();

/** PUT /api/auth/me: the profile fields only, never email or password. */
export const profileUpdate = z.strictObject(
  {
    name: z.optional(nameField),
    phone: optionalText(40, 'Phone'),
    location: optionalText(PROFILE_TEXT_MAX, 'Location'),
    bio: optionalText(BIO_MAX, 'Bio'),
    profilePicture: z
      .string()
      .trim()
      .max(2048, IMAGE_URL_MESSAGE)
      .refine(isValidImageUrl, imageUrlError)
      .nullable()
      .optional(),
  },
  { message: 'Only name, phone, location, bio and profile picture can be changed here' },
);
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** A user as the API returns it (spec section 3); never a password hash. */
export const publicUser = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  profilePicture: z.string().nullable(),
  accountType: z.string(),
  portfolioCount: z.number().int(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authPayload = z.object({ token: z.string(), user: publicUser });
export type AuthPayload = z.infer<typeof authPayload>;

export { initials } from './user-name';

/** Splits a display name for the firstName and lastName fields. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export const AUTH_MESSAGES = {
  duplicateEmail: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  unauthorized: 'Please log in to continue',
  tooManyRequests: 'Too many requests. Please wait a moment.',
  resetRequested:
    'If an account exists for that email, a link to reset the password is on its way.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please log in with the new password.',
  wrongCurrentPassword: 'Your current password is not correct',
  passwordChanged: 'Password changed successfully! Every other device has been signed out.',
} as const;
