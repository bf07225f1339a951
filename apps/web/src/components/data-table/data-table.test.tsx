import { fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers.tsx";
import { createQueryClient } from "../../lib/query-client.ts";
import { DataTable } from "./data-table.tsx";
import type { DataTableColumn, DataTableSort } from "./data-table-types.ts";

type Guest = { id: string; name: string; city: string };
type Field = "name" | "city";
const guests: Guest[] = [
  { id: "g1", name: "Léa Martin", city: "Lyon" },
  { id: "g2", name: "Hugo Roy", city: "Nantes" },
];
const columns: DataTableColumn<Guest, Field>[] = [
  { id: "name", header: "Nom", cell: (g) => g.name, sortBy: "name" },
  { id: "city", header: "Ville", cell: (g) => g.city, sortBy: "city" },
];

function renderTable(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

/** A phone: the theme's « sm » media query matches. */
function onPhone() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

/** A page that keeps the checked rows. */
function Checked() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      rows={guests}
      rowKey={(g) => g.id}
      columns={columns}
      caption="Invités"
      selection={{
        selected,
        onChange: setSelected,
        rowLabel: (g) => `Sélectionner ${g.name}`,
        bulkActions: <button type="button">Archiver</button>,
      }}
    />
  );
}

describe("DataTable", () => {
  it("asks for the clicked column's sort: its first order, then the other way round", () => {
    const onSort = vi.fn();
    const sort: DataTableSort<Field> = {
      field: "name",
      order: "asc",
      onSort,
      firstOrder: (f) => (f === "city" ? "desc" : "asc"),
    };
    renderTable(<DataTable rows={guests} rowKey={(g) => g.id} columns={columns} caption="Invités" sort={sort} />);
    const table = screen.getByRole("table", { name: "Invités" });
    expect(within(table).getByRole("columnheader", { name: /Nom/ })).toHaveAttribute("aria-sort", "ascending");
    fireEvent.click(within(table).getByRole("button", { name: /Ville/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: "city", order: "desc" });
    fireEvent.click(within(table).getByRole("button", { name: /Nom/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: "name", order: "desc" });
  });

  it("opens a row on a click anywhere on it, but not on its menu", () => {
    const open = vi.fn();
    const menu = vi.fn();
    renderTable(
      <DataTable
        rows={guests}
        rowKey={(g) => g.id}
        columns={columns}
        caption="Invités"
        onRowClick={open}
        actions={(g) => (
          <button type="button" onClick={menu}>
            {`Actions pour ${g.name}`}
          </button>
        )}
      />,
    );
    fireEvent.click(screen.getByText("Nantes"));
    expect(open).toHaveBeenCalledWith(guests[1]);
    fireEvent.click(screen.getByRole("button", { name: "Actions pour Léa Martin" }));
    expect(menu).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("checks rows one by one or all at once, and shows the bar of actions for them", () => {
    renderTable(<Checked />);
    expect(screen.queryByRole("button", { name: "Archiver" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("checkbox", { name: "Sélectionner Hugo Roy" }));
    expect(screen.getByRole("region", { name: "Actions sur la sélection" })).toHaveTextContent("1 sélectionné");
    expect(screen.getByRole("checkbox", { name: "Tout sélectionner" })).toHaveAttribute("data-indeterminate", "true");
    fireEvent.click(screen.getByRole("checkbox", { name: "Tout sélectionner" }));
    expect(screen.getByRole("checkbox", { name: "Sélectionner Léa Martin" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("2 sélectionnés");
    fireEvent.click(screen.getByRole("button", { name: "Tout désélectionner" }));
    expect(screen.getByRole("checkbox", { name: "Sélectionner Hugo Roy" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "Archiver" })).not.toBeInTheDocument();
  });

  it("says what to do when there is no row, instead of an empty table", () => {
    renderTable(
      <DataTable rows={[]} rowKey={(g: Guest) => g.id} columns={columns} caption="Invités" empty={<p>Aucun invité.</p>} />,
    );
    expect(screen.getByText("Aucun invité.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the failure and « Réessayer » rather than rows of another page, and retries", () => {
    const refetch = vi.fn();
    renderTable(
      <DataTable
        rows={guests}
        rowKey={(g) => g.id}
        columns={columns}
        caption="Invités"
        query={{ isPending: false, isError: true, error: new Error("boom"), data: {}, isPlaceholderData: true, refetch }}
      />,
    );
    expect(screen.queryByText("Léa Martin")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("pages from the footer, 1-based, as the address keeps it", () => {
    const onPageChange = vi.fn();
    renderTable(
      <DataTable
        rows={guests}
        rowKey={(g) => g.id}
        columns={columns}
        caption="Invités"
        pagination={{ count: 60, page: 1, rowsPerPage: 25, rowsPerPageOptions: [25], onPageChange }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /page suivante/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("on a phone, shows a card a row in a labelled list, its menu beside it", () => {
    onPhone();
    renderTable(
      <DataTable
        rows={guests}
        rowKey={(g) => g.id}
        columns={columns}
        caption="Invités"
        card={(g) => <strong>{`${g.name} · ${g.city}`}</strong>}
        actions={(g) => <button type="button">{`Actions pour ${g.name}`}</button>}
      />,
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Invités" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent("Hugo Roy · Nantes");
    expect(within(cards[1] as HTMLElement).getByRole("button", { name: "Actions pour Hugo Roy" })).toBeInTheDocument();
  });
});
