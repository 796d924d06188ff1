import type { Kysely } from "kysely";
import { guestPlaceholderEmail, matchCohortGroup, MESSAGES, type UpsertUser, type UserProfile } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { findProfile, upsertProfile, updateProfileGroup, type ProfileRow } from "../store/profile-store.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { AppError } from "./app-error.ts";

export interface UserServiceDeps {
  db: Kysely<Database>;
  cohortGroups: readonly string[];
  clock: () => Date;
}

function toProfile(row: ProfileRow, isAnonymous: boolean): UserProfile {
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    gender: row.gender,
    dob: row.dob,
    group: row.cohort_group,
    isAnonymous,
  };
}

/** Profiles of spec section 7: the signed-in user's own, guests registered with a placeholder email. */
export function createUserService({ db, cohortGroups, clock }: UserServiceDeps) {
  const now = () => clock().toISOString();

  function allowedGroup(group: string): string {
    const match = matchCohortGroup(group, cohortGroups);
    if (!match) throw new AppError("bad_request", `group '${group}' is not one of the allowed groups (${cohortGroups.join(", ")})`);
    return match;
  }

  return {
    /** A guest's profile is created on first read (spec section 4: registered with a placeholder email). */
    async getProfile(user: SessionUser): Promise<UserProfile> {
      const row = await findProfile(db, user.id);
      if (row) return toProfile(row, user.isAnonymous);
      if (!user.isAnonymous) throw new AppError("not_found", MESSAGES.userNotRegistered);
      const t = now();
      const created = await upsertProfile(db, {
        user_id: user.id,
        name: "Guest",
        email: guestPlaceholderEmail(user.id),
        gender: null,
        dob: null,
        cohort_group: null,
        created_at: t,
        updated_at: t,
      });
      return toProfile(created, true);
    },

    async upsertProfile(user: SessionUser, input: UpsertUser): Promise<UserProfile> {
      const existing = await findProfile(db, user.id);
      const t = now();
      const group = input.group ? allowedGroup(input.group) : (existing?.cohort_group ?? null);
      // The account's own email is the truth for real accounts; guests keep a placeholder.
      const email = user.isAnonymous ? guestPlaceholderEmail(user.id) : user.email;
      const row = await upsertProfile(db, {
        user_id: user.id,
        name: input.name,
        email,
        gender: input.gender,
        dob: input.dob,
        cohort_group: group,
        created_at: existing?.created_at ?? t,
        updated_at: t,
      });
      return toProfile(row, user.isAnonymous);
    },

    async setGroup(user: SessionUser, group: string): Promise<string> {
      const canonical = allowedGroup(group);
      if (!(await updateProfileGroup(db, user.id, canonical, now()))) throw new AppError("not_found", MESSAGES.userNotRegistered);
      return canonical;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
