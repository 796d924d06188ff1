import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("stores scrypt with at least OWASP's minimum parameters and a random salt", async () => {
    const [a, b] = await Promise.all([hashPassword("Correct-horse-9"), hashPassword("Correct-horse-9")]);
    const [scheme, n, r, p] = a.split("$");
    expect(scheme).toBe("scrypt");
    expect(Number(n) * Number(r) * Number(p)).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and refuses a wrong one or a malformed hash", async () => {
    const hash = await hashPassword("Correct-horse-9");
    expect(await verifyPassword({ hash, password: "Correct-horse-9" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct-horse-9" })).toBe(false);
    expect(await verifyPassword({ hash: "bcrypt$whatever", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "scrypt$x$8$3$AA$AA", password: "x" })).toBe(false);
  });
});
