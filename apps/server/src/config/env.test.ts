import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("gives the embedded defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: "./data", COHORT_GROUPS: ["shs"], TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads the cohort allow-list case-insensitively from a comma-separated list", () => {
    expect(parseEnv({ COHORT_GROUPS: " SHS, Clinic-A ,," }).COHORT_GROUPS).toEqual(["shs", "clinic-a"]);
  });

  it.each([
    ["", false],
    ["false", false],
    ["true", 1],
    ["2", 2],
    ["10.0.0.1, 10.0.0.0/8,loopback", ["10.0.0.1", "10.0.0.0/8", "loopback"]],
  ])("reads TRUST_PROXY=%o as a hop count or proxy list, never 'trust everything' (%o)", (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ TRUST_PROXY: "yes please" }, "TRUST_PROXY"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("refuses %o naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}: `));
  });
});
