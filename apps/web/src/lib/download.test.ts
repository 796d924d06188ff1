import { describe, expect, it } from "vitest";
import { attachmentFileName } from "./download";

describe("attachmentFileName", () => {
  it("reads a quoted file name", () => {
    expect(attachmentFileName('attachment; filename="headache-guide-export-2026-01-02.json"')).toBe("headache-guide-export-2026-01-02.json");
  });

  it("prefers the UTF-8 form and reads an unquoted one", () => {
    expect(attachmentFileName("attachment; filename=plain.json; filename*=UTF-8''caf%C3%A9.json")).toBe("café.json");
    expect(attachmentFileName("attachment; filename=plain.json")).toBe("plain.json");
  });

  it("keeps only a bare name and gives null without one", () => {
    expect(attachmentFileName('attachment; filename="../../etc/x.json"')).toBe(".._.._etc_x.json");
    expect(attachmentFileName("attachment")).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
