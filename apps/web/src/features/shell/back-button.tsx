import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";

export interface BackButtonProps {
  /** Where to go; without it the browser goes back one step. */
  to?: string;
  label?: string;
}

/** Navigation state set by the Back control so the destination knows to refresh its data. */
export interface RefreshNavigationState {
  refresh: true;
}

export function BackButton({ to, label = "Back" }: BackButtonProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (to) {
      void navigate(to, { state: { refresh: true } satisfies RefreshNavigationState });
      return;
    }
    // A history step cannot carry new state; the panel's full reload on path change refreshes the data.
    void navigate(-1);
  };
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 text-muted-foreground">
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}
