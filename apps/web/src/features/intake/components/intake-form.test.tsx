import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { IntakeFormView } from "./intake-form";

type Call = { url: string; method: string; body: unknown };

let calls: Call[];
let answer: (call: Call) => Response;

beforeEach(() => {
  calls = [];
  answer = (call) => (call.method === "GET" ? jsonResponse({ detail: "Not found" }, 404) : jsonResponse({ intake: (call.body as { intake: unknown }).intake, warnings: [] }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(props: { userId?: string | null; ensureUserId?: () => Promise<string> } = {}) {
  const ensureUserId = props.ensureUserId ?? vi.fn(async () => "user-1");
  return { ...renderWithProviders(<IntakeFormView userId={props.userId === undefined ? "user-1" : props.userId} ensureUserId={ensureUserId} />, { path: "/intake" }), ensureUserId };
}

async function fillAboutYou(user: ReturnType<typeof renderForm>["user"], age = "34") {
  await user.type(screen.getByRole("textbox", { name: /what brings you here/i }), "Throbbing headaches behind my right eye");
  await user.type(screen.getByRole("textbox", { name: /age \(years\)/i }), age);
  await user.click(screen.getByRole("button", { name: "Female" }));
}

const posts = () => calls.filter((c) => c.method === "POST");

// The headache step opens four parts of chips at once: slow to render in jsdom on a busy machine.
describe("IntakeFormView", { timeout: 30_000 }, () => {
  it("submits the required part in six interactions and opens the chat with the chief complaint", async () => {
    const { user } = renderForm();
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your headaches" })).toHaveFocus());
    await user.type(screen.getByRole("textbox", { name: "Severe" }), "4");
    await user.click(screen.getByRole("button", { name: "Skip the rest and start chat" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/chat"));
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({
      fromIntake: true,
      shouldStartChat: true,
      chiefComplaint: "Throbbing headaches behind my right eye",
    });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.url).toBe("/api/user/user-1/intake");
    expect(posts()[0]!.body).toEqual({
      intake: {
        chief_complaint: "Throbbing headaches behind my right eye",
        age: 34,
        sex: "female",
        headache_history: { severe_days: 4, headache_free_days: 26 },
      },
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.intakeForm)).toBeNull();
  });

  it("shows the age error beside the field and moves focus to it", async () => {
    const { user } = renderForm();
    await fillAboutYou(user, "121");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const age = screen.getByRole("textbox", { name: /age \(years\)/i });
    expect(await screen.findByText("Age must be between 5 and 120 years")).toBeInTheDocument();
    await waitFor(() => expect(age).toHaveFocus());
    expect(age).toHaveAttribute("aria-invalid", "true");
    // Fixing it clears the error without another click.
    await user.clear(age);
    await user.type(age, "40");
    await waitFor(() => expect(screen.queryByText("Age must be between 5 and 120 years")).not.toBeInTheDocument());
  });

  it("offers no way to finish before the required part, and Next names each missing field and focuses the complaint", async () => {
    const { user } = renderForm();
    expect(screen.queryByRole("button", { name: /start chat/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Chief complaint is required")).toBeInTheDocument();
    expect(screen.getByText("Age is required")).toBeInTheDocument();
    expect(screen.getByText("Sex is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /what brings you here/i })).toHaveFocus());
    expect(posts()).toHaveLength(0);
  });

  it("shows the days-sum error and the live headache-free days", async () => {
    const { user } = renderForm();
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Severe" }), "20");
    expect(screen.getByRole("status")).toHaveTextContent("Headache-free days: 10");
    await user.type(screen.getByRole("textbox", { name: "Mild" }), "12");
    expect(screen.getByRole("status")).toHaveTextContent("Headache-free days: 0");
    await user.click(screen.getByRole("button", { name: "Skip the rest and start chat" }));
    expect(await screen.findByText(/sum of headache days .* cannot exceed 31/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    // Fixing the numbers removes the error at once.
    await user.clear(screen.getByRole("textbox", { name: "Mild" }));
    await user.type(screen.getByRole("textbox", { name: "Mild" }), "2");
    await waitFor(() => expect(screen.queryByText(/sum of headache days .* cannot exceed 31/)).not.toBeInTheDocument());
  });

  it("says what to fill in when the headache step is empty", async () => {
    const { user } = renderForm();
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Skip the rest and start chat" }));
    expect(await screen.findByText(/answer at least one question on this step/)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Mild" }), "2");
    await waitFor(() => expect(screen.queryByText(/answer at least one question on this step/)).not.toBeInTheDocument());
  });

  it("fills age and sex from the user-details step", async () => {
    renderWithProviders(<IntakeFormView userId="user-1" ensureUserId={vi.fn(async () => "user-1")} prefill={{ dateOfBirth: "1990-01-15", gender: "male" }} />, { path: "/intake" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Male" })).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByRole("textbox", { name: /age \(years\)/i })).not.toHaveValue("");
  });

  it("saves an edit of the saved intake without starting another chat", async () => {
    answer = (call) =>
      call.method === "GET"
        ? jsonResponse({ intake: { chief_complaint: "Pressure at my temples", age: 41, sex: "male", headache_history: { mild_days: 6 } } })
        : jsonResponse({ intake: (call.body as { intake: unknown }).intake, warnings: [] });
    const { user } = renderForm();
    expect(await screen.findByRole("heading", { name: "Your intake answers" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /what brings you here/i })).toHaveValue("Pressure at my temples"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Save and skip the rest" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/chat"));
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it("warns without blocking for an age under 18 and high frequency", async () => {
    const { user } = renderForm();
    await fillAboutYou(user, "16");
    expect(screen.getByText("Age under 18 - consider parental consent requirements")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Moderate" }), "16");
    expect(screen.getByText("High headache frequency (>15 days/month) - may indicate chronic condition")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skip the rest and start chat" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/chat"));
  });

  it("saves the draft and the step as the person types, and a reload restores both", async () => {
    const first = renderForm();
    await fillAboutYou(first.user);
    await first.user.click(screen.getByRole("button", { name: "Next" }));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.intakeForm)!);
    expect(stored.about).toMatchObject({ age: 34, sex: "female" });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.intakeUiState)!)).toMatchObject({ section: "headache" });
    first.unmount();
    calls = [];

    renderForm();
    expect(screen.getByRole("heading", { name: "Your headaches" })).toBeInTheDocument();
    await userBack();
    expect(screen.getByRole("textbox", { name: /age \(years\)/i })).toHaveValue("34");
    expect(screen.getByRole("button", { name: "Female" })).toHaveAttribute("aria-pressed", "true");
    // The draft wins over a saved intake (which is only read to know whether this is an edit).
  });

  it("loads the saved intake (reverse mapping) when there is no draft", async () => {
    answer = (call) =>
      call.method === "GET"
        ? jsonResponse({ intake: { chief_complaint: "Cluster-like pain", age: 41, sex: "male", headache_history: { severe_days: 6, sidedness: "left" } } })
        : jsonResponse({}, 500);
    const { user } = renderForm();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /what brings you here/i })).toHaveValue("Cluster-like pain"));
    expect(screen.getByRole("button", { name: "Male" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("textbox", { name: "Severe" })).toHaveValue("6");
    // Where it hurts is one of the parts open from the start.
    expect(await screen.findByRole("button", { name: "Always left" })).toHaveAttribute("aria-pressed", "true");
  });

  it("keeps this device's draft when it is newer than the saved intake, and sets an older one aside, saying so", async () => {
    const savedIntake = { chief_complaint: "Saved on my laptop", age: 41, sex: "male", headache_history: { severe_days: 6 } };
    const draftAt = (ms: number) =>
      window.localStorage.setItem(STORAGE_KEYS.intakeForm, JSON.stringify({ about: { chief_complaint: "Typed on this phone", age: 41, sex: "male" }, savedAt: ms }));
    answer = (call) => (call.method === "GET" ? jsonResponse({ intake: savedIntake, savedAt: "2026-11-20T10:00:00.000Z" }) : jsonResponse({}, 500));

    draftAt(Date.parse("2026-11-21T10:00:00.000Z"));
    const newer = renderForm();
    await waitFor(() => expect(calls.some((c) => c.method === "GET")).toBe(true));
    expect(screen.getByRole("textbox", { name: /what brings you here/i })).toHaveValue("Typed on this phone");
    newer.unmount();

    draftAt(Date.parse("2026-11-19T10:00:00.000Z"));
    renderForm();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /what brings you here/i })).toHaveValue("Saved on my laptop"));
    expect(screen.getByText(/saved more recently than the unsaved changes on this device/i)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.intakeForm) ?? "").not.toContain("Typed on this phone");
  });

  it("shows the spec's message and the field error when the server rejects the intake", async () => {
    answer = (call) =>
      call.method === "GET"
        ? jsonResponse({ detail: "Not found" }, 404)
        : jsonResponse({ detail: "Validation Error: Age must be between 5 and 120 years", errors: [{ path: "age", message: "Age must be between 5 and 120 years" }] }, 400);
    const { user } = renderForm();
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Mild" }), "2");
    await user.click(screen.getByRole("button", { name: "Skip the rest and start chat" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Validation Error: Age must be between 5 and 120 years");
    expect(screen.getByRole("textbox", { name: /age \(years\)/i })).toHaveAttribute("aria-invalid", "true");
  });

  it("says 'Authentication Error' on 401", async () => {
    answer = (call) => (call.method === "GET" ? jsonResponse({ detail: "Not found" }, 404) : jsonResponse({ detail: "no session" }, 401));
    const { user } = renderForm();
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Mild" }), "2");
    await user.click(screen.getByRole("button", { name: "Skip the rest and start chat" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Authentication Error: Please log in again");
  });

  it("starts a guest session when nobody is signed in, and says so when that fails", async () => {
    const ensureUserId = vi.fn(async () => {
      throw new Error("offline");
    });
    const { user } = renderForm({ userId: null, ensureUserId });
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Mild" }), "2");
    await user.click(screen.getByRole("button", { name: "Skip the rest and start chat" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't start a guest session. Please try again.");
    expect(ensureUserId).toHaveBeenCalled();
    expect(posts()).toHaveLength(0);
  });

  it("shows periods and hormones only when they apply", async () => {
    const { user } = renderForm();
    const steps = () => within(screen.getByRole("navigation", { name: "Intake steps" })).queryByRole("tab", { name: /periods and hormones/i });
    expect(steps()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Female" }));
    expect(steps()).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Male" }));
    expect(steps()).toBeNull();
  });
});

async function userBack() {
  screen.getByRole("button", { name: "Back" }).click();
  await screen.findByRole("heading", { name: "About you" });
}
