import { calendarMessages } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { appointmentFormResolver } from "./appointment-form-resolver.ts";
import { appointmentBody, appointmentFormValues, appointmentFormValuesForSlot } from "./appointment-form-values.ts";

const values = {
  title: "Visite",
  description: "",
  allDay: false,
  startDate: "2026-06-12",
  startTime: "14:00",
  endDate: "2026-06-12",
  endTime: "15:30",
  emails: "anne@exemple.fr, paul@exemple.fr",
  clientId: null,
  sendInvitation: false,
};

describe("appointment form values", () => {
  it("turns the typed dates, times and e-mails into the body", () => {
    const body = appointmentBody(values);
    expect(body).toMatchObject({
      title: "Visite",
      description: null,
      allDay: false,
      emails: ["anne@exemple.fr", "paul@exemple.fr"],
    });
    expect(new Date(body.startTime as string)).toEqual(new Date(2026, 5, 12, 14, 0));
    expect(new Date(body.endTime as string)).toEqual(new Date(2026, 5, 12, 15, 30));
  });

  it("ends an all-day appointment at the midnight after its last day, and reads it back", () => {
    const body = appointmentBody({ ...values, allDay: true, endDate: "2026-06-13" });
    expect(new Date(body.endTime as string)).toEqual(new Date(2026, 5, 14));
    const back = appointmentFormValues({
      eventId: "e",
      title: "Visite",
      description: null,
      startTime: body.startTime as string,
      endTime: body.endTime as string,
      allDay: true,
      emails: [],
      clientId: null,
      invitedAt: null,
    });
    expect(back).toMatchObject({ startDate: "2026-06-12", endDate: "2026-06-13", allDay: true });
  });

  it("opens a day picked in the month view from 9:00 to 10:00", () => {
    const slot = appointmentFormValuesForSlot(new Date(2026, 5, 12), new Date(2026, 5, 13), true);
    expect(slot).toMatchObject({
      startDate: "2026-06-12",
      endDate: "2026-06-12",
      startTime: "09:00",
      endTime: "10:00",
      allDay: true,
    });
  });

  it("gives the domain's messages on the fields typed, the title's first", async () => {
    const result = await appointmentFormResolver({ ...values, title: " ", endTime: "13:00" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.title?.message).toBe(calendarMessages.titleRequired);
    expect(result.errors.endDate?.message).toBe(calendarMessages.endBeforeStart);
  });

  it("asks for a guest's e-mail before sending the invitation, on the guests' field", async () => {
    const result = await appointmentFormResolver({ ...values, emails: "", sendInvitation: true }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.emails?.message).toBe(calendarMessages.invitationWithoutGuest);
    expect(appointmentBody({ ...values, sendInvitation: true }).sendInvitation).toBe(true);
  });
});
