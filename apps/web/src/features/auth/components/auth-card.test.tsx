import { MESSAGES } from "@hg/shared/errors";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { STORAGE_KEYS } from "@/lib/storage";
import { makeConfig } from "@/testing/factories";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { AuthCard } from "./auth-card";

vi.mock("@/lib/auth-client", () => ({
  AUTH_CALLBACKS: { verifyEmail: "/verify-email", googleSuccess: "/", googleNewUser: "/user-details", googleError: "/" },
  authClient: {
    useSession: () => ({ data: null, isPending: false, refetch: vi.fn() }),
    getSession: vi.fn(async () => ({ data: null, error: null })),
    signIn: { email: vi.fn(), anonymous: vi.fn(), social: vi.fn() },
    signUp: { email: vi.fn() },
    sendVerificationEmail: vi.fn(),
  },
}));

const signInEmail = vi.mocked(authClient.signIn.email);
const signUpEmail = vi.mocked(authClient.signUp.email);
const sendVerification = vi.mocked(authClient.sendVerificationEmail);

let config = makeConfig();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.clearAllMocks();
  config = makeConfig();
  fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url) === "/api/config") return jsonResponse(config);
    return jsonResponse({ detail: "unexpected" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});

function authError(status: number, code?: string, message?: string) {
  return { data: null, error: { status, statusText: "", code, message } } as never;
}

