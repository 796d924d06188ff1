import type { PublicConfig } from "@hg/shared/config";
import type { UserProfile } from "@hg/shared/user";

/** `GET /api/config` answer with overridable parts. */
export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    signInMethods: { emailPassword: true, google: false, anonymous: true },
    passwordPolicy: {
      schemaVersion: 1,
      enforcement: "ENFORCE",
      minLength: 8,
      requireLowercase: false,
      requireUppercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
    },
    cohortGroups: ["shs"],
    beta: true,
    disclaimer: "This AI offers generated insights, not medical advice.",
    streaming: false,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: "user-1",
    name: "Ada",
    email: "ada@example.com",
    gender: "female",
    dob: "1990-01-01",
    group: null,
    isAnonymous: false,
    ...overrides,
  };
}
