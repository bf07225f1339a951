import { teamMemberCreateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { TeamMemberFormValues } from "./team-member-form-values.ts";

/** The domain's team member schema checks the very body that is sent. */
export const teamMemberFormResolver = zodResolver(teamMemberCreateSchema, undefined, {
  raw: true,
}) as unknown as Resolver<TeamMemberFormValues>;
