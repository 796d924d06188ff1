import { describe, expect, it } from "vitest";
import { makeEntry } from "../testing/diary-fixtures";
import { offsetIso } from "./dates";
import { entryToForm, fieldOfPath, formToUpdate } from "./details-form";

const NOW = new Date(2026, 10, 23, 18, 0);
const entry = makeEntry({ day: "2026-11-23", startedAt: offsetIso(new Date(2026, 10, 23, 14, 30)), severity: "severe", medicines: [{ name: "Ibuprofen", class: "simple", takenAt: "2026-11-23T14:40:00+00:00" }] });

describe("the details form", () => {
  it("round-trips an entry into a full PATCH body, keeping when a medicine was taken", () => {
    const form = { ...entryToForm(entry), endedAt: "2026-11-23T16:00", side: "left", aura: "no", notes: "  dark room  " };
    const result = formToUpdate(form, entry, NOW);
    expect(result).toEqual({
      body: {
        startedAt: offsetIso(new Date(2026, 10, 23, 14, 30)),
        endedAt: offsetIso(new Date(2026, 10, 23, 16, 0)),
        severity: "severe",
        side: "left",
        character: [],
        symptoms: [],
        aura: false,
        medicines: [{ name: "Ibuprofen", takenAt: "2026-11-23T14:40:00+00:00" }],
        triggers: [],
        notes: "dark room",
      },
    });
  });

  it("refuses an end before the start and a start in the future", () => {
    expect(formToUpdate({ ...entryToForm(entry), endedAt: "2026-11-23T13:00" }, entry, NOW)).toEqual({ issues: [{ field: "endedAt", message: "The end cannot be before the start." }] });
    expect(formToUpdate({ ...entryToForm(entry), startedAt: "2026-11-24T09:00" }, entry, NOW)).toEqual({ issues: [{ field: "startedAt", message: "The start cannot be in the future." }] });
  });

  it("finds the field of an API path", () => {
    expect(fieldOfPath("medicines.0.name")).toBe("medicines");
    expect(fieldOfPath("body/notes")).toBe("notes");
    expect(fieldOfPath("clientId")).toBeNull();
  });
});
