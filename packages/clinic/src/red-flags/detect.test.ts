import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";

const run = (text: string, intake: unknown = null) => assess(intake, [{ role: "user", content: text }]);

describe("red flags and urgency", () => {
  it.each([
    ["sudden explosive headache, worst ever", null, "thunderclap_onset", "emergency"],
    ["fever and my neck is stiff", null, "meningism", "emergency"],
    ["my arm went weak an hour ago", null, "neuro_deficit", "emergency"],
    ["I hit my head yesterday and I'm on warfarin", null, "post_trauma", "emergency"],
    ["I hit my head yesterday", null, "post_trauma", "urgent"],
    ["new headaches for a month", { age: 66 }, "new_onset_over_50", "urgent"],
    ["worse when I stand up, gone when I lie flat", null, "positional", "urgent"],
    ["my jaw aches when I chew", { age: 75 }, "jaw_claudication_gca", "urgent"],
    ["I take sumatriptan 12 days a month", null, "medication_overuse", "routine"],
  ])("%s -> %s (%s)", (text, intake, code, urgency) => {
    const a = run(text, intake);
    expect(a.red_flags.map((f) => f.code)).toContain(code);
    expect(a.urgency).toBe(urgency);
  });

  it("treats a recurring, fully reversible spreading tingle as aura, not a deficit", () => {
    const a = run("my hand tingles and it spreads up my arm over 10 minutes, then goes away and the headache starts. it has happened many times");
    expect(a.red_flags).toEqual([]);
  });

  it("lets a later message correct an earlier one", () => {
    const a = assess(null, [{ role: "user", content: "I think I passed out" }, { role: "user", content: "sorry, I didn't pass out at all" }]);
    expect(a.red_flags).toEqual([]);
  });

  it("does not flag pregnancy for a man talking about his wife", () => {
    expect(run("my wife is pregnant and I have tension headaches", { sex: "male" }).red_flags).toEqual([]);
  });
});

describe("exertional onset and evidence", () => {
  it.each([
    "I was lifting weights and suddenly got the worst headache of my life",
    "halfway through my run I got a sudden blinding headache",
    "I was straining on the toilet and my head just exploded",
    "while I was having sex it suddenly hit, worst pain ever",
    "was shovelling snow and the worst headache i've ever had came on in a second",
  ])("flags a sudden headache that began with exertion as Valsalva/exertion-precipitated: %s", (text) => {
    const codes = run(text).red_flags.map((f) => f.code);
    expect(codes).toContain("thunderclap_onset");
    expect(codes).toContain("valsalva_precipitated");
  });

  it("does not flag exercise that is only mentioned", () => {
    expect(run("I go to the gym 3 times a week and it helps my headaches").red_flags).toEqual([]);
    expect(run("I lift weights and have dull headaches on both sides most weeks").red_flags.map((f) => f.code)).not.toContain("valsalva_precipitated");
  });

  it("quotes each piece of evidence once", () => {
    const a = run("It came on suddenly, the worst headache of my life, like a thunderclap, never had anything like this before");
    for (const f of a.red_flags) expect(new Set(f.evidence).size).toBe(f.evidence.length);
    expect(a.red_flags.find((f) => f.code === "thunderclap_onset")?.evidence).toHaveLength(1);
  });
});

describe("spelling repair never turns common words into red flags", () => {
  it.each([
    "I painted the kitchen yesterday and now have a headache",
    "I had to cancel my plans, it is chilly outside",
    "I'm a dancer and I get headaches after long rehearsals",
    "I was training a new colleague and suddenly my head hurt",
    "I was running late for work and suddenly got a headache",
    "the pain changes sides and the pain is fainter now",
  ])("%s", (text) => {
    expect(run(text).red_flags).toEqual([]);
  });
});

