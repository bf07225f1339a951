import { calendarEventFieldsSchema } from "@cortege/domain";
import type { FieldErrors, Resolver } from "react-hook-form";
import { type AppointmentFormValues, appointmentBody } from "./appointment-form-values.ts";

/** Where each field of the body is typed in the form. */
const fieldOf: Record<string, keyof AppointmentFormValues> = {
  title: "title",
  description: "description",
  startTime: "startDate",
  endTime: "endDate",
  emails: "emails",
  clientId: "clientId",
  sendInvitation: "emails",
};

/** Validates the body that will be sent with the domain's schema; the values stay as typed. */
export const appointmentFormResolver: Resolver<AppointmentFormValues> = async (values) => {
  const result = calendarEventFieldsSchema.safeParse(appointmentBody(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<AppointmentFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf[String(issue.path[0])] ?? "title";
    errors[field] ??= { type: "validate", message: issue.message };
  }
  return { values: {}, errors };
};
