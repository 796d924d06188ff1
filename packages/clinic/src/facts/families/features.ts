import type { FeatureFamily } from "./family.ts";

// Lay paraphrases of the features the ICHD-3 criteria read (1.1 C-D, 2.x C-D, 3.x C, 3.4, 4.10).

export const FEATURE_FAMILIES: FeatureFamily[] = [
  { key: "nausea", phrases: ["I feel sick with them", "makes me queasy", "pounding, and sick with it", "I feel nauseous", "I get nausea", "I want to throw up", "sick to my stomach with it", "feel really sick"], benign: ["I'm sick of these headaches"] },
  { key: "vomiting", phrases: ["I throw up", "I'm usually sick with them", "I vomit", "I puke when it's bad", "she threw up twice", "I was sick in the night", "vomitting"] },
  { key: "photophobia", phrases: ["light hurts my eyes", "I can't stand bright lights", "I need the curtains shut", "I have to lie in a dark room", "the light is unbearable", "sensitive to light", "screens make it worse", "I wear sunglasses indoors"] },
  { key: "phonophobia", phrases: ["noise makes it worse", "I can't stand any sound", "the telly is too loud", "I need it quiet", "sensitive to noise", "sounds bother me", "I can't bear the kids shouting"] },
  { key: "pulsating", phrases: ["it's throbbing", "pounding headache", "a banging head", "like a heartbeat in my head", "it pulses", "thumping pain", "hammering in my head"] },
  { key: "pressing", phrases: ["like a tight band round my head", "pressure across my forehead", "feels like a vice", "a dull ache", "a heavy feeling", "squeezing"] },
  { key: "unilateral", phrases: ["on one side", "only on the left", "right side of my head", "behind my right eye", "one-sided", "on my left temple", "it has never been on the left, not once"] },
  { key: "bilateral", phrases: ["both sides", "all over my head", "across my forehead", "a band around my head", "the whole head"] },
  { key: "activity_worse", phrases: ["moving makes it worse", "walking up stairs makes it worse", "I have to lie still", "worse when I move", "bending over makes it worse", "I can't get out of bed"] },
  { key: "lacrimation", phrases: ["my eye waters", "my left eye streams", "my eye is watering", "tears run from that eye", "watery eye on that side"] },
  { key: "rhinorrhea", phrases: ["my nose runs", "runny nose on that side", "my left nostril runs", "nose dripping"] },
  { key: "nasal_congestion", phrases: ["my nose gets blocked", "that side of my nose blocks up", "stuffy nose on that side", "my nostril gets stuffy"] },
  { key: "ptosis", phrases: ["my eyelid droops", "droopy eyelid", "the lid drops a bit", "my eyelid is drooping", "my eyelids droop on the left side"], benign: ["my eyelids feel heavy when I'm tired"] },
  { key: "restlessness", phrases: ["I can't sit still", "I pace around", "I'm restless", "I rock back and forth", "I get fidgety and wander about"] },
  { key: "aura", phrases: ["I see zigzags first", "shimmering lights before it starts", "a blind spot that spreads", "flashing lights then the headache", "wavy lines in my vision", "sparkly lights before"] },
  { key: "continuous", phrases: ["it's constant", "it never goes away", "it's there all the time", "24/7", "my head has ached constantly since spring", "it never completely goes away", "a background ache all the time",
    "it hasn't switched off once since March", "not for one minute has it gone", "it never goes away completely, just a grumble in the background", "it hasn't let up for a single minute since March", "never a day without it since april", "there's always a niggle in the background"],
    benign: ["I've not had a minute to myself all week", "I haven't stopped for a minute at work", "I have not once gone to the doctor about my migraines", "I don't believe that for one minute", "I get 3 attacks a day"] },
  // Flare-ups on a continuous background (ICHD-3 3.4 B), told also as the quiet background between them.
  { key: "exacerbations", phrases: ["it flares up a couple of times a week", "it never goes away completely, just a grumble in the background", "it never fully goes away, just simmers in the background and then ramps up on top", "it settles back down to a dull ache", "some days it spikes"], benign: ["it never completely goes away"] },
  // Worse upright (ICHD-3 7.2.3) told through the day, kept apart from worse lying down.
  { key: "worse_upright", phrases: ["better flat, back within minutes of standing", "after an hour or so up and about it's thumping", "a couple of hours on my feet and it's pounding", "within 10 minutes of standing it comes back", "it's worse when I stand up"], benign: ["it's worse lying down", "I feel better lying down in a dark room", "I wake up fine most days"] },
  { key: "wakes_from_sleep", phrases: ["my son has been woken up crying with it", "it wakes him at night", "he woke up screaming holding his head last night", "the pain wakes her in the night", "she's been waking at night crying with her head"], benign: ["I woke up crying after a bad dream", "the baby wakes me at night"] },
  { key: "rash", phrases: ["little purple dots that didn't fade when I pressed a glass on them", "spots that don't go when you press", "a rash like little bruises", "tiny red spots that are still there when I press a glass on them", "a non-blanching rash"], benign: ["I've had a rash for weeks that won't go away", "the spots went away on their own", "purple bruises from the fall"] },
  { key: "miosis", phrases: ["my pupil is like a pinprick on that side", "the pupil on the left goes tiny", "the black bit of my eye gets small on that side"], benign: ["my pupils are tiny after the eye drops"] },
  { key: "half_closed_eye", phrases: ["my left eyelid is sitting lower than the right", "her eyelid's sitting lower on one side", "my right eye is half shut", "one of my eyes looks smaller than the other", "his lid is hanging right down"], benign: ["my eyes are half closed I'm so tired"] },
  { key: "remembered_onset", phrases: ["it started on the 3rd of February", "I remember the exact day it started", "since the day after my flu", "it began on March 10th"] },
  { key: "indomethacin_response", phrases: ["indomethacin stopped them completely", "indomethacin got rid of it", "the pain went away completely on indomethacin"] },
  { key: "severe", phrases: ["it's excruciating", "I'm in absolute agony", "8 out of 10", "really bad", "absolutely awful", "it's killing me", "I can't function", "the most horrendous pain"], benign: ["this audit is killing me", "my commute is killing me"] },
  { key: "mild", phrases: ["it's mild", "not too bad", "I can still work", "a niggling ache", "bearable"] },
];
