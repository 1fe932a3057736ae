import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/brand/logo";
import { PatioIllustration } from "./patio-illustration";

export interface AuthLayoutProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Split screen for the sign-in pages: the form on the left, the patio art on large screens. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="flex flex-col px-5 py-6 sm:px-10 lg:px-16">
        <Link reloadDocument to="/" className="self-start rounded-md" aria-label="Screens Panel home">
          <Logo />
        </Link>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <h1 className="text-3xl font-semibold tracking-tight text-balance">{title}</h1>
            <p className="mt-2 text-muted-foreground">{description}</p>
            <div className="mt-8">{children}</div>
            {footer && <div className="mt-8 text-center text-sm text-muted-foreground">{footer}</div>}
          </div>
        </main>
        <p className="text-xs text-muted-foreground">© 2024 Screens Panel. All rights reserved.</p>
      </div>
      <aside className="relative hidden overflow-hidden bg-slate-950 lg:block" aria-hidden="true">
        <PatioIllustration className="absolute inset-0" />
        <div className="absolute inset-x-12 top-[24%] rounded-2xl border border-white/10 bg-slate-950/55 p-6 text-white shadow-2xl backdrop-blur-md">
          <p className="text-lg leading-snug font-medium text-balance">
            “Configure, price and order made-to-order zipper-track screens in minutes, not days.”
          </p>
          <p className="mt-3 text-sm text-slate-300">The dealer portal for motorized exterior screens</p>
        </div>
      </aside>
    </div>
  );
}
