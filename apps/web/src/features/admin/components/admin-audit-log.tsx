import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useAdminAuditLog } from "../api/use-admin-audit-log.ts";

/** « Journal des administrateurs »: the latest admin calls (who, what, on which vendor or article, when, answer). */
export function AdminAuditLog() {
  const { t, i18n } = useTranslation("admin");
  const log = useAdminAuditLog();
  const when = dateTimeFormat(i18n.language.startsWith("en") ? "en-GB" : "fr-FR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  });
  return (
    <Box component="section" aria-labelledby="admin-audit-title">
      <Typography id="admin-audit-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 0.5 }}>
        {t("audit.title")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {t("audit.intro")}
      </Typography>
      {log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <PageLoader />
      ) : (
        <Paper variant="outlined" sx={{ overflowX: "auto" }} tabIndex={0}>
          <Table size="small" aria-labelledby="admin-audit-title">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t("audit.when")}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t("audit.who")}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t("audit.what")}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t("audit.target")}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t("audit.answer")}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.map((e) => (
                <TableRow key={`${e.at}-${e.action}-${e.target ?? ""}`}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{when.format(new Date(e.at))}</TableCell>
                  <TableCell>{e.email ?? t("audit.unknown")}</TableCell>
                  <TableCell sx={{ fontFamily: "monospace", fontSize: "0.8rem" }}>{e.action}</TableCell>
                  <TableCell sx={{ fontFamily: "monospace", fontSize: "0.8rem" }}>{e.target ?? "—"}</TableCell>
                  <TableCell align="right">{e.statusCode}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
