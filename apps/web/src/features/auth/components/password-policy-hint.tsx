import Typography from "@mui/material/Typography";
import { passwordPolicyProblems, type PasswordPolicy } from "@hg/shared/config";
import { describePolicyProblems } from "../utils/auth-schemas";

/** The server's password policy (GET /api/config) in words, shown under the password field. */
export function PasswordPolicyHint({ policy, id }: { policy: PasswordPolicy | undefined; id: string }) {
  if (!policy) return null;
  // The requirements are what an empty password would still miss, with the policy switched on.
  const requirements = passwordPolicyProblems("", { ...policy, enforcement: "ENFORCE" });
  const text = describePolicyProblems(requirements);
  const max = policy.maxLength === undefined ? "" : ` At most ${policy.maxLength} characters.`;
  return (
    <Typography id={id} variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
      {text}
      {max}
    </Typography>
  );
}
