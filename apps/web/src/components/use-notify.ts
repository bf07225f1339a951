import { useContext } from "react";
import { type Notify, NotifyContext } from "./snackbar-provider.tsx";

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error("useNotify must be used inside SnackbarProvider");
  return notify;
}
