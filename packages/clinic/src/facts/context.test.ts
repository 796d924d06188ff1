import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import type { Fact } from "../types.ts";

// ConText modifiers (Chapman et al. 2007) read through the public assess, one table per modifier.

const facts = (...messages: string[]): Fact[] => assess(null, messages.map((content) => ({ role: "user" as const, content }))).facts;
const get = (key: string, ...messages: string[]) => facts(...messages).find((f) => f.key === key);
const flags = (...messages: string[]) => assess(null, messages.map((content) => ({ role: "user" as const, content }))).red_flags.map((f) => f.code);

describe("negation reaches through lists", () => {
  it.each([
    ["no fever, stiff neck or rash", ["fever", "neck_stiffness"]],
    ["I haven't had any fever or a stiff neck", ["fever", "neck_stiffness"]],
    ["none of it started all at once or changed", ["sudden_onset"]],
    ["no weakness in my arm, numbness or slurred speech", ["weakness", "numbness", "speech"]],
    ["nobody at home has had a fever", ["fever"]],
    ["no one has had a temperature", ["fever"]],
    ["didn't pass out, no fits, no confusion", ["loss_of_consciousness", "seizure", "confusion"]],
    ["not throbbing, no nausea and no vomiting", ["pulsating", "nausea", "vomiting"]],
  ])("%s", (text, keys) => {
    for (const k of keys) expect(get(k, text)?.polarity, k).toBe("denied");
  });
});

describe("a double negative affirms", () => {
  it.each([
    ["can't finish a sandwich without my jaw seizing up", "jaw_claudication"],
    ["I can't get through a meal without my jaw aching", "jaw_claudication"],
    ["she couldn't climb the stairs without her head pounding", "pulsating"],
    ["I never go out without my sunglasses now, the light hurts", "photophobia"],
    ["he can't bend down without the room going grey", "visual_obscuration"],
  ])("%s", (text, key) => {
    expect(get(key, text)?.polarity).toBe("affirmed");
  });
  it("a plain 'without' still denies", () => {
    expect(get("vomiting", "a bad head without vomiting")?.polarity).toBe("denied");
  });
});

describe("whose sameness", () => {
  it("'her eyesight is the same as always' says nothing about the headaches", () => {
    for (const k of ["unchanged", "long_history", "recurrent"]) expect(get(k, "her eyesight is the same as always")).toBeUndefined();
  });
  it("'nothing like my migraines' still tells of migraines the person has", () => {
    expect(get("recurrent", "it's nothing like my migraines, never had anything like it before")?.polarity).toBe("affirmed");
  });
});

describe("an idiom's negative reaches a list that goes on from it", () => {
  it("'it hasn't changed or got worse' denies getting worse", () => {
    expect(flags("tight band most days for 2 years, it hasn't changed or got worse over the 2 years")).not.toContain("progressive");
  });
});

describe("an idiom's own negative still governs the words inside it", () => {
  it("'it never goes away' is continuous pain, not an aura that resolves", () => {
    expect(get("continuous", "it never goes away")?.polarity).toBe("affirmed");
    expect(get("aura_resolves", "it never goes away")?.polarity).not.toBe("affirmed");
  });
  it("'I never go out without...' is not continuous pain", () => {
    expect(get("continuous", "I never go out without a coat")).toBeUndefined();
  });
});

describe("pseudo-negation: a body part said to be fine", () => {
  it.each([
    "my neck is fine",
    "walking and talking fine, vision fine",
    "my eyesight's the same as ever",
    "no falls or knocks",
    "my jaw is fine when I eat",
  ])("%s raises no flag", (text) => {
    expect(flags(text)).toEqual([]);
  });
  it("keeps a symptom said before 'but otherwise fine'", () => {
    expect(flags("my neck is really stiff but otherwise fine")).toContain("meningism");
  });
});

