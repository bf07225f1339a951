import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { usePanelParam } from "./use-panel-param.ts";

type ItemNamed = { name: string } | { title: string };

type ShowcaseCollectionPageProps<T> = {
  /**
   * Where the page's texts live in the showcase namespace: `<prefix>.title`, `.intro`, `.add`, `.empty`,
   * `.emptyTitle`, `.listLabel`, `.deleteTitle`, `.deleteText`, `.deleteConfirm`, `.deleted`.
   */
  i18nPrefix: "spaces" | "accommodations" | "promotions" | "team";
  query: UseQueryResult<T[]>;
  /** What is listed, in order: the query's data, sorted when the page wants another order. */
  items: readonly T[];
  getId: (item: T) => string;
  /** The panel is kept in the URL: ?<param>=<newValue> for a new item, ?<param>=<id> for an existing one. */
  panel: { param: string; newValue: string };
  remove: UseMutationResult<void, Error, T>;
  /** What names an item in the delete question and notice, e.g. `{ name }` or `{ title }`. */
  named: (item: T) => ItemNamed;
  emptyIcon: ReactNode;
  gridTemplateColumns: { xs: string; sm?: string; md?: string };
  renderCard: (item: T, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  /** The side panel, of `item` or of a new one; `onCreated` lets it go on with the saved item. */
  renderPanel: (item: T | undefined, panel: { onClose: () => void; onCreated: (saved: T) => void }) => ReactNode;
};

/**
 * A showcase page listing one kind of item as cards (spaces, accommodations, promotions, team): loading,
 * error and empty states, an add button, a side panel to add or edit, a confirmed deletion.
 */
export function ShowcaseCollectionPage<T>({
  i18nPrefix,
  query,
  items,
  getId,
  panel: panelParam,
  remove,
  named,
  emptyIcon,
  gridTemplateColumns,
  renderCard,
  renderPanel,
}: ShowcaseCollectionPageProps<T>) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const panel = usePanelParam(panelParam.param, panelParam.newValue);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const editing = panel.openedId ? items.find((item) => getId(item) === panel.openedId) : undefined;
  const panelOpen = panel.isNew || editing !== undefined;
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={panel.openNew}>
      {t(`${i18nPrefix}.add`)}
    </Button>
  );

  const body = () => {
    if (query.isPending) return <PageLoader />;
    if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    if (items.length === 0) {
      return (
        <EmptyState icon={emptyIcon} title={t(`${i18nPrefix}.emptyTitle`)} text={t(`${i18nPrefix}.empty`)} action={addButton} />
      );
    }
    return (
      <Box
        component="ul"
        aria-label={t(`${i18nPrefix}.listLabel`)}
        sx={{ m: 0, p: 0, display: "grid", gap: 2, gridTemplateColumns }}
      >
        {items.map((item) => (
          <Fragment key={getId(item)}>
            {renderCard(item, {
              onEdit: () => panel.openId(getId(item)),
              onDelete: () => {
                remove.reset();
                setDeleting(item);
                setConfirmOpen(true);
              },
            })}
          </Fragment>
        ))}
      </Box>
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={t(`${i18nPrefix}.title`)}
        intro={t(`${i18nPrefix}.intro`)}
        action={items.length > 0 ? addButton : null}
      />
      {body()}
      {panelOpen ? (
        <Fragment key={editing ? getId(editing) : panelParam.newValue}>
          {renderPanel(editing, {
            onClose: panel.close,
            onCreated: (saved) => panel.openId(getId(saved), true),
          })}
        </Fragment>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={t(`${i18nPrefix}.deleteTitle`)}
        text={deleting ? t(`${i18nPrefix}.deleteText`, named(deleting)) : ""}
        confirmLabel={t(`${i18nPrefix}.deleteConfirm`)}
        destructive
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              notify(t(`${i18nPrefix}.deleted`, named(deleting)));
              setConfirmOpen(false);
            },
          });
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
