import type { DiaryEntry, MidasRecord } from "@hg/shared/diary";
import { diaryFigures, type DiaryFigures } from "@hg/shared/diary-figures";
import { vi } from "vitest";
import { jsonResponse } from "@/testing/test-utils";

let next = 1;

/** A headache entry of `day` (severity moderate, no medicine) with overridable parts. */
export function makeEntry(overrides: Partial<DiaryEntry> & { day: string }): DiaryEntry {
  const id = `e${next++}`;
  return {
    id,
    clientId: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    kind: "headache",
    startedAt: `${overrides.day}T09:00:00Z`,
    endedAt: null,
    severity: "moderate",
    medicines: [],
    side: null,
    character: [],
    symptoms: [],
    aura: null,
    triggers: [],
    notes: "",
    createdAt: `${overrides.day}T09:05:00Z`,
    updatedAt: `${overrides.day}T09:05:00Z`,
    ...overrides,
  };
}

export const makeFreeDay = (day: string): DiaryEntry => makeEntry({ day, kind: "headache_free", startedAt: null, severity: null });

export function makeMidas(overrides: Partial<MidasRecord> = {}): MidasRecord {
  return {
    id: `m${next++}`,
    clientId: "00000000-0000-4000-8000-00000000aaaa",
    missedWork: 2,
    reducedWork: 3,
    missedHousework: 2,
    reducedHousework: 3,
    missedLeisure: 2,
    score: 12,
    grade: "III",
    createdAt: "2026-10-01T10:00:00Z",
    ...overrides,
  };
}

type Sent = { method: string; path: string; body: unknown };

/**
 * A fetch mock speaking the diary API over `entries`: range GETs filter them and add the figures
 * (from the shared function, as the server does), POSTs answer with `postAnswers` in turn (201
 * with the entry by default), PATCH and DELETE succeed. `sent` lists every request but the GETs.
 */
export function diaryApi(options: { entries?: DiaryEntry[]; midas?: MidasRecord[]; figures?: { last30: DiaryFigures; last90: DiaryFigures } } = {}) {
  const entries = options.entries ?? [];
  const sent: Sent[] = [];
  const postAnswers: Array<() => Response> = [];
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const u = new URL(String(url), "http://localhost");
    const method = init?.method ?? "GET";
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== "GET") sent.push({ method, path: u.pathname, body });
    if (u.pathname === "/api/user/u1/diary/midas") {
      if (method === "GET") return jsonResponse({ midas: options.midas ?? [] });
      const b = body as Omit<MidasRecord, "id" | "score" | "grade" | "createdAt">;
      return jsonResponse(makeMidas({ ...b, score: 5, grade: "I", createdAt: new Date().toISOString() }), 201);
    }
    if (u.pathname === "/api/user/u1/diary" && method === "GET") {
      const from = u.searchParams.get("from") ?? "";
      const to = u.searchParams.get("to") ?? "";
      const figures = options.figures ?? { last30: diaryFigures(entries, to, 30), last90: diaryFigures(entries, to, 90) };
      return jsonResponse({ entries: entries.filter((e) => e.day >= from && e.day <= to), figures });
    }
    if (u.pathname === "/api/user/u1/diary" && method === "POST") {
      const answer = postAnswers.shift();
      if (answer) return answer();
      const b = body as { clientId: string; kind: DiaryEntry["kind"]; startedAt?: string; day?: string; severity?: DiaryEntry["severity"]; medicines?: { name: string }[] };
      const day = b.day ?? b.startedAt?.slice(0, 10) ?? "";
      return jsonResponse(
        makeEntry({ day, clientId: b.clientId, kind: b.kind, startedAt: b.startedAt ?? null, severity: b.severity ?? null, medicines: (b.medicines ?? []).map((m) => ({ name: m.name, class: "simple" })) }),
        201,
      );
    }
    const entry = entries.find((e) => u.pathname === `/api/user/u1/diary/${e.id}`);
    if (entry && method === "PATCH") return jsonResponse({ ...entry, ...(body as object) });
    if (entry && method === "DELETE") return new Response(null, { status: 204 });
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  return { fetchMock, sent, postAnswers };
}

/** Sets what `navigator.onLine` says and fires the matching event. */
export function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}
