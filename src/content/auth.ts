/**
 * Copy of the authentication pages. The spec gives these pages in English
 * (2.6 and 5), so the blocks that show them carry `lang="en"` inside the
 * French site; what surrounds them stays French.
 */

/** The four messages of spec 5, word for word. */
export const credentialErrors = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 7 characters long',
} as const;

/** Spec 9. */
export const PASSWORD_MIN_LENGTH = 7;
/** Spec 9: the Login button stays disabled this long after a submit. */
export const SIGN_IN_LOCK_MS = 3000;
/** Spec 9: slots of the verification code. */
export const OTP_LENGTH = 7;
/** Spec 9: the code page sends the visitor home this long after a submit. */
export const OTP_REDIRECT_DELAY_MS = 1000;

export const socialProviders = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const signInCopy = {
  title: 'Login',
  intro: 'Enter your email and password below to log into your account',
  emailLabel: 'Email',
  emailPlaceholder: 'name@example.com',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotPassword: 'Forgot password?',
  submit: 'Login',
  /** Heard while Login is locked after a submit. */
  busy: 'Signing in…',
  separator: 'Or continue with',
  /** Shown under the identity providers' buttons, which are disabled until one is connected. */
  providersUnavailable: (names: readonly string[]) =>
    `Signing in with ${names.join(' or ')} is not available yet. Please log in with your email and password.`,
  legalBefore: 'By clicking login, you agree to our',
  terms: 'Terms of Service',
  legalBetween: 'and',
  privacy: 'Privacy Policy',
  /** What the console shows instead of the password. */
  redacted: '[redacted]',
  /** Shown when the form was posted without JavaScript: true to what happened. */
  received: (email: string) =>
    `Sign-in received for ${email}. This page does not open a session: merchants sign in on the merchant portal (link below).`,
  honeypot: 'Leave this field empty',
} as const;

/** French note under the English form: where merchants actually sign in (spec 1). */
export const merchantPortalNote = {
  text: 'Vous êtes marchand Yonnee ? Votre tableau de bord, vos clés d’API et vos transactions se trouvent sur le portail marchand.',
  link: 'Se connecter au portail marchand',
} as const;

export const otpCopy = {
  title: 'Two-factor Authentication',
  intro:
    'Please enter the authentication code. We have sent the authentication code to your email.',
  label: 'Authentication code',
  slotLabel: (position: number, length: number) => `Character ${position} of ${length}`,
  messages: {
    pasteInvalid: 'Paste rejected: the code contains only letters and digits.',
    pasteTooLong: `Paste rejected: the code has ${OTP_LENGTH} characters.`,
    typedInvalid: 'Character rejected: the code contains only letters and digits.',
  },
  required: 'Please enter your otp code.',
  incomplete: `Please enter all ${OTP_LENGTH} characters of the code.`,
  submit: 'Verify',
  /** Heard from the submit until the home page. */
  busy: 'Verifying…',
  resend: "Haven't received it? Resend a new code.",
  honeypot: 'Leave this field empty',
  noticeTitle: 'Code submitted',
  noticeDescription: (code: string) => `You entered ${code}. Taking you to the home page…`,
} as const;

export const forgotPasswordCopy = {
  title: 'Forgot Password',
  intro:
    'Merchant passwords are reset by our support team: enter the email of your merchant account and we will write to you there.',
  emailLabel: 'Email',
  emailPlaceholder: 'name@example.com',
  submit: 'Continue',
  /** Heard while the request is on its way. */
  busy: 'Sending…',
  sentTitle: 'Request received',
  reference: (reference: string) => `Request ${reference}`,
  sent: (email: string) =>
    `Your request is recorded. If ${email} belongs to a merchant account, our support team writes to you there within 24 hours to reset your password. Quote the request number if you write to us about it.`,
  tryAnother: 'Use another email',
  backToSignIn: 'Back to login',
  honeypot: 'Leave this field empty',
} as const;