describe("'never ... before' marks a first event, not a denial", () => {
  it.each([
    ["I've never had a seizure before but I had one today", "seizure"],
    ["I had a fit this morning, I've never had one before in my life", "seizure"],
    ["I fainted just now, never fainted before", "altered_consciousness"],
  ])("%s", (text, code) => {
    expect(flags(text)).toContain(code);
  });
  it("without a time it is a candidate to ask about", () => {
    expect(get("seizure", "I've never had a seizure before")?.candidate).toBe("first_ever");
  });
  it("'never had a seizure' without 'before' is a denial", () => {
    expect(get("seizure", "I've never had a seizure")?.polarity).toBe("denied");
  });
});

describe("experiencer: whose symptom", () => {
  it.each([
    "my brother is epileptic, I get migraines on one side",
    "my dog had a seizure at the vets, my headaches are the usual ones",
    "half the office has flu with a fever, my head aches a bit",
    "my dad had cancer and I get tension headaches",
    "I get migraines, my sister had a stroke and was confused for days",
    "there was meningitis at my son's school, a girl had a high temperature and a rash",
    "I work in a care home and half the residents have had flu with fevers this week",
  ])("someone else's illness is not the patient's: %s", (text) => {
    const codes = flags(text);
    for (const c of ["seizure", "fever_systemic", "cancer_history", "altered_consciousness"]) expect(codes).not.toContain(c);
  });
  it.each([
    ["typing for my son, he's 12 and had a fit this morning", "seizure"],
    ["my husband (34) has had a headache since yesterday and he's confused", "altered_consciousness"],
    ["my nan is 81, she keeps nodding off mid sentence", "altered_consciousness"],
    ["she went rigid and bit her tongue, now her head hurts", "seizure"],
    ["my daughter has a headache and her neck is stiff", "meningism"],
  ])("the patient written about by someone else: %s", (text, code) => {
    expect(flags(text)).toContain(code);
  });
  it("he/she resolves to the last named person of the same sex: 'my grandad ... my nan passed ... he takes apixaban'", () => {
    const text = "im typing this for my grandad hes 74. hes been on his own since my nan passed in march. he takes apixaban for his heart";
    expect(get("anticoagulant", text)?.polarity).toBe("affirmed");
  });
  it("'I'm her grandson' writes for the grandmother", () => {
    expect(flags("I'm her grandson. Nan is 83, this morning the carer found her on the floor shaking all over, arms and legs jerking")).toContain("seizure");
  });
  it("someone named as the one cared for is the later 'he': 'carer for my husband Jim ... he gets very confused'", () => {
    expect(flags("I'm the main carer for my husband Jim who has Alzheimer's, he gets very confused in the evenings. Me, I've had tension headaches for years")).not.toContain("altered_consciousness");
  });
  it("a bare he/she in someone's own story is a candidate", () => {
    const f = facts("I get migraines on the left with nausea", "she had a seizure");
    expect(f.find((x) => x.key === "seizure")).toMatchObject({ polarity: "unknown", candidate: "unclear_subject" });
  });
  it.each([
    ["my son is 15. his dad found him on the floor jerking all over", "seizure"],
    ["my daughter had a headache all day, her brother found her on the floor having a fit", "seizure"],
  ])("a relative who found or saw the patient is the witness, not the patient: %s", (text, code) => {
    expect(flags(text)).toContain(code);
  });
  it("an aside in brackets names no subject: 'my flatmate (she's 19, at uni with me) has...'", () => {
    const f = facts("my flatmate (shes 19, at uni with me) has had a banging head since this morning and a temp of 39.6");
    expect(f.find((x) => x.key === "fever")?.polarity).toBe("affirmed");
    expect(f.find((x) => x.key === "typist")?.tag).toBe("flatmate");
  });
  it("'like somebody flipped a switch' is a simile, not someone else's symptom", () => {
    expect(flags("it was like somebody flipped a switch, the worst pain of my life, came on in a second")).toContain("thunderclap_onset");
  });
  it("a rash that does not fade under a glass, with a headache, is an emergency even before a fever", () => {
    const a = assess(null, [{ role: "user", content: "bad headache and little purple dots on her tummy that didn't go when I pressed a glass on them" }]);
    expect(a.urgency).toBe("emergency");
  });
  it("sex with a partner does not make the partner the patient", () => {
    expect(flags("it happened while having sex with my partner, sudden worst pain ever")).toContain("thunderclap_onset");
  });
});

