import Alert, { type AlertColor } from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { createContext, type ReactNode, useCallback, useState } from "react";
import { takeStartupNotice } from "./startup-notice.ts";

export type Notify = (message: string, severity?: AlertColor) => void;

type Notice = { id: number; message: string; severity: AlertColor };

export const NotifyContext = createContext<Notify | null>(null);

/** Quiet confirmations (every save) and notices that outlive a navigation, such as "password changed". */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(() => {
    const message = takeStartupNotice();
    return message ? { id: Date.now(), message, severity: "success" } : null;
  });
  const [open, setOpen] = useState(notice !== null);

  const notify = useCallback<Notify>((message, severity = "success") => {
    setNotice({ id: Date.now(), message, severity });
    setOpen(true);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notice ? (
        <Snackbar
          key={notice?.id}
          open={open}
          autoHideDuration={5000}
          onClose={(_event, reason) => {
            if (reason !== "clickaway") setOpen(false);
          }}
          anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        >
          <Alert
            variant="filled"
            severity={notice.severity}
            // A confirmation is polite news, not an alarm.
            role={notice.severity === "error" ? "alert" : "status"}
            onClose={() => setOpen(false)}
            sx={{ width: "100%" }}
          >
            {notice.message}
          </Alert>
        </Snackbar>
      ) : null}
    </NotifyContext.Provider>
  );
}
