import { calendarMessages } from "@cortege/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { useSaveAppointment } from "../api/use-save-appointment.ts";
import { AppointmentDialog } from "./appointment-dialog.tsx";
import { appointmentFormValuesForSlot } from "./appointment-form-values.ts";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function WithVendor({ children }: { children: ReactNode }) {
  return useCurrentVendor().currentVendor ? children : null;
}

/** The dialog as the agenda opens it: on a slot, saving through the real mutation. */
function NewAppointment() {
  const save = useSaveAppointment(useVendorId());
  const [initialValues] = useState(() =>
    appointmentFormValuesForSlot(new Date(2026, 5, 12, 14), new Date(2026, 5, 12, 15), false),
  );
  const [saved, setSaved] = useState(false);
  return saved ? (
    <p>Enregistré</p>
  ) : (
    <AppointmentDialog
      open
      eventId={null}
      initialValues={initialValues}
      pending={save.isPending}
      error={save.error}
      onSave={(fields) => save.mutate({ eventId: null, fields }, { onSuccess: () => setSaved(true) })}
      onClose={() => {}}
    />
  );
}

describe("appointment dialog", () => {
  let posts: { path: string; body: Record<string, unknown> }[];
  let answer: () => Response;

  beforeEach(() => {
    posts = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/user-vendors")) {
          return json({
            vendors: [{ id: vendorId, tradeName: "Le Moulin", corporateName: "Le Moulin SAS", slug: "le-moulin", logo: null }],
          });
        }
        posts.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) });
        return answer();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = async () => {
    renderWithProviders(
      <WithVendor>
        <NewAppointment />
      </WithVendor>,
    );
    return screen.findByRole("dialog", { name: "Nouveau rendez-vous" });
  };

  it("asks for the title with the spec's message, without calling the server", async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText(calendarMessages.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nom du rendez-vous/)).toHaveAccessibleDescription(calendarMessages.titleRequired);
    expect(posts).toEqual([]);
  });

  it("keeps everything typed when the server refuses, and shows its French message", async () => {
    answer = () =>
      json({ statusCode: 400, error: "Bad Request", code: "VALIDATION_FAILED", message: ["Ce champ est trop long."] }, 400);
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(/Nom du rendez-vous/), "Dégustation");
    await userEvent.type(within(dialog).getByLabelText(/Invités/), "anne@exemple.fr");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Ce champ est trop long.");
    expect(within(dialog).getByLabelText(/Nom du rendez-vous/)).toHaveValue("Dégustation");
    expect(within(dialog).getByLabelText(/Invités/)).toHaveValue("anne@exemple.fr");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe("/api/calendar/events/create");
    expect(posts[0]?.body).toMatchObject({ vendorId, title: "Dégustation", emails: ["anne@exemple.fr"], allDay: false });
    expect(new Date(String(posts[0]?.body.startTime))).toEqual(new Date(2026, 5, 12, 14));
  });

  it("saves and closes when the server accepts", async () => {
    answer = () => json({ eventId: "e1" });
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(/Nom du rendez-vous/), "Visite");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Enregistré")).toBeInTheDocument();
  });
});
