import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppNavigate } from "@/lib/navigation";

export interface BackButtonProps {
  /** Where to go; without it the browser goes back one step. */
  to?: string;
  label?: string;
}

/** Back to a named screen, or one step back; either way a document load with fresh data. */
export function BackButton({ to, label = "Back" }: BackButtonProps) {
  const navigate = useAppNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void navigate(to ?? -1)}
      className="-ml-2 text-muted-foreground"
    >
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}
