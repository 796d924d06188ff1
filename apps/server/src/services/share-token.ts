import { createHash, randomBytes } from "node:crypto";

/** A share token: 256 random bits, URL-safe. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored and looked up instead of the token itself. */
export function shareTokenId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