async function fillLogin(user: ReturnType<typeof renderWithProviders>["user"], email = "ada@example.com", password = "pw") {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("auth card, login mode", () => {
  it("disables 'Log in' until email and password are present", async () => {
    const { user } = renderWithProviders(<AuthCard />);
    const button = screen.getByRole("button", { name: "Log in" });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "x");
    expect(button).toBeEnabled();
  });

  it("says which field is required once the person leaves it empty", async () => {
    const { user } = renderWithProviders(<AuthCard />);
    await user.click(screen.getByLabelText("Email"));
    await user.click(screen.getByLabelText("Password"));
    await user.tab();
    expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.login.passwordRequired)).toBeInTheDocument();
  });

  it("signs in with the trimmed, lower-cased email", async () => {
    signInEmail.mockResolvedValue({ data: { user: { id: "u1" } }, error: null } as never);
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<AuthCard onSignedIn={onSignedIn} />);
    await fillLogin(user, "  Ada@Example.COM ");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("u1"));
    expect(signInEmail).toHaveBeenCalledWith({ email: "ada@example.com", password: "pw" });
  });

  it("shows the invalid-credentials message with the invitation to create an account", async () => {
    signInEmail.mockResolvedValue(authError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"));
    const { user } = renderWithProviders(<AuthCard />);
    await fillLogin(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MESSAGES.login.invalidCredentials);
    await user.click(within(alert).getByRole("button", { name: MESSAGES.login.createAccountInvite }));
    expect(screen.getByRole("button", { name: "Create account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
  });

  it("shows the too-many-attempts message on 429", async () => {
    signInEmail.mockResolvedValue(authError(429));
    const { user } = renderWithProviders(<AuthCard />);
    await fillLogin(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.login.tooManyRequests);
    expect(screen.queryByRole("button", { name: MESSAGES.login.createAccountInvite })).not.toBeInTheDocument();
  });

  it("shows the general message for anything else", async () => {
    signInEmail.mockResolvedValue(authError(500, "INTERNAL"));
    const { user } = renderWithProviders(<AuthCard />);
    await fillLogin(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.login.other);
  });

  it("shows the general message when the request itself fails", async () => {
    signInEmail.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderWithProviders(<AuthCard />);
    await fillLogin(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.login.other);
  });

  it("reveals 'Resend verification email' only for an unverified email, and it sends the link", async () => {
    const { user } = renderWithProviders(<AuthCard />);
    expect(screen.queryByRole("button", { name: "Resend verification email" })).not.toBeInTheDocument();
    signInEmail.mockResolvedValue(authError(403, "EMAIL_NOT_VERIFIED"));
    sendVerification.mockResolvedValue({ data: { status: true }, error: null } as never);
    await fillLogin(user);
    await user.click(await screen.findByRole("button", { name: "Resend verification email" }));
    expect(sendVerification).toHaveBeenCalledWith({ email: "ada@example.com", callbackURL: "/verify-email" });
    expect(await screen.findByText(MESSAGES.verificationSent)).toBeInTheDocument();
  });

  it("says when resending failed", async () => {
    signInEmail.mockResolvedValue(authError(403, "EMAIL_NOT_VERIFIED"));
    sendVerification.mockResolvedValue(authError(500));
    const { user } = renderWithProviders(<AuthCard />);
    await fillLogin(user);
    await user.click(await screen.findByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
  });

  it("clears errors when switching mode", async () => {
    signInEmail.mockResolvedValue(authError(429));
    const { user } = renderWithProviders(<AuthCard />);
    await fillLogin(user);
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "New to the product? Create an account" }));
    await user.click(screen.getByRole("button", { name: "Already have an account? Log in" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("auth card, create-account mode", () => {
  async function openSignup() {
    const utils = renderWithProviders(<AuthCard initialMode="signup" />);
    await screen.findByText(/Password needs at least 8 characters/);
    return utils;
  }

  it("disables 'Create account' until email, password and confirmation are present", async () => {
    const { user } = await openSignup();
    const button = screen.getByRole("button", { name: "Create account" });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12");
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Confirm password"), "Secret12");
    expect(button).toBeEnabled();
  });

  it("shows the four strength messages", async () => {
    const { user } = await openSignup();
    const password = screen.getByLabelText("Password");
    await user.type(password, "abc");
    expect(screen.getByText("Very weak password, try adding uppercase, numbers, and special characters.")).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, "abcdefgH");
    expect(screen.getByText("Weak password, consider adding more complexity.")).toBeInTheDocument();
    await user.type(password, "1");
    expect(screen.getByText("Good password, but could be stronger.")).toBeInTheDocument();
    await user.type(password, "!");
    expect(screen.getByText("Strong password!")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Password strength" })).toHaveAttribute("aria-valuenow", "100");
  });

  it("says 'Passwords do not match!'", async () => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12!");
    await user.type(screen.getByLabelText("Confirm password"), "Secret13!");
    await user.tab();
    expect(await screen.findByText(MESSAGES.signup.passwordsDoNotMatch)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it("enforces the server's password policy", async () => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Confirm password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Password needs at least 8 characters.", { selector: "p.Mui-error" })).toBeInTheDocument();
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it("signs up, sets the new-signup flag and asks the person to check the inbox", async () => {
    signUpEmail.mockResolvedValue({ data: { token: null, user: { id: "u1" } }, error: null } as never);
    const { user } = await openSignup();
    await user.type(screen.getByLabelText("Email"), "Ada@Example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12!");
    await user.type(screen.getByLabelText("Confirm password"), "Secret12!");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountCreated)).toBeInTheDocument();
    expect(signUpEmail).toHaveBeenCalledWith({ email: "ada@example.com", password: "Secret12!", name: "ada", callbackURL: "/verify-email" });
    expect(localStorage.getItem(STORAGE_KEYS.newSignup)).toBe("true");
  });

  it("refreshes the policy when the server refuses the password", async () => {
    signUpEmail.mockResolvedValue(authError(400, "PASSWORD_TOO_SHORT", "Password too short"));
    const { user } = await openSignup();
    config = makeConfig({ passwordPolicy: { ...makeConfig().passwordPolicy, minLength: 12 } });
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12!");
    await user.type(screen.getByLabelText("Confirm password"), "Secret12!");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Password needs at least 12 characters.", { selector: "p.Mui-error" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/config").length).toBeGreaterThanOrEqual(2);
  });
});

describe("auth card, other ways in", () => {
  it("shows 'Continue with Google' only when the server has Google on", async () => {
    renderWithProviders(<AuthCard />);
    await screen.findByRole("button", { name: "Continue as guest" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
  });

  it("starts Google sign-in with the callback URLs", async () => {
    config = makeConfig({ signInMethods: { emailPassword: true, google: true, anonymous: true } });
    vi.mocked(authClient.signIn.social).mockResolvedValue({ data: { url: "x", redirect: true }, error: null } as never);
    const { user } = renderWithProviders(<AuthCard />);
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(authClient.signIn.social).toHaveBeenCalledWith({
      provider: "google",
      callbackURL: "/",
      newUserCallbackURL: "/user-details",
      errorCallbackURL: "/",
    });
    expect(localStorage.getItem(STORAGE_KEYS.googleAuthContext)).not.toBeNull();
  });

  it("goes to /intake after starting a guest session", async () => {
    vi.mocked(authClient.signIn.anonymous).mockResolvedValue({ data: { user: { id: "g1", isAnonymous: true } }, error: null } as never);
    fetchMock.mockImplementation(async (url: RequestInfo | URL) => {
      if (String(url) === "/api/config") return jsonResponse(config);
      if (String(url) === "/api/user/g1")
        return jsonResponse({ userId: "g1", name: "Guest", email: "guest-g1@guest.invalid", gender: null, dob: null, group: null, isAnonymous: true });
      return jsonResponse({ detail: "no" }, 404);
    });
    const { user } = renderWithProviders(<AuthCard />);
    await user.click(screen.getByRole("button", { name: "Continue as guest" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/intake");
  });

  it("says when the guest session could not start", async () => {
    vi.mocked(authClient.signIn.anonymous).mockResolvedValue(authError(500));
    const { user } = renderWithProviders(<AuthCard />);
    await user.click(screen.getByRole("button", { name: "Continue as guest" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.guestStartFailed);
  });
});
