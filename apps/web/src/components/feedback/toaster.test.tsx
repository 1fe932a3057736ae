import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { TOAST_DEFAULTS, Toaster } from "./toaster";

describe("Toaster", () => {
  it("uses the spec's toast constants", () => {
    expect(TOAST_DEFAULTS).toMatchObject({
      visibleToasts: 3,
      duration: 4000,
      width: 356,
      gap: 14,
      position: "bottom-right",
      offset: 32,
      swipeThreshold: 20,
      hotkey: ["altKey", "KeyT"],
    });
  });

  it("shows toasts bottom-right, 356 px wide, with the Alt+T hotkey label", async () => {
    render(<Toaster />);
    act(() => {
      toast.success("Success!", { description: "Created successfully." });
    });
    expect(await screen.findByText("Created successfully.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /alt\+T/i })).toBeInTheDocument();
    const list = document.querySelector<HTMLOListElement>("ol[data-sonner-toaster]");
    expect(list).toHaveAttribute("data-y-position", "bottom");
    expect(list).toHaveAttribute("data-x-position", "right");
    expect(list?.style.getPropertyValue("--width")).toBe("356px");
    expect(list?.style.getPropertyValue("--gap")).toBe("14px");
  });
});
