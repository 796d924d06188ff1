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

describe("IntakeFormView", () => {
  it("submits the required part in six interactions and opens the chat with the chief complaint", async () => {
    const { user } = renderForm();
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your headaches" })).toHaveFocus());
    await user.type(screen.getByRole("textbox", { name: "Severe" }), "4");
    await user.click(screen.getByRole("button", { name: "Finish and start chat" }));

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

  it("blocks only on the required fields, naming each", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Finish and start chat" }));
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
    await user.click(screen.getByRole("button", { name: "Finish and start chat" }));
    expect(await screen.findByText(/sum of headache days .* cannot exceed 31/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it("warns without blocking for an age under 18 and high frequency", async () => {
    const { user } = renderForm();
    await fillAboutYou(user, "16");
    expect(screen.getByText("Age under 18 - consider parental consent requirements")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Moderate" }), "16");
    expect(screen.getByText("High headache frequency (>15 days/month) - may indicate chronic condition")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Finish and start chat" }));
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
    // With a draft present, the saved intake is not fetched over it.
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(0);
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
    await user.click(screen.getByRole("button", { name: "Where it hurts and how it feels" }));
    expect(await screen.findByRole("button", { name: "Always left" })).toHaveAttribute("aria-pressed", "true");
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
    await user.click(screen.getByRole("button", { name: "Finish and start chat" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Validation Error: Age must be between 5 and 120 years");
    expect(screen.getByRole("textbox", { name: /age \(years\)/i })).toHaveAttribute("aria-invalid", "true");
  });

  it("says 'Authentication Error' on 401", async () => {
    answer = (call) => (call.method === "GET" ? jsonResponse({ detail: "Not found" }, 404) : jsonResponse({ detail: "no session" }, 401));
    const { user } = renderForm();
    await fillAboutYou(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Mild" }), "2");
    await user.click(screen.getByRole("button", { name: "Finish and start chat" }));
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
    await user.click(screen.getByRole("button", { name: "Finish and start chat" }));
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
