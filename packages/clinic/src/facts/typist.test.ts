import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import type { Fact } from "../types.ts";

// Who the patient is when only the wording says so (ConText experiencer, CLINICAL.md "Reading what
// people write"): the typist writing for someone else, and the typist's own words beside theirs.

const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));
const facts = (...m: string[]): Fact[] => assess(null, user(...m)).facts;
const typist = (...m: string[]) => facts(...m).find((f) => f.key === "typist")?.tag;
const flags = (...m: string[]) => assess(null, user(...m)).red_flags.map((f) => f.code);

describe("the typist writes for someone else", () => {
  it.each([
    ["Asking for my daughter. I think her headaches are getting worse, she is 15", "daughter"],
    ["asking for my husband, he has had a headache for three days", "husband"],
    ["This is about my dad, he's been getting headaches every morning", "father"],
    ["this question is for my son who is 9", "son"],
    ["on behalf of my wife: she has a pounding head and blurry vision", "wife"],
    ["Mum (82) has a new headache over her temple", "mother"],
    ["Dad, 71, has headaches and is confused", "father"],
    ["Sir my mother 68 yrs having severe pain in right eye", "mother"],
    ["my husband has had the worst headache of his life since an hour ago", "husband"],
    ["my flatmate has had a bad head for 2 days, he's 23", "flatmate"],
    ["hi, I'm a support worker typing for Sarah (34) who I look after", "other"],
    ["I am her mum. She has had a headache for 2 days", "child"],
    ["I'm his wife, he has had a headache since Sunday", "husband"],
  ])("%s -> %s", (text, relation) => {
    expect(typist(text)).toBe(relation);
  });

  it.each([
    "I get migraines, my mum gets them too",
    "my mum gets migraines too, but I have had a headache for 3 days",
    "I have a headache and my husband has one too",
    "my dad 10 years ago had a stroke. I have a headache",
  ])("not when the typist tells their own headache: %s", (text) => {
    expect(typist(text)).toBeUndefined();
  });

  it.each([
    ["asking for my son, he's 8. I've read that headache with vomiting can be a tumour", "son"],
    ["writing for my daughter who is 12. I heard that migraines can be a sign of something serious", "daughter"],
    ["this is about my husband. I googled it and headaches every morning can mean pressure", "husband"],
    ["on behalf of my mum, 70. I saw online that a headache at her age can be arteritis", "mother"],
    ["my wife has a headache since yesterday, I have been reading that headache with fever is meningitis", "wife"],
    ["My dad has had headaches for a week. I looked it up and headaches with confusion need a doctor", "father"],
    ["asking for my son (6). I was told that headaches in children are rarely serious", "son"],
  ])("reading or hearing about headaches is not having one: %s -> %s", (text, relation) => {
    expect(typist(text)).toBe(relation);
  });

  it.each([
    "I've had headaches for a month and I read that it can be a tumour",
    "I get migraines and I heard they run in families",
    "I think I have a migraine",
  ])("the typist's own headache stays their own beside what they read: %s", (text) => {
    expect(typist(text)).toBeUndefined();
  });

  it("a relative's headaches told first, the typist's own 'too' second, are the relative's", () => {
    expect(typist("My daughter has had headaches every day for 3 months. I get migraines too")).toBe("daughter");
  });

  it("sets aside a relative's headache told as family history when the typist tells their own story", () => {
    const all = facts("this is only the third time I've had one of these", "it's on the right side and I've been sick", "it came on slowly this morning. My mum gets migraines");
    expect(all.find((f) => f.key === "typist")).toBeUndefined();
    expect(all.find((f) => f.key === "vomiting")?.polarity).toBe("affirmed");
  });
});

describe("the parent's own words are not the patient's", () => {
  it.each([
    ["writing this for my son who is 9. he has a headache. I have had a stiff neck all week myself", "meningism"],
    ["Question about my son. He has had headaches for a week. I have had a stiff neck from sleeping badly", "meningism"],
    ["asking for my daughter, she has a migraine. I had a seizure years ago and I am terrified", "seizure"],
  ])("%s", (text, code) => {
    expect(flags(text)).not.toContain(code);
  });

  it("keeps the typist's age apart from the patient's", () => {
    const all = facts("Question about my son, he is 9. I am 45 and worried");
    expect(all.find((f) => f.key === "age")?.value).not.toBe(45);
  });

  it.each([
    ["asking for my daughter. I noticed a rash on her legs and she has a fever", "fever_systemic"],
    ["I am her mum. She has had a headache for 2 days and a stiff neck", "meningism"],
    ["my son has a headache, I think he is confused, he doesn't know where he is", "altered_consciousness"],
    ["writing for my wife, I found her on the floor shaking and jerking, she bit her tongue", "seizure"],
    ["asking for my daughter, she is 14. she says my neck is really stiff", "meningism"],
    ['writing for my son. He said "I cannot see properly out of my left eye"', "neuro_deficit"],
  ])("what the typist saw stays the patient's: %s", (text, code) => {
    expect(flags(text)).toContain(code);
  });
});
