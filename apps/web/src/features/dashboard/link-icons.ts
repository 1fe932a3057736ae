import {
  ClipboardList,
  FileText,
  Globe,
  Link as LinkIcon,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";

/** The icons a quick link can have, by the name stored with it. */
export const LINK_ICONS: Record<string, LucideIcon> = {
  link: LinkIcon,
  globe: Globe,
  quote: FileText,
  order: ClipboardList,
  dealer: Store,
  users: Users,
};
