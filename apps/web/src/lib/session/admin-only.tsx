import type { ReactNode } from "react";
import { NotFoundPage } from "../../components/not-found-page.tsx";
import { useSession } from "./use-session.ts";

/** An administrator's screen: anyone else reaching its address gets the app's 404 page (the API refuses them too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  return isAdmin ? children : <NotFoundPage />;
}
