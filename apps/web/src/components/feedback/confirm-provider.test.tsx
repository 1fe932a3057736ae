import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmProvider, useConfirm, type ConfirmationRequest } from "./confirm-provider";

function Harness({ request }: { request?: ConfirmationRequest }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <button type="button" onClick={() => void confirm(request).then((ok) => setAnswer(String(ok)))}>
        Save
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

function renderHarness(request?: ConfirmationRequest) {
  return render(
    <ConfirmProvider>
      <Harness request={request} />
    </ConfirmProvider>,
  );
}

describe("Confirmation dialog", () => {
  it("shows the default title and message with Cancel and Confirm", async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = screen.getByRole("alertdialog", { name: "Are you sure?" });
    expect(dialog).toHaveAccessibleDescription("Confirm this action below.");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
  });

  it("calls onConfirm and resolves true on Confirm", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderHarness({ title: "Save account?", message: "Changes go live now.", onConfirm, onCancel });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alertdialog", { name: "Save account?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText("answer: true")).toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("calls onCancel and resolves false on Cancel or Escape", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderHarness({ onCancel });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByText("answer: false")).toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("hides Cancel when asked and keeps focus inside", async () => {
    const user = userEvent.setup();
    renderHarness({ hideCancel: true });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
  });
});
