import type { SandboxSignupCopy } from '../../sandboxSignup';

/** The sandbox form of /en/documentation/prerequis, in English (its server answers in English too). */
export const sandboxSignupCopyEn: SandboxSignupCopy = {
  title: 'Create my sandbox',
  lead: 'Your own credentials, with data of your own: the server keeps them, they survive its restarts, and only you see and empty them.',
  nameLabel: 'Name of the sandbox (optional)',
  nameHint: (max: number) => `To recognise it, ${max} characters at most.`,
  nameTooLong: (max: number) => `The name has ${max} characters at most.`,
  nameControl: 'The name can contain neither a line break nor a tab.',
  submit: 'Create my sandbox',
  sending: 'Sending…',
  honeypot: 'Leave this field empty',
  created:
    'Your sandbox is created. Copy these credentials now: they will not be shown again, and Yonnee keeps only a fingerprint of them.',
  codeLabel: 'Your credentials',
  copyContext: 'your sandbox credentials',
  unavailable:
    'This server does not create personal sandboxes at the moment: use the public credentials above, or try again later.',
  offline:
    'Sending failed: check your connection, then send the form again. What you wrote is kept.',
};
