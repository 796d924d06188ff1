import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { diaryFigures, shiftDay, type DiaryEntry } from "@hg/shared";
import { BACKENDS } from "../../test/backends.ts";
import { api, lastEmailTo, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";
import { openTestDatabase, rowsMentioning } from "../../test/db-catalogue.ts";

// Real clock: days are counted back from today (UTC), as a person using the diary would.
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => shiftDay(today, n);

const headache = (day: string, extra: Record<string, unknown> = {}) => ({
  kind: "headache",
  clientId: randomUUID(),
  startedAt: `${day}T10:00:00Z`,
  severity: "moderate",
  ...extra,
});
const headacheFree = (day: string) => ({ kind: "headache_free", clientId: randomUUID(), day });
const midas = (counts: Partial<Record<"missedWork" | "reducedWork" | "missedHousework" | "reducedHousework" | "missedLeisure", number>> = {}) => ({
  clientId: randomUUID(),
  missedWork: 0,
  reducedWork: 0,
  missedHousework: 0,
  reducedHousework: 0,
  missedLeisure: 0,
  ...counts,
});

describe.each(BACKENDS)("headache diary on %s", (backend) => {
  let server: TestServer;
  let owner: Session;
  let stranger: Session;
  // A guest whose diary every bad request must leave empty.
  let blank: Session;
  beforeAll(async () => {
    server = await startServer(backend);
    [owner, stranger, blank] = await Promise.all([signUpVerified(server), signUpVerified(server), signInAnonymous(server)]);
  });
  afterAll(() => server?.close());

  const path = (who: Session, rest = "") => `/api/user/${who.userId}/diary${rest}`;
  const create = (who: Session, body: unknown) => api(server, "POST", path(who), { token: who.token, body });
  const list = (who: Session, from: string, to: string) => api(server, "GET", path(who, `?from=${from}&to=${to}`), { token: who.token });
  const patch = (who: Session, id: string, body: unknown) => api(server, "PATCH", path(who, `/${id}`), { token: who.token, body });
  const remove = (who: Session, id: string) => api(server, "DELETE", path(who, `/${id}`), { token: who.token });

  it("logs an attack with 201, classes each medicine, and answers a retry of the same clientId with the stored entry", async () => {
    const body = headache(daysAgo(1), { medicines: [{ name: "Sumatriptan 50 mg" }, { name: "Ibuprofen 400mg" }, { name: "Feverfew tea" }] });
    const first = await create(owner, body);
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toMatchObject({ clientId: body.clientId, kind: "headache", day: daysAgo(1), severity: "moderate", endedAt: null, character: [], notes: "" });
    expect(first.body.medicines).toEqual([
      { name: "Sumatriptan 50 mg", class: "triptan" },
      { name: "Ibuprofen 400mg", class: "simple" },
      { name: "Feverfew tea", class: "other" },
    ]);
    const retry = await create(owner, { ...body, severity: "extreme" });
    expect(retry).toMatchObject({ status: 200, body: { id: first.body.id, severity: "moderate" } });
    const listed = await list(owner, daysAgo(1), daysAgo(1));
    expect(listed.body.entries.filter((e: DiaryEntry) => e.clientId === body.clientId)).toHaveLength(1);
  });

  it("stores one entry when the same create races itself", async () => {
    const who = await signInAnonymous(server);
    const body = headache(daysAgo(2));
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(who, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await list(who, daysAgo(2), daysAgo(2))).body.entries).toHaveLength(1);
  });

  it("counts an attack for the date written in startedAt, in the person's own offset", async () => {
    const who = await signInAnonymous(server);
    const day = daysAgo(3);
    const res = await create(who, headache(day, { startedAt: `${day}T01:30:00+01:00` }));
    expect(res.body).toMatchObject({ day, startedAt: `${day}T01:30:00+01:00` });
    expect((await list(who, day, day)).body.entries).toHaveLength(1);
    expect((await list(who, daysAgo(4), daysAgo(4))).body.entries).toHaveLength(0);
  });

  it("lists an inclusive range of days, by day and then by the moment each attack started", async () => {
    const who = await signInAnonymous(server);
    const [before, first, second, after] = [daysAgo(13), daysAgo(12), daysAgo(11), daysAgo(10)];
    // 09:00 at +05:00 is 04:00 UTC: earlier than 06:00Z, although it sorts later as text.
    for (const body of [headache(second), headache(first, { startedAt: `${first}T06:00:00Z` }), headache(first, { startedAt: `${first}T09:00:00+05:00` }), headache(before), headache(after)]) {
      expect((await create(who, body)).status).toBe(201);
    }
    const res = await list(who, first, second);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: DiaryEntry) => e.startedAt)).toEqual([`${first}T09:00:00+05:00`, `${first}T06:00:00Z`, `${second}T10:00:00Z`]);
  });

  it("changes only the fields a PATCH sends, sets updatedAt, and classes new medicines", async () => {
    const day = daysAgo(5);
    const created = (await create(owner, headache(day, { medicines: [{ name: "Paracetamol" }], notes: "at work", triggers: ["screen"] }))).body;
    await new Promise((r) => setTimeout(r, 5));
    const first = await patch(owner, created.id, { endedAt: `${day}T16:00:00Z`, side: "left", symptoms: ["nausea", "photophobia"] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...created, endedAt: `${day}T16:00:00Z`, side: "left", symptoms: ["nausea", "photophobia"], updatedAt: expect.any(String) });
    expect(first.body.updatedAt > created.updatedAt).toBe(true);
    const second = await patch(owner, created.id, { side: null, medicines: [{ name: "Rizatriptan 10 mg", takenAt: `${day}T11:00:00Z` }] });
    expect(second.body).toMatchObject({ side: null, symptoms: ["nausea", "photophobia"], notes: "at work", triggers: ["screen"], createdAt: created.createdAt });
    expect(second.body.medicines).toEqual([{ name: "Rizatriptan 10 mg", class: "triptan", takenAt: `${day}T11:00:00Z` }]);
    const stored = (await list(owner, day, day)).body.entries.find((e: DiaryEntry) => e.id === created.id);
    expect(stored).toEqual(second.body);
  });

  it("refuses an end before the start, naming endedAt, and keeps the entry as it was", async () => {
    const day = daysAgo(6);
    const created = (await create(owner, headache(day, { endedAt: `${day}T12:00:00Z` }))).body;
    const early = await patch(owner, created.id, { endedAt: `${day}T09:00:00Z` });
    expect(early).toMatchObject({ status: 400, body: { errors: [{ path: "endedAt", message: "endedAt must not be before startedAt" }] } });
    // Moving the start past the stored end is the same mistake.
    expect((await patch(owner, created.id, { startedAt: `${day}T13:00:00Z` })).body.errors[0].path).toBe("endedAt");
    expect((await create(owner, headache(day, { endedAt: `${daysAgo(7)}T12:00:00Z` }))).body.errors[0].path).toBe("endedAt");
    const stored = (await list(owner, day, day)).body.entries.find((e: DiaryEntry) => e.id === created.id);
    expect(stored).toEqual(created);
  });

  it("deletes an entry with 204, after which it is gone and a second delete is 404", async () => {
    const created = (await create(owner, headache(daysAgo(8)))).body;
    const res = await remove(owner, created.id);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await list(owner, daysAgo(8), daysAgo(8))).body.entries.map((e: DiaryEntry) => e.id)).not.toContain(created.id);
    expect(await remove(owner, created.id)).toMatchObject({ status: 404, body: { detail: "Diary entry not found" } });
  });

  it("answers 401 without a session and 403 for another person's id, on every diary route", async () => {
    const entry = (await create(owner, headache(daysAgo(9)))).body;
    const calls: Array<[string, string, unknown]> = [
      ["GET", path(owner, `?from=${today}&to=${today}`), undefined],
      ["POST", path(owner), headache(today)],
      ["PATCH", path(owner, `/${entry.id}`), { severity: "mild" }],
      ["DELETE", path(owner, `/${entry.id}`), undefined],
      ["GET", path(owner, "/midas"), undefined],
      ["POST", path(owner, "/midas"), midas()],
    ];
    for (const [method, url, body] of calls) {
      expect((await api(server, method, url, { body })).status, `${method} ${url} signed out`).toBe(401);
      expect(await api(server, method, url, { token: stranger.token, body }), `${method} ${url} as a stranger`).toMatchObject({ status: 403, body: { detail: "This user id is not the signed-in user" } });
    }
    expect((await list(owner, daysAgo(9), daysAgo(9))).body.entries.find((e: DiaryEntry) => e.id === entry.id)).toEqual(entry);
  });

  it("answers 404 for an entry that is someone else's or does not exist, and leaves the owner's alone", async () => {
    const entry = (await create(owner, headache(daysAgo(10)))).body;
    expect((await patch(stranger, entry.id, { severity: "mild" })).status).toBe(404);
    expect((await remove(stranger, entry.id)).status).toBe(404);
    expect((await patch(owner, randomUUID(), { severity: "mild" })).status).toBe(404);
    expect((await list(owner, daysAgo(10), daysAgo(10))).body.entries.find((e: DiaryEntry) => e.id === entry.id)).toEqual(entry);
  });

  it.each([
    ["severity", headache(today, { severity: "terrible" })],
    ["startedAt", headache(today, { startedAt: "yesterday at noon" })],
    ["startedAt", headache(today, { startedAt: `${shiftDay(today, -3)}T10:00:00Z` })],
    ["clientId", headache(today, { clientId: "not-a-uuid" })],
    ["kind", { clientId: randomUUID(), startedAt: `${today}T10:00:00Z`, severity: "mild" }],
    ["character", headache(today, { character: ["throbbing", "throbbing"] })],
    ["medicines.0.name", headache(today, { medicines: [{ name: "" }] })],
    ["day", { kind: "headache_free", clientId: randomUUID(), day: "2026-02-30" }],
    ["day", headacheFree(shiftDay(today, -3))],
  ])("refuses bad input with 400 naming %s, and stores nothing", async (field, body) => {
    const res = await create(blank, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(res.body.detail).toContain(field);
    expect((await list(blank, daysAgo(30), shiftDay(today, -3))).body.entries).toEqual([]);
  });

  it("refuses a range over 400 days naming `to`, and a range without `from` naming `from`", async () => {
    const long = await list(owner, daysAgo(401), today);
    expect(long).toMatchObject({ status: 400, body: { errors: [{ path: "to", message: "to must be at most 400 days after from" }] } });
    expect((await list(owner, daysAgo(400), today)).status).toBe(200);
    expect((await list(owner, today, daysAgo(1))).body.errors[0].path).toBe("to");
    const noFrom = await api(server, "GET", path(owner, `?to=${today}`), { token: owner.token });
    expect(noFrom).toMatchObject({ status: 400, body: { errors: [{ path: "from" }] } });
  });

  it("lets a headache replace the day's headache-free mark, and refuses marking free a day with a headache (409)", async () => {
    const who = await signInAnonymous(server);
    const day = daysAgo(4);
    const mark = await create(who, headacheFree(day));
    expect(mark).toMatchObject({ status: 201, body: { kind: "headache_free", day, startedAt: null, severity: null } });
    expect(await create(who, headacheFree(day))).toMatchObject({ status: 200, body: { id: mark.body.id } });
    expect(await patch(who, mark.body.id, { severity: "mild" })).toMatchObject({ status: 409 });
    const attack = await create(who, headache(day));
    expect(attack.status).toBe(201);
    expect((await list(who, day, day)).body.entries.map((e: DiaryEntry) => e.kind)).toEqual(["headache"]);
    const again = await create(who, headacheFree(day));
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(`${day} already has a headache logged: delete it first to mark the day headache-free`);
    // Moving an attack onto a day marked free replaces that mark too.
    const other = daysAgo(5);
    await create(who, headacheFree(other));
    await patch(who, attack.body.id, { startedAt: `${other}T08:00:00Z` });
    expect((await list(who, other, day)).body.entries.map((e: DiaryEntry) => [e.day, e.kind])).toEqual([[other, "headache"]]);
  });

  it("refuses a 21st headache on one day and a 5,001st entry with 409", async () => {
    const who = await signInAnonymous(server);
    const day = daysAgo(1);
    // Sent at once: the per-person lock keeps the count exact.
    const answers = await Promise.all(Array.from({ length: 21 }, (_, i) => create(who, headache(day, { startedAt: `${day}T${String(i).padStart(2, "0")}:00:00Z` }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.detail).toBe(`${day} already has 20 headache entries, the most one day can hold: add details to one of them instead`);
    expect((await list(who, day, day)).body.entries).toHaveLength(20);

    const check = openTestDatabase(server);
    try {
      const now = new Date().toISOString();
      const rows = Array.from({ length: 4980 }, (_, i) => ({
        id: randomUUID(), user_id: who.userId, client_id: randomUUID(), kind: "headache_free", day: shiftDay(daysAgo(30), i),
        started_at: null, ended_at: null, severity: null, medicines: "[]", side: null, character: "[]", symptoms: "[]", aura: null, triggers: "[]", notes: "", created_at: now, updated_at: now,
      }));
      for (let i = 0; i < rows.length; i += 500) await check.db.insertInto("diary_entry").values(rows.slice(i, i + 500)).execute();
    } finally {
      await check.close();
    }
    const full = await create(who, headache(daysAgo(2)));
    expect(full).toMatchObject({ status: 409, body: { detail: "The diary already holds 5000 entries, the most it can keep: delete old entries to log new ones" } });
    expect((await remove(who, answers.find((a) => a.status === 201)?.body.id)).status).toBe(204);
    expect((await create(who, headache(daysAgo(2)))).status).toBe(201);
  });

  it("gives 30- and 90-day figures that agree with the entries: medicine days by class and the 8.2 positions", async () => {
    const who = await signInAnonymous(server);
    // 30 attacks every third day: a triptan each time, ibuprofen on every third attack, 5 days marked free.
    for (let i = 0; i < 30; i++) {
      const medicines = [{ name: "Sumatriptan 50 mg" }, ...(i % 3 === 0 ? [{ name: "Ibuprofen 400 mg" }] : [])];
      expect((await create(who, headache(daysAgo(3 * i), { medicines, side: "left", character: ["throbbing"], symptoms: ["nausea"] }))).status).toBe(201);
    }
    for (let i = 0; i < 5; i++) expect((await create(who, headacheFree(daysAgo(3 * i + 1)))).status).toBe(201);
    // Outside the 90 days: counted nowhere.
    await create(who, headache(daysAgo(95), { medicines: [{ name: "Codeine" }] }));

    const res = await list(who, daysAgo(89), today);
    expect(res.status).toBe(200);
    expect(res.body.entries).toHaveLength(35);
    const { last30, last90 } = res.body.figures;
    expect(last90).toMatchObject({ from: daysAgo(89), to: today, days: 90, loggedDays: 35, headacheDays: 30, headacheFreeDays: 5, migraineLikeDays: 30, headacheDaysPerMonth: 10 });
    expect(last90.medicineDays).toEqual({ simple: 10, triptan: 30, ergot: 0, opioid: 0, combination: 0, other: 0, any: 30 });
    expect(last90.overuse).toEqual([
      { class: "simple", daysPerMonth: 3.3, limit: 15, position: "below" },
      { class: "triptan", daysPerMonth: 10, limit: 10, position: "above" },
      { class: "any", daysPerMonth: 10, limit: 10, position: "above" },
    ]);
    // The last 30 days hold attacks 0-9 (triptan on all 10, ibuprofen on 0, 3, 6, 9) and all 5 free days.
    expect(last30).toMatchObject({ days: 30, headacheDays: 10, headacheFreeDays: 5, medicineDays: { triptan: 10, simple: 4, any: 10 } });
    expect(last30.overuse.find((o: { class: string }) => o.class === "triptan")).toMatchObject({ daysPerMonth: 10, position: "above" });
    expect(last90).toEqual(diaryFigures(res.body.entries, today, 90));
    // The figures end on `to`, whatever `from` is.
    expect((await list(who, today, today)).body.figures).toEqual(res.body.figures);
  });

  it("stores MIDAS with its score and grade, idempotent by clientId, and lists it newest first", async () => {
    const who = await signInAnonymous(server);
    const url = path(who, "/midas");
    const body = midas({ missedWork: 3, reducedWork: 4, missedHousework: 2, reducedHousework: 1, missedLeisure: 2 });
    const first = await api(server, "POST", url, { token: who.token, body });
    expect(first).toMatchObject({ status: 201, body: { clientId: body.clientId, score: 12, grade: "III", missedWork: 3 } });
    expect(await api(server, "POST", url, { token: who.token, body: { ...body, missedWork: 0 } })).toMatchObject({ status: 200, body: { id: first.body.id, score: 12 } });
    await new Promise((r) => setTimeout(r, 5));
    const second = await api(server, "POST", url, { token: who.token, body: midas({ missedLeisure: 5 }) });
    expect(second.body).toMatchObject({ score: 5, grade: "I" });
    const listed = await api(server, "GET", url, { token: who.token });
    expect(listed).toMatchObject({ status: 200, body: { midas: [{ id: second.body.id }, { id: first.body.id }] } });
    const bad = await api(server, "POST", url, { token: who.token, body: midas({ missedWork: 91 }) });
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ path: "missedWork", message: "missedWork must be between 0 and 90 days" }] } });
  });

  it("puts the diary and MIDAS in the export and removes them with the account", async () => {
    const person = await signUpVerified(server);
    const entry = (await create(person, headache(daysAgo(1), { medicines: [{ name: "Naproxen" }] }))).body;
    const record = (await api(server, "POST", path(person, "/midas"), { token: person.token, body: midas({ missedWork: 1 }) })).body;
    const exported = await api(server, "GET", `/api/user/${person.userId}/export`, { token: person.token });
    expect(exported.status).toBe(200);
    expect(exported.body.diary).toEqual([entry]);
    expect(exported.body.midas).toEqual([record]);

    expect((await api(server, "DELETE", `/api/user/${person.userId}`, { token: person.token })).status).toBe(200);
    const check = openTestDatabase(server);
    try {
      expect(await rowsMentioning(check.db as Kysely<unknown>, check.kind, person.userId)).toEqual([]);
      expect(await rowsMentioning(check.db as Kysely<unknown>, check.kind, entry.id)).toEqual([]);
      expect(await rowsMentioning(check.db as Kysely<unknown>, check.kind, record.id)).toEqual([]);
    } finally {
      await check.close();
    }
  });

  it("keeps a guest's diary and MIDAS when the guest creates an account", async () => {
    const guest = await signInAnonymous(server);
    const entry = (await create(guest, headache(daysAgo(2)))).body;
    const mark = (await create(guest, headacheFree(daysAgo(3)))).body;
    const record = (await api(server, "POST", path(guest, "/midas"), { token: guest.token, body: midas({ missedLeisure: 7 }) })).body;
    const email = `diary.${backend}.${randomUUID().slice(0, 6)}@example.com`;
    await api(server, "POST", "/api/auth/sign-up/email", { token: guest.token, body: { email, password: "long-enough-1", name: "G" } });
    await fetch(lastEmailTo(server, email)?.links[0] ?? "", { redirect: "manual", headers: { authorization: `Bearer ${guest.token}` } });
    const signIn = await api(server, "POST", "/api/auth/sign-in/email", { body: { email, password: "long-enough-1" } });
    const account: Session = { token: signIn.headers.get("set-auth-token") ?? "", userId: signIn.body.user.id };
    expect(account.userId).not.toBe(guest.userId);
    expect((await list(account, daysAgo(3), daysAgo(2))).body.entries).toEqual([mark, entry]);
    expect((await api(server, "GET", path(account, "/midas"), { token: account.token })).body.midas).toEqual([record]);
  });

  it("merges a guest's diary into an existing account it signs in to: a day with a headache keeps no free mark", async () => {
    const member = await signUpVerified(server);
    const [attackDay, freeDay] = [daysAgo(20), daysAgo(21)];
    const attack = (await create(member, headache(attackDay))).body;
    await create(member, headacheFree(freeDay));
    const guest = await signInAnonymous(server);
    await create(guest, headacheFree(attackDay));
    await create(guest, headacheFree(freeDay));
    const guestAttack = (await create(guest, headache(daysAgo(22)))).body;
    const signIn = await api(server, "POST", "/api/auth/sign-in/email", { token: guest.token, body: { email: member.email, password: member.password } });
    expect(signIn.status).toBe(200);
    const entries = (await list(member, daysAgo(22), daysAgo(20))).body.entries;
    expect(entries.map((e: DiaryEntry) => [e.day, e.kind])).toEqual([
      [daysAgo(22), "headache"],
      [freeDay, "headache_free"],
      [attackDay, "headache"],
    ]);
    expect(entries.map((e: DiaryEntry) => e.id)).toEqual(expect.arrayContaining([attack.id, guestAttack.id]));
  });

  it("is described in the OpenAPI document under the diary tag", async () => {
    const doc = (await api(server, "GET", "/api/openapi.json")).body;
    const expected: Array<[string, string, string[]]> = [
      ["/api/user/{userId}/diary", "get", ["200", "400", "401", "403"]],
      ["/api/user/{userId}/diary", "post", ["200", "201", "400", "401", "403", "409"]],
      ["/api/user/{userId}/diary/{entryId}", "patch", ["200", "400", "401", "403", "404", "409"]],
      ["/api/user/{userId}/diary/{entryId}", "delete", ["204", "401", "403", "404"]],
      ["/api/user/{userId}/diary/midas", "get", ["200", "401", "403"]],
      ["/api/user/{userId}/diary/midas", "post", ["200", "201", "400", "401", "403"]],
    ];
    for (const [route, method, statuses] of expected) {
      const operation = doc.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect(operation.tags).toEqual(["diary"]);
      expect(operation.description.length).toBeGreaterThan(40);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(statuses));
    }
  });
});
