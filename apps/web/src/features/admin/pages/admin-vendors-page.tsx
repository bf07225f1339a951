import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { adminVendorPath } from "../admin-paths.ts";
import { useAdminVendors } from "../api/use-admin-vendors.ts";
import { AdminAuditLog } from "../components/admin-audit-log.tsx";

const dateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });
const PAGE_SIZES = [25, 50, 100];

/** /admin/prestataires: every vendor (administrators only); search and paging in the address. */
export function AdminVendorsPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const limit = PAGE_SIZES.includes(Number(params.get("parPage"))) ? Number(params.get("parPage")) : 25;
  const list = useAdminVendors({ search, page, limit });
  const change = (next: { q?: string; page?: number; parPage?: number }) => {
    const merged = { q: search, page, parPage: limit, ...next, ...(next.page ? {} : { page: 1 }) };
    const out = new URLSearchParams();
    if (merged.q) out.set("q", merged.q);
    if (merged.page > 1) out.set("page", String(merged.page));
    if (merged.parPage !== 25) out.set("parPage", String(merged.parPage));
    setParams(out, { replace: true });
  };

  const body = () => {
    if (list.isPending) return <PageLoader />;
    if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
    if (list.data.total === 0) {
      return (
        <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
          {t("vendors.none")}
        </Typography>
      );
    }
    return (
      <Paper variant="outlined">
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={t("vendors.caption")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("vendors.name")}</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{t("vendors.owner")}</TableCell>
                <TableCell>{t("vendors.published")}</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{t("vendors.created")}</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{t("vendors.plan")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.vendors.map((v) => (
                <TableRow key={v.id} hover>
                  <TableCell sx={{ maxWidth: { xs: 180, md: "none" } }}>
                    <Link component={RouterLink} to={adminVendorPath(v.id)} sx={{ fontWeight: 600 }}>
                      {v.tradeName || v.slug}
                    </Link>
                    <Typography
                      variant="body2"
                      sx={{ color: "text.secondary", display: { md: "none" }, overflowWrap: "anywhere" }}
                    >
                      {v.ownerEmail}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{v.ownerEmail}</TableCell>
                  <TableCell>
                    {v.isClosed ? (
                      <Chip size="small" label={t("vendors.closed")} />
                    ) : (
                      <Chip
                        size="small"
                        color={v.isPublished ? "success" : "default"}
                        label={v.isPublished ? t("vendors.online") : t("vendors.offline")}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                    {dateFormat.format(new Date(v.createdAt))}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" }, color: "text.secondary" }}>
                    {v.plan ?? t("vendors.noPlan")}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <TablePagination
          component="div"
          count={list.data.total}
          page={page - 1}
          rowsPerPage={limit}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_e, p) => change({ page: p + 1 })}
          onRowsPerPageChange={(e) => change({ parPage: Number(e.target.value) })}
        />
      </Paper>
    );
  };

  return (
    <Stack spacing={3}>
      <DocumentTitle page={t("vendors.title")} />
      <Box>
        <Typography variant="h1">{t("vendors.title")}</Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("vendors.intro")}</Typography>
      </Box>
      <Box sx={{ maxWidth: 420 }}>
        <SearchField
          label={t("vendors.search")}
          value={search}
          onSearch={(q) => change({ q })}
          helperText={t("vendors.searchHint")}
        />
      </Box>
      {body()}
      <AdminAuditLog />
    </Stack>
  );
}
