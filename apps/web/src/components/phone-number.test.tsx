import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhoneNumber } from "./phone-number.tsx";

describe("phone number display", () => {
  it("shows a 10-digit French number in pairs", () => {
    render(<PhoneNumber phone="0612345678" phoneCode="33" />);
    expect(screen.getByText("06 12 34 56 78")).toBeInTheDocument();
  });

  it("groups a French number given in international form, with 33 as the default code", () => {
    render(<PhoneNumber phone="+33 6 12 34 56 78" />);
    expect(screen.getByText("06 12 34 56 78")).toBeInTheDocument();
  });

  it("shows another country's number in the international format once the phone metadata has loaded", async () => {
    render(<PhoneNumber phone="2015550123" phoneCode="1" />);
    expect(await screen.findByText("+1 201 555 0123")).toBeInTheDocument();
  });

  it("renders nothing without a number", () => {
    const { container } = render(<PhoneNumber phone={null} phoneCode="33" />);
    expect(container).toBeEmptyDOMElement();
  });
});
