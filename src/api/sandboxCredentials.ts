/**
 * The embedded sandbox's credentials. They are public test values, documented and printed
 * by `npm start`; they open the sandbox only, never a real merchant account.
 */
export const SANDBOX_CREDENTIALS = {
  apiKey: 'yk_sandbox_5f2c9a7e41d3b806',
  apiToken: 'yt_sandbox_8b41e6d2c07f9a35',
  jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkZXYtc2FuZGJveC0wMDEiLCJidXNpbmVzcyI6IkJvdXRpcXVlIFRlcmFuZ2EiLCJzYW5kYm94Ijp0cnVlLCJpYXQiOjE3MzU2ODk2MDB9.c2FuZGJveC1zaWduYXR1cmUtbm90LXZlcmlmaWVk',
  /**
   * Signs the notifications sent to this account's URLs (Standard Webhooks: `whsec_` and
   * base64). Public like the rest: anyone can forge a notification signed with it, so a
   * receiver that trusts it must never run against real money.
   */
  webhookSecret: 'whsec_rNtOXItacpd9tR8IqozVTlDdrnVOFErF',
} as const;

/** The sandbox merchant's balance when the sandbox starts, as the documentation announces it. */
export const SANDBOX_START_BALANCE = { availableBalance: 250_000, currency: 'XOF' } as const;
