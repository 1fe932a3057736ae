import { BriefcaseBusiness, ClipboardList, FileText, SlidersHorizontal, type LucideIcon } from "lucide-react";

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
}

/** The landing page's four feature cards. */
export const FEATURES: Feature[] = [
  {
    icon: ClipboardList,
    title: "Streamlined Order Management",
    description: "Create, track and modify orders in one place.",
    points: ["Real-time order status", "Complete order history", "Modify orders before production"],
  },
  {
    icon: SlidersHorizontal,
    title: "Product Configuration",
    description: "Configure every unit exactly as it will be built.",
    points: [
      "Housing types, retention tracks, hem bars and mesh choices",
      "Measurements and colors",
      "Automatic validation of technical requirements",
    ],
  },
  {
    icon: FileText,
    title: "Quote Management",
    description: "Create and save quotes, then turn them into orders.",
    points: [
      "Track customer approvals",
      "Convert a quote to an order in one step",
      "Automatic pricing including motorization and specialty options",
    ],
  },
  {
    icon: BriefcaseBusiness,
    title: "Business Tools",
    description: "Everything you need to run your screen business.",
    points: [
      "Order history and shipment tracking",
      "Customer management",
      "Reports, project planning and analytics",
    ],
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ icon: Icon, title, description, points }) => (
        <li
          key={title}
          className="group flex flex-col rounded-2xl border bg-card p-6 shadow-sm shadow-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/10"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md shadow-primary/30 transition group-hover:bg-brand group-hover:text-brand-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-5 text-base font-semibold tracking-tight">{title}</h3>
          <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
          <ul className="mt-4 grid gap-2 text-sm">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
