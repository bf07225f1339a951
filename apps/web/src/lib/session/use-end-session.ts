import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useNotify } from "../../components/use-notify.ts";
import { paths } from "../../config/paths.ts";
import { apiClient } from "./api.ts";

/**
 * Logout, deleted account, expired session: the app state, user id and tokens are wiped (part 1 §4),
 * nothing of the previous user stays in memory, and the user lands on /connexion.
 */
export function useEndSession(): (notice?: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(
    (notice?: string) => {
      apiClient.logout();
      void navigate(paths.login, { replace: true });
      queryClient.clear();
      if (notice) notify(notice, "info");
    },
    [navigate, notify, queryClient],
  );
}
