import type { BlogArticleStatus } from "@cortege/domain";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";

const colors = { DRAFT: "default", PUBLISHED: "success", ARCHIVED: "warning" } as const;

export function ArticleStatusChip({ status }: { status: BlogArticleStatus }) {
  const { t } = useTranslation("blog");
  return <Chip size="small" color={colors[status]} label={t(`status.${status}`)} />;
}
