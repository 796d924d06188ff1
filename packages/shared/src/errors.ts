import { z } from "zod";

/** Every error body of the API (API.md): `{ detail, errors? }`. */
export const ApiErrorBodySchema = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

// The messages have their own zod-free file; re-exported so `@hg/shared` and older imports keep working.
export { MESSAGES, passwordStrength } from "./messages.ts";
