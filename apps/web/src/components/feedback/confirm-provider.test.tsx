import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DropdownMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
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

/** The dialog's code loads with the first confirmation (confirm-dialog.tsx): wait for it to show. */
async function ask(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Save" }));
  return screen.findByRole("alertdialog");
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
    const dialog = await ask(user);
    expect(dialog).toHaveAccessibleName("Are you sure?");
    expect(dialog).toHaveAccessibleDescription("Confirm this action below.");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus());
  });

  it("calls onConfirm and resolves true on Confirm", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderHarness({ title: "Save account?", message: "Changes go live now.", onConfirm, onCancel });
    expect(await ask(user)).toHaveAccessibleName("Save account?");
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
    await ask(user);
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
    await ask(user);
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
  });

  it("gives focus back to the opener when it closes, by keyboard or by button", async () => {
    const user = userEvent.setup();
    renderHarness();
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("alertdialog");
    await waitFor(() => expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(save).toHaveFocus());
    await user.click(save);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(save).toHaveFocus());
  });

  it("opened from a menu item, gives focus back to the menu's button", async () => {
    const user = userEvent.setup();
    function MenuHarness() {
      const confirm = useConfirm();
      return (
        <DropdownMenu trigger={<button type="button">Row actions</button>}>
          <DropdownMenuItem onSelect={() => void confirm({ title: "Delete quote?" })}>
            Delete
          </DropdownMenuItem>
        </DropdownMenu>
      );
    }
    render(
      <ConfirmProvider>
        <MenuHarness />
      </ConfirmProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Row actions" });
    trigger.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("alertdialog", { name: "Delete quote?" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
