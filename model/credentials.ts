// The account forms' rules (log in, sign up, forgot, reset and change the password), shared by the
// pages and the API. Written with zod/mini: the login and signup pages are among the first a designer
// opens, and its functions leave out the parts of zod these rules never use (about 10 KB gzip on those pages).
import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const PASSWORD_MAX_LENGTH = 128;

// The spec's standard email pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.pipe(
  z
    .string({ message: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(254, 'Invalid email address'),
      z.regex(EMAIL_PATTERN, 'Invalid email address'),
    ),
  z.transform((email: string) => email.toLowerCase()),
);

const passwordRequired = () =>
  z.string({ message: 'Password is required' }).check(z.minLength(1, 'Password is required'));

const atLeastPasswordMin = z.minLength(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);

export const newPasswordField = passwordRequired().check(
  atLeastPasswordMin,
  z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
);

export const nameField = z.string({ message: 'Name is required' }).check(
  z.trim(),
  z.minLength(1, 'Name is required'),
  z.minLength(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`),
  // 2 to 50 characters (issue 17); the words are the spec's.
  z.maxLength(NAME_MAX_LENGTH, `Name must be less than ${NAME_MAX_LENGTH} characters`),
);

export const loginInput = z.object({
  email: emailField,
  // The minimum is checked here too, as the spec's login form does.
  password: passwordRequired().check(atLeastPasswordMin),
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
function fieldsCompared<Form extends Record<string, unknown>>(
  first: keyof Form & string,
  second: keyof Form & string,
  holds: (one: unknown, other: unknown) => boolean,
  message: string,
) {
  return z.refine<Form>((form) => holds(form[first], form[second]), {
    message,
    path: [second],
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const { [first]: one, [second]: other } = value as Record<string, unknown>;
      return typeof one === 'string' && typeof other === 'string' && other !== '';
    },
  });
}

const same = (one: unknown, other: unknown) => one === other;
const different = (one: unknown, other: unknown) => one !== other;
const PASSWORDS_DIFFER = 'Passwords do not match';
const NEW_PASSWORD_SAME = 'New password must be different from the current one';

const confirmation = () =>
  z
    .string({ message: 'Please confirm your password' })
    .check(z.minLength(1, 'Please confirm your password'));

/** The signup form: the API fields plus the confirmation and the terms checkbox. */
export const signupForm = z
  .extend(signupInput, {
    confirmPassword: confirmation(),
    acceptTerms: z.literal(true, { message: 'You must agree to the Terms and Privacy Policy' }),
  })
  .check(fieldsCompared('password', 'confirmPassword', same, PASSWORDS_DIFFER));
export type SignupForm = z.input<typeof signupForm>;

export const forgotPasswordInput = z.object({ email: emailField });

export const resetPasswordInput = z.object({
  token: z
    .string({ message: 'The reset link is invalid' })
    .check(
      z.minLength(16, 'The reset link is invalid'),
      z.maxLength(200, 'The reset link is invalid'),
    ),
  password: newPasswordField,
});

export const resetPasswordForm = z
  .extend(resetPasswordInput, { confirmPassword: confirmation() })
  .check(fieldsCompared('password', 'confirmPassword', same, PASSWORDS_DIFFER));

/** POST /api/auth/change-password: the current password, and a new one under the signup rules. */
const changePasswordFields = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required')),
  newPassword: newPasswordField,
});
export const changePasswordInput = changePasswordFields.check(
  fieldsCompared('currentPassword', 'newPassword', different, NEW_PASSWORD_SAME),
);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** The profile's Change Password form: the API fields plus the confirmation. */
export const changePasswordForm = z
  .extend(changePasswordFields, { confirmPassword: confirmation() })
  .check(
    fieldsCompared('currentPassword', 'newPassword', different, NEW_PASSWORD_SAME),
    fieldsCompared('newPassword', 'confirmPassword', same, PASSWORDS_DIFFER),
  );
export type ChangePasswordForm = z.input<typeof changePasswordForm>;
