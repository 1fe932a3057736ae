import { companyName } from "@screens/domain";
import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router-dom";
import { useAuth } from "@/features/auth/auth-context";
import { sideNavItems } from "@/features/shell/nav-items";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";

/** The panel home. The tabbed tables of the dashboard arrive with the list screens. */
export default function DashboardPage() {
  const { agent } = useAuth();
  const sections = agent ? sideNavItems(agent).filter((item) => item.to !== "/panel/dashboard") : [];
  return (
    <Page>
      <PageHeader
        title={`Welcome back, ${agent?.first_name || agent?.username || ""}`}
        description={companyName(agent)}
      />
      <ul className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(240px,1fr))]">
        {sections.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/5 text-primary group-hover:bg-brand-soft group-hover:text-brand-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{label}</span>
                {description && <span className="block text-sm text-muted-foreground">{description}</span>}
              </span>
              <ArrowUpRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
