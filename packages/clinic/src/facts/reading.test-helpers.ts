import { assess } from "../index.ts";
import type { Fact, RedFlagCode } from "../types.ts";
import { extractTextFacts } from "./text-facts.ts";

// What the reading tests ask of the public `assess`: the facts, an affirmed fact, its value and the
// red flags of a few messages typed by the person, read on a fixed day.

export const NOW = "2026-11-23T12:00:00Z";

/** The person's messages as a conversation. */
export const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));
/** Every fact read from the messages. */
export const facts = (...m: string[]): Fact[] => assess(null, user(...m), { now: NOW }).facts;
/** True when the messages affirm `key`. */
export const yes = (key: string, ...m: string[]): boolean => facts(...m).some((f) => f.key === key && f.polarity === "affirmed");
/** The value of the affirmed `key`, if any. */
export const value = (key: string, ...m: string[]): number | undefined => facts(...m).find((f) => f.key === key && f.polarity === "affirmed")?.value;
/** The whole assessment of the messages with `intake`. */
export const story = (intake: unknown, ...m: string[]) => assess(intake, user(...m), { now: NOW });
/** The red-flag codes raised by the messages with `intake`. */
export const flags = (intake: unknown, ...m: string[]): RedFlagCode[] => assess(intake, user(...m), { now: NOW }).red_flags.map((f) => f.code);
/** One message's fact `key` as read, before the conversation settles who the patient is (its `about` kept). */
export const messageFact = (key: string, text: string): Fact | undefined => extractTextFacts(text, { kind: "message", index: 0 }, new Date(NOW)).find((f) => f.key === key);
