export * from "./config.ts";
export * from "./user.ts";
export * from "./errors.ts";
export * from "./intake.ts";
export * from "./intake-messages.ts";
export * from "./intake-validation.ts";