describe("rules that read the whole story", () => {
  const story = (intake: unknown, ...m: string[]) => assess(intake, m.map((content) => ({ role: "user" as const, content })));

  it("does not flag a cough or sex headache told as the same for years, not sudden, already scanned", () => {
    const a = story(null, "I get a headache during sex, on and off for about four years", "it's not sudden, it builds up over a few minutes", "exactly the same every time, they did a CT scan and it was normal");
    expect(a.red_flags.map((f) => f.code)).not.toContain("valsalva_precipitated");
  });

  it("still flags a new cough headache", () => {
    expect(story({ age: 58 }, "for the last six weeks every time I cough I get a sharp pain in the back of my head").red_flags.map((f) => f.code)).toContain("valsalva_precipitated");
  });

  it("does not call overuse before 3 months of headaches (ICHD-3 8.2 C)", () => {
    const a = story(null, "I've had headaches for about five weeks now and I take paracetamol most days");
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });

  it("reads a deficit there since birth as the person's baseline", () => {
    expect(story(null, "I have cerebral palsy, my right arm and leg have always been weak. I get tension headaches").red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
    expect(story(null, "my right arm has always been weak but since this morning the arm is much weaker").red_flags.map((f) => f.code)).toContain("neuro_deficit");
  });

  it("reads a red painful eye with coloured rings round lights as angle-closure glaucoma", () => {
    const a = story({ age: 68 }, "severe pain in my right eye, it is red and I see rainbow colour rings around the tube light, vision hazy in that eye");
    expect(a.red_flags.map((f) => f.code)).toContain("painful_eye_autonomic");
    expect(a.urgency).toBe("emergency");
  });

  it("reads carbon monoxide from a household told as 'all four of us' and better out of doors", () => {
    const a = story(null, "all four of us have had headaches since monday", "it's worst when the gas fire is on; spent all day on the beach and felt loads better then it came back at night");
    expect(a.hazards?.map((h) => h.code) ?? []).toContain("carbon_monoxide");
    expect(a.urgency).toBe("emergency");
  });

  it("reads carbon monoxide from 'me, my husband and both kids have all had headaches' and better at a sister's", () => {
    const a = story(
      null,
      "me, my husband and both kids have all had headaches for about a week and a half",
      "we all went to my sister's for the whole of saturday and by the afternoon we all felt loads better, then it came back once we were home again",
    );
    expect(a.hazards?.map((h) => h.code) ?? []).toContain("carbon_monoxide");
    expect(a.urgency).toBe("emergency");
  });

  it("does not read 'no carbon monoxide alarm' as a fuel-burning appliance", () => {
    expect(story(null, "no carbon monoxide alarm, never had one").facts.some((f) => f.key === "fuel_appliance" && f.polarity === "affirmed")).toBe(false);
  });

  it("does not read a steroid asked about as immunosuppression", () => {
    expect(story(null, "cluster bout is back, I want to ask about prednisolone like last year").red_flags.map((f) => f.code)).not.toContain("immunosuppression");
  });
});

describe("raised intracranial pressure with sight at risk (combined.ts raisedPressureKeys)", () => {
  const flag = (...m: string[]) => assess(null, m.map((content) => ({ role: "user" as const, content }))).red_flags.find((f) => f.code === "papilledema_visual");
  it.each([
    ["my headaches have got worse every week for a month, I was sick this morning and my sight greys out for a few seconds when I stand up"],
    ["headaches getting steadily worse, worse when I lie down, and my vision blacks out for a second or two at a time"],
    ["the headaches keep getting worse and worse. my vision goes dark for a couple of seconds sometimes. I've been throwing up in the mornings"],
  ])("obscurations with a progressive headache and another pressure sign are same-day (urgent), not an ambulance: %s", (text) => {
    expect(flag(text)?.urgency).toBe("urgent");
  });

  it.each([
    ["my vision greys out for a few seconds when I stand up too fast, I get headaches now and then"],
    ["headaches getting worse over a few weeks and my sight went grey for a few seconds once"],
  ])("obscurations without the rest stay urgent: %s", (text) => {
    expect(flag(text)?.urgency).toBe("urgent");
  });
});

describe("round-4 categories", () => {
  const run2 = (...m: string[]) => assess(null, m.map((content) => ({ role: "user" as const, content })));
  it.each([
    ["carrying a sofa up the stairs I got a pounding headache, it built up over ten minutes", "never had a headache like that with exercise before"],
    ["halfway through my run a headache came on over a few minutes", "I've never had one like that before"],
  ])("a first-ever headache built up during exertion is valsalva_precipitated, urgent: %s", (...m) => {
    const a = run2(...m);
    expect(a.red_flags.find((f) => f.code === "valsalva_precipitated")?.urgency).toBe("urgent");
    expect(a.urgency).toBe("urgent");
  });

  it("exercise told with a usual headache stays unflagged", () => {
    expect(run2("I usually get a mild headache after a long run, have done for years, same every time").red_flags.map((f) => f.code)).not.toContain("valsalva_precipitated");
  });

  it("a sudden worst-ever headache unlike the usual slow migraines is a thunderclap, even with the migraines told", () => {
    const a = run2(
      "last friday i was hoovering and out of nowhere this pain hit the back of my head, worst pain of my life, full on within a couple of seconds",
      "I do get the odd migraine but they creep up slowly over hours, last friday was nothing like them",
    );
    expect(a.red_flags.map((f) => f.code)).toContain("thunderclap_onset");
    expect(a.red_flags.map((f) => f.code)).not.toContain("post_trauma");
    expect(a.urgency).toBe("emergency");
  });

  it("a couple with morning headaches, a gas fire on all night and better at work is carbon monoxide", () => {
    const a = run2("Me and my partner are in a caravan. We've both had thumping headaches most mornings for a week", "we keep an old gas fire on all night", "by the time I've been at work a couple of hours the headache is mostly gone");
    expect(a.urgency).toBe("emergency");
  });
});
