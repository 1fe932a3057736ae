import { LayoutDashboard, LogIn, LogOut } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/features/auth/auth-context";
import { cn } from "@/lib/utils";

/** Shared public header: logo to /, Login or 'Go to Panel', plus logout when signed in. */
export function PublicHeader() {
  const { status } = useAuth();
  const signedIn = status === "authenticated";
  return (
    <header className="sticky top-0 z-40 border-b border-white/60 bg-background/80 dark:border-border backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link reloadDocument to="/" aria-label="Screens Panel home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {signedIn ? (
            <>
              <Link reloadDocument to="/panel/dashboard" className={buttonVariants({ size: "sm" })}>
                <LayoutDashboard aria-hidden="true" />
                Go to Panel
              </Link>
              <Link
                reloadDocument
                to="/logout"
                aria-label="Logout"
                className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2 sm:px-3")}
              >
                <LogOut aria-hidden="true" />
                <span className="hidden sm:inline">Logout</span>
              </Link>
            </>
          ) : (
            <Link reloadDocument to="/login" className={buttonVariants({ size: "sm" })}>
              <LogIn aria-hidden="true" />
              Login
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
