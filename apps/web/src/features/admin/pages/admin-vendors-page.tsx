import type { AdminVendorsResponse } from "@cortege/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../../../components/data-table/data-table-types.ts";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { adminVendorPath } from "../admin-paths.ts";
import { useAdminVendors } from "../api/use-admin-vendors.ts";
import { AdminAuditLog } from "../components/admin-audit-log.tsx";

type AdminVendor = AdminVendorsResponse["vendors"][number];

const dateFormat = () => dateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });
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

  const columns: DataTableColumn<AdminVendor>[] = [
    {
      id: "name",
      header: t("vendors.name"),
      sx: { maxWidth: { xs: 180, md: "none" } },
      cell: (v) => (
        <>
          <Link component={RouterLink} to={adminVendorPath(v.id)} sx={{ fontWeight: 600 }}>
            {v.tradeName || v.slug}
          </Link>
          <Typography variant="body2" sx={{ color: "text.secondary", display: { md: "none" }, overflowWrap: "anywhere" }}>
            {v.ownerEmail}
          </Typography>
        </>
      ),
    },
    { id: "owner", header: t("vendors.owner"), hideBelow: "md", cell: (v) => v.ownerEmail },
    {
      id: "published",
      header: t("vendors.published"),
      cell: (v) =>
        v.isClosed ? (
          <Chip size="small" label={t("vendors.closed")} />
        ) : (
          <Chip
            size="small"
            color={v.isPublished ? "success" : "default"}
            label={v.isPublished ? t("vendors.online") : t("vendors.offline")}
          />
        ),
    },
    { id: "created", header: t("vendors.created"), hideBelow: "sm", cell: (v) => dateFormat().format(new Date(v.createdAt)) },
    {
      id: "plan",
      header: t("vendors.plan"),
      hideBelow: "md",
      sx: { color: "text.secondary" },
      cell: (v) => v.plan ?? t("vendors.noPlan"),
    },
  ];

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
      <DataTable
        rows={list.data?.vendors}
        rowKey={(v) => v.id}
        columns={columns}
        query={list}
        caption={t("vendors.caption")}
        size="small"
        empty={
          <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
            {t("vendors.none")}
          </Typography>
        }
        pagination={{
          count: list.data?.total ?? 0,
          page,
          rowsPerPage: limit,
          rowsPerPageOptions: PAGE_SIZES,
          onPageChange: (p) => change({ page: p }),
          onRowsPerPageChange: (parPage) => change({ parPage }),
        }}
      />
      <AdminAuditLog />
    </Stack>
  );
}
