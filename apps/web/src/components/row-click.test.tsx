import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { rowClickProps } from "./row-click.ts";

function Row({ open, act }: { open: () => void; act: () => void }) {
  const { onClick } = rowClickProps(open);
  return (
    <table>
      <tbody>
        <tr onClick={onClick}>
          <td>Mariage Roy</td>
          <td>
            <button type="button" onClick={act}>
              Actions
            </button>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

describe("rowClickProps", () => {
  it("opens the item from anywhere on the row, but leaves its controls their own action", () => {
    const open = vi.fn();
    const act = vi.fn();
    render(<Row open={open} act={act} />);
    fireEvent.click(screen.getByText("Mariage Roy"));
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Actions" }));
    expect(act).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
