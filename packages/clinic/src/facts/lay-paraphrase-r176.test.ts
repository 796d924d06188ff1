import { describe, expect, it } from "vitest";
import { flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 176 of fresh cases (issue 13): people writing from work or on the move;
// the decisive fact said once, in passing, or only by its consequence.

describe("round 176", () => {
  it("a lift then the head exploding is an exertional onset; 'thought I'd banged it ... but I didn't' is no knock", () => {
    const f = flags({ age: 38 }, "lifting my 3yo into her car seat outside the house and the back of my head just exploded. like a crack", "instant. 10/10 straight away. thought i'd banged it on the door frame but i didnt, nothing touched my head");
    expect(f).toContain("valsalva_precipitated");
    expect(f).not.toContain("post_trauma");
  });
  it("a chemo unit worked on, and a sister's 'postpartum hormones', are not the patient's", () => {
    expect(yes("immunosuppressed", "nurse, rotating days/nights on the chemo day unit.")).toBe(false);
    expect(yes("postpartum", "my sister says my migraines are postpartum hormones")).toBe(false);
  });
  it("'once in a month or two' is under one a month", () => {
    expect(value("headache_days", "mild tight forehead, once in a month or two")).toBeLessThan(1);
  });
  it("onset and speech told by their consequences", () => {
    expect(yes("sudden_onset", "before the chorus even finished I had to pull over into the bus lane, the back of my head just went")).toBe(true);
    expect(yes("never_like_this", "Way worse than any headache ive ever had honestly.")).toBe(true);
    expect(yes("speech", "when I stood up to thank the minister my wife had to finish my sentence for me, the words just would not come out.")).toBe(true);
    expect(yes("neck_stiffness", "i have to hold the phone up at eye level cos bending my neck down to look at it is agony")).toBe(true);
  });
  it("a reading 'on me' from someone else's thermometer is the patient's", () => {
    expect(yes("fever", "head is absolutely killing me", "my flatmates mum packed her a thermometer for uni, it beeped 39.4 on me which we thought was funny at first")).toBe(true);
  });
  it("lying flat 'the only way it goes away' is an upright headache; a top note that blows the head apart is a Valsalva trigger", () => {
    expect(yes("worse_upright", "I've watched the entire season again lying flat on the couch, which is the only way it goes away")).toBe(true);
    expect(yes("exertion_trigger", "I've had to hand my cornet solo to the lad on second cornet, because every top note blows the back of my head apart for a minute or two")).toBe(true);
  });
  it("'couldn't see straight I was that done in' is tiredness; 'I take one ..., so like 5 days a week' counts the medicine named before", () => {
    expect(yes("visual_disturbance", "By the end of todays shift I couldnt see straight I was that done in.")).toBe(false);
    expect(value("med:sumatriptan", "I stock up on sumatriptan at the farmacia. I take one on basically every headache day so I don't fall behind at work, so like 5 days a week")).toBeGreaterThan(15);
  });
  it("'the flashes' a migraine medicine does nothing for are pains, not an aura", () => {
    expect(yes("aura", "Flashes of pain in and around my right eye, burning and stabbing.")).toBe(false);
    expect(yes("aura", "Maxalt does nothing for the flashes")).toBe(false);
  });
  it("a new kind 'nothing like my migraines' begun weeks ago at 54 is new after 50; periods stopped years ago date no headache", () => {
    const f = flags({}, "I have had migraines since my army service at 19. Those are the same as always, nothing new there", "What is new is something else that started 5 weeks ago.", "I never had anything like this before, it is nothing like my migraines. I'm 54, periods stopped 3 years ago.");
    expect(f).toContain("new_onset_over_50");
    expect(value("history_months", "I'm 54, periods stopped 3 years ago.")).toBeUndefined();
  });
  it("'full strength straight away' stands against 'my normal attacks build over a few minutes'; week 3 of a bout is too soon for overuse", () => {
    const f = flags({ age: 36 }, "Ive had cluster headaches since I was 28, about an hour each, im in week 3 of a bout now", "I was heaving the loaded cooler box up onto the back of the bakkie, really straining, and the back of my head just exploded. It was full strength straight away", "My normal attacks build over a few minutes behind the right eye", "Ive used about 12 injections this bout");
    expect(f).toContain("thunderclap_onset");
    expect(f).not.toContain("medication_overuse");
  });
});
