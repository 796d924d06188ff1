import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { diaryApi, makeMidas } from "../testing/diary-fixtures";
import { MidasSection } from "./midas-section";

const NOW = new Date("2026-11-23T12:00:00Z");
afterEach(() => vi.unstubAllGlobals());

function renderMidas(midas: ReturnType<typeof makeMidas>[]) {
  const api = diaryApi({ midas });
  vi.stubGlobal("fetch", api.fetchMock);
  return { api, ...renderWithProviders(<MidasSection userId="u1" now={() => NOW} />) };
}

describe("MIDAS", () => {
  it("asks the five questions when there is none yet, and sends the answers once", async () => {
    const { api, user } = renderMidas([]);
    expect(await screen.findByText("You have not filled in MIDAS yet.")).toBeInTheDocument();
    const answers = [["Days missed at work or school", "2"], ["Days at half pace at work or school", "1"], ["Days with no housework", "0"], ["Days at half pace at home", "1"], ["Days missing family, social or leisure time", "1"]] as const;
    for (const [label, value] of answers) await user.type(screen.getByRole("textbox", { name: label }), value);
    await user.click(screen.getByRole("button", { name: "Save MIDAS" }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      method: "POST",
      path: "/api/user/u1/diary/midas",
      body: { clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), missedWork: 2, reducedWork: 1, missedHousework: 0, reducedHousework: 1, missedLeisure: 1 },
    });
    expect(await screen.findByText("MIDAS saved: score 5, grade I (little or no disability).")).toBeInTheDocument();
  });

  it("names an unanswered question instead of sending", async () => {
    const { api, user } = renderMidas([]);
    await user.click(await screen.findByRole("button", { name: "Save MIDAS" }));
    expect(await screen.findAllByText("Enter a whole number of days from 0 to 90 (0 if none).")).toHaveLength(5);
    expect(api.sent).toHaveLength(0);
  });

  it("shows the latest score with its date and the history, and waits three months before asking again", async () => {
    renderMidas([makeMidas({ createdAt: "2026-10-01T10:00:00Z", score: 12, grade: "III" }), makeMidas({ createdAt: "2026-06-01T10:00:00Z", score: 25, grade: "IV" })]);
    expect(await screen.findByText(/score 12, grade III/)).toBeInTheDocument();
    expect(screen.getByText(/moderate disability/)).toBeInTheDocument();
    expect(screen.getByText(/1 October 2026/)).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent(/1 June 2026: score 25, grade IV/);
    expect(screen.queryByRole("form", { name: "MIDAS questions" })).toBeNull();
    expect(screen.getByRole("button", { name: "Fill it in again now" })).toBeInTheDocument();
  });

  it("asks again when the last one is older than 90 days", async () => {
    renderMidas([makeMidas({ createdAt: "2026-08-01T10:00:00Z" })]);
    expect(await screen.findByRole("form", { name: "MIDAS questions" })).toBeInTheDocument();
    expect(screen.getByText(/more than three months/)).toBeInTheDocument();
  });
});