describe("time: remote events are history", () => {
  it.each([
    ["he did bump his head as a toddler, nothing since", "post_trauma"],
    ["I had a seizure when I was a kid", "seizure"],
    ["I had flu with a temperature over New Year, that cleared up within a week", "fever_systemic"],
    ["I finished chemo over two years ago", "immunosuppression"],
    ["I had physio for a stiff neck last year", "meningism"],
    ["I had my baby 8 years ago", "pregnancy_postpartum"],
  ])("%s", (text, code) => {
    expect(assess({ sex: "female" }, [{ role: "user", content: text }]).red_flags.map((f) => f.code)).not.toContain(code);
  });
  it("a transplant years ago is still immunosuppression", () => {
    expect(flags("kidney transplant 2 years ago, I'm on tacrolimus")).toContain("immunosuppression");
  });
});

describe("time: a former pattern is not today's", () => {
  it("features told of how the headaches used to be, in a story of how they are now, are history", () => {
    const f = facts("used to be migraines a few times a month, one sided with feeling sick, now it's a constant heavy head all over");
    expect(f.find((x) => x.key === "unilateral")).toBeUndefined();
    expect(f.find((x) => x.key === "past_unilateral")?.polarity).toBe("affirmed");
  });
  it("features of today's headaches stay today's beside a past frequency", () => {
    expect(get("unilateral", "I get one sided throbbing headaches with feeling sick, I used to get them less often")?.polarity).toBe("affirmed");
  });
});

describe("worry and hypothetical", () => {
  it.each([
    ["my friend thinks it could be a tumour", "cancer"],
    ["I'm worried it might be a seizure", "seizure"],
    ["should I go to A&E if I get a stiff neck?", "neck_stiffness"],
    ["what if it's a bleed and I pass out", "loss_of_consciousness"],
  ])("%s is not a fact", (text, key) => {
    const f = get(key, text);
    expect(f?.polarity ?? "unknown").not.toBe("affirmed");
  });
});

describe("quotes are verbatim", () => {
  it("quotes what was typed, typos and capitals included", () => {
    const a = assess(null, [{ role: "user", content: "I had a siezure at work. My Neck is STIFF" }]);
    const ev = a.red_flags.flatMap((f) => f.evidence).join(" ");
    expect(ev).toContain("I had a siezure at work.");
    expect(ev).toContain("My Neck is STIFF");
  });
});

describe("a question about a symptom the person has is not a worry", () => {
  it.each([
    ["is it normal to have a stiff neck with a migraine? mine is really stiff today", "neck_stiffness"],
    ["is it normal that my neck is stiff with this headache?", "neck_stiffness"],
    ["is it a bad sign that my arm went numb?", "numbness"],
    ["is it ok to take ibuprofen with a fever of 38.5?", "fever"],
    ["worried its meningitis because my neck is so stiff", "neck_stiffness"],
    ["I am scared because I have a high fever", "fever"],
    ["is it serious that my vision went blurry for a bit?", "blurred_vision"],
    ["is it the stiff neck thing they talk about? I can not touch my chin to my chest", "neck_stiffness"],
  ])("%s", (text, key) => {
    expect(get(key, text)?.polarity).toBe("affirmed");
  });

  it.each([
    ["is it meningitis if you get a stiff neck?", "neck_stiffness"],
    ["Is it possible to have a seizure from a migraine? I am worried", "seizure"],
    ["I am worried about a stiff neck", "neck_stiffness"],
    ["could it be a bleed? what if I have a seizure", "seizure"],
  ])("a worry or a hypothetical stays one: %s", (text, key) => {
    expect(get(key, text)?.polarity ?? "unknown").toBe("unknown");
  });

  it.each([
    ["I read that a stiff neck is a sign of meningitis, I don't have one", "neck_stiffness"],
    ["worried about seizures, not that I have had any", "seizure"],
  ])("a worry denied straight after is a denial: %s", (text, key) => {
    expect(get(key, text)?.polarity).toBe("denied");
  });
});
