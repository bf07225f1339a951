import type { EventLinkedVendor } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type ComponentProps, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogLoader } from "../../../components/dialog-loader.tsx";
import { lazyWithPreload } from "../../../components/lazy-with-preload.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { RemovalDialog } from "../../../components/removal-dialog.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useLinkedVendors } from "../api/use-linked-vendors.ts";
import { useRemoveLinkedVendor } from "../api/use-remove-linked-vendor.ts";
import type { LinkedVendorDialog as LinkedVendorDialogComponent } from "./linked-vendor-dialog.tsx";

// The linked vendor's form (its contact's schema brings libphonenumber-js, ~30 kB gz) loads on the first opening,
// not with the event's page (issue 26: each further route ≤ 150 kB gz).
const LinkedVendorDialog = lazyWithPreload<ComponentProps<typeof LinkedVendorDialogComponent>>(() =>
  import("./linked-vendor-dialog.tsx").then((m) => ({ default: m.LinkedVendorDialog })),
);

/** The other vendors of the event: list, add, edit, remove. */
export function LinkedVendorsCard({ vendorId, eventId }: { vendorId: string; eventId: string }) {
  const { t } = useTranslation("events");
  const { t: tv } = useTranslation("vendors");
  const notify = useNotify();
  const vendors = useLinkedVendors(eventId);
  const remove = useRemoveLinkedVendor(vendorId, eventId);
  const [editing, setEditing] = useState<EventLinkedVendor | "new" | null>(null);
  const [removing, setRemoving] = useState<EventLinkedVendor | null>(null);

  return (
    <SectionCard title={t("vendors.title")} description={t("vendors.description")}>
      {vendors.isError && !vendors.data ? <LoadError error={vendors.error} onRetry={() => void vendors.refetch()} /> : null}
      {vendors.data && vendors.data.length === 0 ? (
        <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("vendors.empty")}</Typography>
      ) : null}
      {vendors.data && vendors.data.length > 0 ? (
        <List disablePadding sx={{ mb: 2 }}>
          {vendors.data.map((linked) => (
            <ListItem
              key={linked.vendorId}
              divider
              disableGutters
              secondaryAction={
                <Box sx={{ display: "flex" }}>
                  <Tooltip title={t("vendors.edit", { name: linked.companyName })}>
                    <IconButton aria-label={t("vendors.edit", { name: linked.companyName })} onClick={() => setEditing(linked)}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t("vendors.remove", { name: linked.companyName })}>
                    <IconButton
                      aria-label={t("vendors.remove", { name: linked.companyName })}
                      onClick={() => setRemoving(linked)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}>
                    {linked.companyName}
                    {linked.isVerified ? (
                      <VerifiedOutlined fontSize="small" color="success" titleAccess={t("vendors.verified")} />
                    ) : null}
                  </Box>
                }
                secondary={
                  <>
                    {tv(`types.${linked.vendorType}`)}
                    {linked.website ? (
                      <>
                        {" · "}
                        <Link href={linked.website} target="_blank" rel="noreferrer noopener">
                          {linked.website.replace(/^https?:\/\//, "")}
                        </Link>
                      </>
                    ) : null}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Button
        startIcon={<Add />}
        variant="outlined"
        onClick={() => setEditing("new")}
        onMouseEnter={LinkedVendorDialog.preload}
        onFocus={LinkedVendorDialog.preload}
      >
        {t("vendors.add")}
      </Button>
      {editing ? (
        <Suspense fallback={<DialogLoader onClose={() => setEditing(null)} />}>
          <LinkedVendorDialog
            vendorId={vendorId}
            eventId={eventId}
            linked={editing === "new" ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <RemovalDialog
        item={removing}
        mutation={remove}
        title={t("vendors.removeTitle")}
        text={t("vendors.removeText", { name: removing?.companyName ?? "" })}
        confirmLabel={t("vendors.removeConfirm")}
        onClose={() => setRemoving(null)}
        onConfirm={(linked) =>
          remove.mutate(linked.vendorId, {
            onSuccess: () => {
              notify(t("vendors.removed", { name: linked.companyName }));
              setRemoving(null);
            },
          })
        }
      />
    </SectionCard>
  );
}
