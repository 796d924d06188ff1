import { describe, expect, it } from "vitest";
import { matchCohortGroup, UpsertUserSchema } from "./user.ts";

describe("UpsertUserSchema", () => {
  const body = { userId: "u1", name: "Pat", email: "", dob: "1990-01-01" };

  it.each([
    ["Female", "female"],
    [" MALE ", "male"],
    ["Prefer not to say", "prefer_not_to_say"],
    ["prefer-not-to-say", "prefer_not_to_say"],
  ])("reads gender %j as %s", (gender, expected) => {
    expect(UpsertUserSchema.parse({ ...body, gender }).gender).toBe(expected);
  });

  it("names the field for an unknown gender or a date that is not YYYY-MM-DD", () => {
    const result = UpsertUserSchema.safeParse({ ...body, gender: "x", dob: "01/02/1990" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["dob", "gender"]);
  });
});

describe("matchCohortGroup", () => {
  it("matches the allow-list case-insensitively and refuses anything else", () => {
    expect(matchCohortGroup(" SHS ", ["shs"])).toBe("shs");
    expect(matchCohortGroup("other", ["shs"])).toBeNull();
    expect(matchCohortGroup("", ["shs"])).toBeNull();
  });
});
