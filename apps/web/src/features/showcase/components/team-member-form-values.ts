import type { TeamMember } from "@cortege/domain";

/** What the team member panel edits: the body of vendor/team-members/create and /update, as typed. */
export type TeamMemberFormValues = {
  vendorId: string;
  firstname: string;
  lastname: string;
  position: string;
  description: string;
  linkedinUrl: string;
  image: string | null;
};

export const emptyTeamMemberValues = (vendorId: string): TeamMemberFormValues => ({
  vendorId,
  firstname: "",
  lastname: "",
  position: "",
  description: "",
  linkedinUrl: "",
  image: null,
});

export const teamMemberFormValues = (vendorId: string, m: TeamMember): TeamMemberFormValues => ({
  vendorId,
  firstname: m.firstname,
  lastname: m.lastname,
  position: m.position ?? "",
  description: m.description ?? "",
  linkedinUrl: m.linkedinUrl ?? "",
  image: m.image,
});

/** The initials shown when a member has no photo yet. */
export const initialsOf = (m: Pick<TeamMember, "firstname" | "lastname">): string =>
  `${m.firstname.trim().charAt(0)}${m.lastname.trim().charAt(0)}`.toLocaleUpperCase("fr-FR");
