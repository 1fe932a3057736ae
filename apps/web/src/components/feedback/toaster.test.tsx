import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { LIGHT_TOAST_TEXT, SONNER_LIGHT_BACKGROUNDS, TOAST_DEFAULTS, Toaster } from "./toaster";

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

  // The success toasts failed colour contrast (axe "serious") with sonner's light rich colours.
  it("writes every toast kind's text at WCAG AA contrast (4.5 : 1) on its light background", () => {
    const rgb = (hsl: string) => {
      const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number) as [number, number, number];
      const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
      const f = (n: number) => {
        const k = (n + h / 30) % 12;
        return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      };
      return [f(0), f(8), f(4)];
    };
    const luminance = (hsl: string) => {
      const [r, g, b] = rgb(hsl).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
        number,
        number,
        number,
      ];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const kind of ["success", "error", "warning", "info"] as const) {
      expect(contrast(LIGHT_TOAST_TEXT[kind], SONNER_LIGHT_BACKGROUNDS[kind]), kind).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    // sonner's own success text is what failed: the measure would have caught it.
    expect(contrast("hsl(140, 100%, 27%)", SONNER_LIGHT_BACKGROUNDS.success)).toBeLessThan(4.5);
  });

  it("sets the darker text on the light theme's toaster", async () => {
    render(<Toaster />);
    act(() => {
      toast.success("Success!", { description: "Saved." });
    });
    await screen.findByText("Saved.");
    const list = document.querySelector<HTMLOListElement>("ol[data-sonner-toaster]");
    expect(list).toHaveAttribute("data-theme", "light");
    expect(list?.style.getPropertyValue("--success-text")).toBe(LIGHT_TOAST_TEXT.success);
  });
});
