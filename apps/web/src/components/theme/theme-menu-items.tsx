import { Monitor, Moon, Sun } from "lucide-react";
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from "@/components/ui/dropdown-menu";
import { useThemeChoice, type ThemeChoice } from "./theme";

const CHOICES: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/** The theme choice inside a dropdown menu (the user menu): Light, Dark or the system's. */
export function ThemeMenuItems() {
  const [choice, setChoice] = useThemeChoice();
  return (
    <>
      <DropdownMenuLabel>Theme</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label="Theme"
        value={choice}
        onValueChange={(value) => setChoice(value as ThemeChoice)}
      >
        {CHOICES.map(({ value, label, icon: Icon }) => (
          <DropdownMenuRadioItem
            key={value}
            value={value}
            // The menu stays open: the page changes behind it at once.
            onSelect={(event) => event.preventDefault()}
          >
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
