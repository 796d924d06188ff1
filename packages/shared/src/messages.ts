// Plain data, no zod: the web app's first paint shows some of these (the alert banner), and its
// entry must not carry a schema library for a string. errors.ts re-exports them for older imports.

/** User-facing messages of spec section 8, in one place so the web app never spells them twice. */
export const MESSAGES = {
  login: {
    wrongPassword: "Incorrect password. Try again or use Google above.",
    tooManyRequests: "Too many attempts. Try again later or sign in with Google.",
    invalidCredentials: "We couldn’t sign you in with that email and password.",
    createAccountInvite: "New here? Create an account with this email.",
    other: "We couldn’t sign you in. Please check your details and try again.",
    emailRequired: "Please enter your email address.",
    passwordRequired: "Please enter your password.",
    emailNotVerified: "Please verify your email address first. Check your inbox for the link.",
  },
  signup: {
    passwordsDoNotMatch: "Passwords do not match!",
  },
  accountCreated: "Account created successfully!",
  googleLoginSuccess: "Google login successful!",
  googleLoginFailed: "Google login failed. Please try again.",
  googleLoginError: (detail: string) => `Google Login Error: ${detail}`,
  verificationSent: "Verification email sent successfully!",
  verificationFailed: "Failed to resend verification email.",
  noUserLoggedIn: "No user is currently logged in.",
  userNotRegistered: "User not registered!",
  groupUpdateFailed: "Failed to update user group",
  guestStartFailed: "We couldn't start a guest session. Please try again.",
  notAuthenticated: "User is not authenticated",
  somethingWentWrong: "Something went wrong!",
  feedbackSubmitted: "Feedback submitted successfully",
  sendFailed: "Sorry, I couldn't process your request. Please try again.",
  alertBanner: "This is an important alert message!",
} as const;

/** Password strength of spec section 5: 25 points each for length >= 8, an uppercase letter, a digit, a symbol. */
export function passwordStrength(password: string): { score: 0 | 25 | 50 | 75 | 100; message: string } {
  const score = ([password.length >= 8, /[A-Z]/.test(password), /[0-9]/.test(password), /[@$!%*?&#]/.test(password)].filter(
    Boolean,
  ).length * 25) as 0 | 25 | 50 | 75 | 100;
  const message =
    score === 100
      ? "Strong password!"
      : score === 75
        ? "Good password, but could be stronger."
        : score === 50
          ? "Weak password, consider adding more complexity."
          : "Very weak password, try adding uppercase, numbers, and special characters.";
  return { score, message };
}
