import type { MediaFile, TeamMember } from "@cortege/domain";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CardEditDeleteActions } from "./card-edit-delete-actions.tsx";
import { initialsOf } from "./team-member-form-values.ts";

type TeamMemberCardProps = { member: TeamMember; picture: MediaFile | undefined; onEdit: () => void; onDelete: () => void };

/** One member of the team as couples will meet them: photo, name, role, a few words. */
export function TeamMemberCard({ member, picture, onEdit, onDelete }: TeamMemberCardProps) {
  const { t } = useTranslation("showcase");
  const titleId = useId();
  const name = `${member.firstname} ${member.lastname}`;

  return (
    <Card component="li" aria-labelledby={titleId} sx={{ display: "flex", flexDirection: "column", listStyle: "none" }}>
      <CardContent sx={{ flexGrow: 1, display: "flex", gap: 2, alignItems: "flex-start" }}>
        <Avatar src={picture?.thumbnailUrl} alt="" sx={{ width: 72, height: 72, fontSize: "1.5rem", bgcolor: "primary.light" }}>
          {initialsOf(member)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: "1.3rem", overflowWrap: "anywhere" }}>
            {name}
          </Typography>
          {member.position ? (
            <Typography variant="body2" sx={{ fontWeight: 600, color: "text.secondary" }}>
              {member.position}
            </Typography>
          ) : null}
          {member.description ? (
            <Typography
              variant="body2"
              sx={{ mt: 1, display: "-webkit-box", WebkitLineClamp: 4, WebkitBoxOrient: "vertical", overflow: "hidden" }}
            >
              {member.description}
            </Typography>
          ) : null}
          {member.linkedinUrl ? (
            <Link
              href={member.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: "inline-block", mt: 1 }}
            >
              {t("team.card.linkedin", { name })}
            </Link>
          ) : null}
        </Box>
      </CardContent>
      <CardEditDeleteActions i18nPrefix="team" named={{ name }} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  );
}
