import type { TeamMember } from "@cortege/domain";
import Box from "@mui/material/Box";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { TEAM_MEMBER_CATEGORY } from "../api/accommodation-photos-folder.ts";
import { useSaveTeamMember } from "../api/use-save-team-member.ts";
import { PictureField } from "./picture-field.tsx";
import { ShowcaseFormPanel } from "./showcase-form-panel.tsx";
import { teamMemberFormResolver } from "./team-member-form-resolver.ts";
import { emptyTeamMemberValues, type TeamMemberFormValues, teamMemberFormValues } from "./team-member-form-values.ts";
import { useUploadsInProgress } from "./use-uploads-in-progress.ts";

type TeamMemberPanelProps = { vendorId: string; member: TeamMember | undefined; onClose: () => void };

/** Add or edit a team member: name, role, a few words, LinkedIn, photo. */
export function TeamMemberPanel({ vendorId, member, onClose }: TeamMemberPanelProps) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const save = useSaveTeamMember(vendorId);
  const [defaults] = useState(() => (member ? teamMemberFormValues(vendorId, member) : emptyTeamMemberValues(vendorId)));
  const form = useForm<TeamMemberFormValues>({ resolver: teamMemberFormResolver, defaultValues: defaults });
  const { control } = form;
  const uploads = useUploadsInProgress();

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { teamMemberId: member?.teamMemberId, body: values },
      {
        onSuccess: (saved) => {
          const name = `${saved.firstname} ${saved.lastname}`;
          notify(t(member ? "team.updated" : "team.created", { name }));
          onClose();
        },
      },
    ),
  );

  return (
    <ShowcaseFormPanel
      title={member ? t("team.editTitle", { name: `${member.firstname} ${member.lastname}` }) : t("team.createTitle")}
      width={600}
      formId="team-member-panel-form"
      onSubmit={onSubmit}
      onClose={onClose}
      editing={member !== undefined}
      createLabel={t("team.create")}
      pending={save.isPending || uploads.busy}
      error={save.error}
    >
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormTextField control={control} name="firstname" label={t("team.fields.firstname")} autoComplete="off" />
        <FormTextField control={control} name="lastname" label={t("team.fields.lastname")} autoComplete="off" />
      </Box>
      <FormTextField
        control={control}
        name="position"
        label={t("team.fields.position")}
        helperText={t("team.fields.positionHint")}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="description"
        label={t("team.fields.description")}
        helperText={t("team.fields.descriptionHint")}
        multiline
        minRows={3}
      />
      <FormTextField
        control={control}
        name="linkedinUrl"
        slotProps={{ htmlInput: { inputMode: "url" } }}
        label={t("team.fields.linkedinUrl")}
        placeholder="linkedin.com/in/…"
        autoComplete="off"
      />
      <PictureField
        control={control}
        name="image"
        onBusyChange={(busy) => uploads.report("image", busy)}
        vendorId={vendorId}
        category={TEAM_MEMBER_CATEGORY}
        label={t("team.fields.image")}
      />
    </ShowcaseFormPanel>
  );
}
