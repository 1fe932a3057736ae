import { Logo } from "@/components/brand/logo";
import { COPYRIGHT_YEAR, CUSTOMER_SERVICE_EMAIL } from "@/lib/company";

export function PublicFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <Logo className="scale-90" />
        <p>© {COPYRIGHT_YEAR} Screens Panel. All rights reserved.</p>
        <a href={`mailto:${CUSTOMER_SERVICE_EMAIL}`} className="hover:text-foreground hover:underline">
          Customer service
        </a>
      </div>
    </footer>
  );
}
