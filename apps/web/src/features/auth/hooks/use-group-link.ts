import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { writeStoredGroup } from "@/lib/storage";

/**
 * Spec section 2 "Link parameter on entry": `?group=X` on the entry URL. An allow-listed value
 * (case-insensitive, from GET /api/config) is stored and the person is sent to / with
 * action=signup; anything else only warns. Runs once, for the URL the app was opened with.
 */
export function useGroupLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const entry = useRef({ search: location.search, done: false });

  useEffect(() => {
    if (entry.current.done) return;
    entry.current.done = true;
    const value = new URLSearchParams(entry.current.search).get("group");
    if (value === null) return;
    void (async () => {
      // Loaded only for a group link: the config schema and matcher are not part of the first paint.
      const [{ getConfigQueryOptions }, { matchCohortGroup }] = await Promise.all([import("../api/get-config"), import("@hg/shared/user")]);
      let allowed: string[] = [];
      try {
        allowed = (await queryClient.fetchQuery(getConfigQueryOptions())).cohortGroups;
      } catch {
        // Without the allow-list nothing can be accepted; the warning below says so.
      }
      const group = matchCohortGroup(value, allowed);
      if (!group) {
        console.warn(`Ignoring unknown group "${value}" from the link`);
        return;
      }
      writeStoredGroup(group);
      await navigate(paths.home.getHref(), { replace: true, state: { action: "signup" } });
    })();
    // No cleanup: the ref makes this run once even under StrictMode's double effects.
  }, [navigate, queryClient]);
}
