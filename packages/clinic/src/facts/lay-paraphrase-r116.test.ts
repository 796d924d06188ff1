import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import { flags, messageFact, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 116 of fresh cases (issue 13): long-term illnesses whose own symptoms
// sound like red flags, answers to the assistant's questions, and the rarer primary headaches.

describe("a known illness's own symptoms", () => {
  it("sweat on the forehead in a night attack is the attack's sign, not a fever", () => {
    expect(yes("fever", "im type 1 so first few nights i thought i was going hypo cos im drenched in sweat on my forehead and cant keep still")).toBe(false);
    expect(yes("fever", "woke up drenched in sweat, shivering")).toBe(true);
  });
  it("fingers white then blue and numb in the cold, 'thats my raynauds', are no focal deficit", () => {
    expect(yes("numbness", "my fingers go white then blue and numb and tingly when its cold, thats my raynauds.")).toBe(false);
    expect(yes("numbness", "my left hand went numb an hour ago")).toBe(true);
  });
  it("'all over the place walking' is unsteadiness, not confusion", () => {
    expect(yes("confusion", "and im walking like im drunk, missus says im all over the place walking.")).toBe(false);
    expect(yes("ataxia", "and im walking like im drunk, missus says im all over the place walking.")).toBe(true);
    expect(yes("confusion", "she's all over the place, doesnt know what day it is")).toBe(true);
  });
  it("a medicine called chemo but given for sickle cell is no cancer and no suppressed immunity", () => {
    const said = "hydroxycarbamide is the only other thing, my haematologist calls it chemo but its for the sickle";
    expect(yes("cancer", said)).toBe(false);
    expect(yes("immunosuppressed", said)).toBe(false);
  });
  it("'i go blurry when im low' is a hypo's usual sign, not blurred sight now", () => {
    expect(yes("blurred_vision", "i thought i was going hypo because i go blurry when im low, but my meter said 8.9.")).toBe(false);
  });
  it("raised-pressure signs in sickle cell disease are a venous sinus thrombosis until imaged (an emergency)", () => {
    expect(yes("prothrombotic", "i have sickle cell (SC).")).toBe(true);
    const said = [
      "ive had a headache for 6 days and its getting worse every day. i have sickle cell (SC)",
      "its worse when i lie down flat and worst when i wake up. i was sick this morning",
      "when i stand up or bend down my vision goes grey for a few seconds then comes back. and theres a whooshing in my ears in time with my heartbeat",
    ];
    expect(story({ age: 19, sex: "female" }, ...said).urgency).toBe("emergency");
  });
  it("'cluster headaches are back, started 9 days ago' is a known headache returned, not a new one", () => {
    expect(yes("new_headache", "cluster headaches are back, started 9 days ago.")).toBe(false);
    expect(yes("new_headache", "these headaches started 9 days ago")).toBe(true);
  });
});

describe("answers and worries", () => {
  it("'hes having 50 60 a day', answering how many days of medicine, counts attacks, not medicine days", () => {
    const conversation = [
      { role: "user", content: "typing for my husband dave hes 47. he gets these lightning bolts in his left eye, over in maybe 20 seconds" },
      { role: "assistant", content: "On how many days a month do you take painkillers or migraine medicines?", questionId: "q1", slots: ["acute_med_days"] },
      { role: "user", content: "hes having 50 60 a day, i counted 71 on sunday. its been every day since the end of july" },
    ];
    const a = assess(null, conversation, { now: "2026-11-23T12:00:00Z" });
    expect(a.facts.some((f) => f.key.startsWith("med:") && f.polarity === "affirmed")).toBe(false);
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
  it("'i keep thinking theres a tumour growing under it' is a fear", () => {
    expect(messageFact("cancer", "i keep thinking theres a tumour growing under it.")?.candidate).toBe("worry");
  });
});

describe("the rarer primary headaches", () => {
  it("a lid that droops only in attacks of months, several a day, 'full on in about a minute', is the attack's sign", () => {
    const said = [
      "its my right eye. like someone twisting a screwdriver in behind it, full on in about a minute, lasts 15 mins maybe 20 then totally gone",
      "i get loads a day, counted 13 in one day before the tablets. every single day since june",
      "eye goes red n pours, right nostril runs, and the lid droops a bit while its on. it goes back to normal after each one",
    ];
    expect(flags({ age: 36 }, ...said)).not.toContain("neuro_deficit");
  });
  it("a head tilted back all shift and a fuzzy tender scalp are posture and an occipital nerve, not deficits", () => {
    expect(yes("head_tilt", "i sit in a crane cab all shift with my head tilted back looking up")).toBe(false);
    expect(yes("numbness", "in between its fine except the skin back there feels tender and a bit fuzzy, like pins and needles")).toBe(false);
    expect(yes("head_tilt", "she keeps her head tilted to one side since yesterday")).toBe(true);
  });
  it("'i get up and within like 20 min theres a heavy pressure ... lie flat on the floor its gone in 15 min' is orthostatic", () => {
    expect(flags({ age: 35 }, "i get up and within like 20 min theres a heavy pressure at the back of my head and down my neck", "if i lie flat on the floor its gone in 15 min.")).toContain("positional");
  });
});
