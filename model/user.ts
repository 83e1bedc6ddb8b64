import { z } from 'zod';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { IMAGE_URL_MESSAGE, isValidImageUrl } from './rules';

export const PASSWORD_MAX_LENGTH = 128;
export const PROFILE_TEXT_MAX = 200;
export const BIO_MAX = 1000;

// The spec's standard email pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email address')
  .regex(EMAIL_PATTERN, 'Invalid email address')
  .transform((email) => email.toLowerCase());

const passwordRequired = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required');

export const newPasswordField = passwordRequired
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameField = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`)
  // 2 to 50 characters (issue 17); the words are the spec's.
  .max(NAME_MAX_LENGTH, `Name must be less than ${NAME_MAX_LENGTH} characters`);

export const loginInput = z.object({
  email: emailField,
  // The minimum is checked here too, as the spec's login form does.
  password: passwordRequired.min(
    PASSWORD_MIN_LENGTH,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
});
export type LoginInput = z.input<typeof loginInput>;

export const signupInput = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
});
export type SignupInput = z.input<typeof signupInput>;

/**
 * A check comparing two fields, run even while other fields are still invalid, so every message shows
 * at once; skipped while the second is empty (its own "required" message says enough).
 */
const bothFilled = (first: string, second: string) => (payload: { value: unknown }) => {
  const form = payload.value;
  if (typeof form !== 'object' || form === null) return false;
  const { [first]: one, [second]: other } = form as Record<string, unknown>;
  return typeof one === 'string' && typeof other === 'string' && other !== '';
};

const passwordsMatch = {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
  when: bothFilled('password', 'confirmPassword'),
};

/** The signup form: the API fields plus the confirmation and the terms checkbox. */
export const signupForm = signupInput
  .extend({
    confirmPassword: z
      .string({ message: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
    acceptTerms: z.literal(true, { message: 'You must agree to the Terms and Privacy Policy' }),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type SignupForm = z.input<typeof signupForm>;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional();

/** PUT /api/auth/me: the profile fields only, never email or password. */
export const profileUpdate = z.strictObject(
  {
    name: nameField.optional(),
    phone: optionalText(40, 'Phone'),
    location: optionalText(PROFILE_TEXT_MAX, 'Location'),
    bio: optionalText(BIO_MAX, 'Bio'),
    profilePicture: z
      .string()
      .trim()
      .max(2048, IMAGE_URL_MESSAGE)
      .refine(isValidImageUrl, IMAGE_URL_MESSAGE)
      .nullable()
      .optional(),
  },
  { message: 'Only name, phone, location, bio and profile picture can be changed here' },
);
export type ProfileUpdate = z.input<typeof profileUpdate>;

export const forgotPasswordInput = z.object({ email: emailField });
export const resetPasswordInput = z.object({
  token: z
    .string({ message: 'The reset link is invalid' })
    .min(16, 'The reset link is invalid')
    .max(200),
  password: newPasswordField,
});
export const resetPasswordForm = resetPasswordInput
  .extend({
    confirmPassword: z
      .string({ message: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);

/** POST /api/auth/change-password: the current password, and a new one under the signup rules. */
const changePasswordFields = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required'),
  newPassword: newPasswordField,
});
const newPasswordDiffers = {
  message: 'New password must be different from the current one',
  path: ['newPassword'],
  when: bothFilled('currentPassword', 'newPassword'),
};
export const changePasswordInput = changePasswordFields.refine(
  (body) => body.newPassword !== body.currentPassword,
  newPasswordDiffers,
);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** The profile's Change Password form: the API fields plus the confirmation. */
export const changePasswordForm = changePasswordFields
  .extend({
    confirmPassword: z
      .string({ message: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword !== form.currentPassword, newPasswordDiffers)
  .refine((form) => form.newPassword === form.confirmPassword, {
    ...passwordsMatch,
    when: bothFilled('newPassword', 'confirmPassword'),
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

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
