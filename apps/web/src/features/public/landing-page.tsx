import { ArrowRight, Mail, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { LogoMark } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/features/auth/auth-context";
import { PatioIllustration } from "@/features/auth/patio-illustration";
import { requestAccessMailto } from "@/lib/company";
import { cn } from "@/lib/utils";
import { FeatureCards } from "./feature-cards";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

export default function LandingPage() {
  const { status } = useAuth();
  const signedIn = status === "authenticated";
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 dark:opacity-15 bg-[radial-gradient(60rem_30rem_at_80%_-10%,oklch(0.93_0.06_75/.7),transparent),radial-gradient(50rem_30rem_at_-10%_10%,oklch(0.92_0.03_260/.9),transparent)]"
          />
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.05fr_1fr]">
            <div>
              <LogoMark className="size-14 shadow-xl shadow-primary/25" title="Screens Panel" />
              <p className="mt-8 inline-flex items-center gap-2 rounded-full border bg-card/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
                <ShieldCheck aria-hidden="true" className="size-3.5 text-brand-strong" />
                Dealer portal for motorized exterior screens
              </p>
              <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
                Welcome to <span className="text-brand-strong">Screens Panel</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
                Quote, configure and order made-to-order zipper-track screens with automatic pricing and
                real-time order tracking. Access is reserved for our dealers: contact us and we will set up
                your account.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <a href={requestAccessMailto()} className={buttonVariants({ variant: "brand", size: "lg" })}>
                  <Mail aria-hidden="true" />
                  Request Access
                </a>
                <Link
                  reloadDocument
                  to={signedIn ? "/panel/dashboard" : "/login"}
                  className={cn(buttonVariants({ variant: "outline", size: "lg" }), "group")}
                >
                  {signedIn ? "Go to Panel" : "Dealer login"}
                  <ArrowRight aria-hidden="true" className="transition group-hover:translate-x-0.5" />
                </Link>
              </div>
            </div>
            <div className="relative mx-auto w-full max-w-md">
              <div className="aspect-square overflow-hidden rounded-3xl bg-slate-950 shadow-2xl shadow-slate-900/30 ring-1 ring-slate-900/10">
                <PatioIllustration />
              </div>
              <div className="absolute -top-5 -left-6 hidden rounded-2xl border bg-card/95 p-4 shadow-xl backdrop-blur sm:block">
                <p className="text-xs font-medium text-muted-foreground">Standard production lead time</p>
                <p className="mt-0.5 text-lg font-semibold">4-5 business days</p>
              </div>
            </div>
          </div>
        </section>
        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6">
          <h2 id="features-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Everything your dealership needs
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            From the first measurement to the delivered unit, one panel for your whole team.
          </p>
          <div className="mt-10">
            <FeatureCards />
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
