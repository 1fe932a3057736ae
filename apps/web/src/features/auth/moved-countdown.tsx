import { MESSAGES } from "@screens/domain/messages";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { LogoMark } from "@/components/brand/logo";

export const REDIRECT_COUNTDOWN_SECONDS = 5;

export interface MovedCountdownProps {
  /** Where the browser goes after the countdown; never shown. Without it the app renders directly. */
  movedToUrl?: string;
  children: ReactNode;
  /** Injected in tests; defaults to a real navigation. */
  redirect?: (url: string) => void;
}

function assignLocation(url: string) {
  window.location.assign(url);
}

/** Counts 5 to 0 in 1-second steps with the 'we have moved' message, then sends the browser away. */
export function MovedCountdown({ movedToUrl, children, redirect = assignLocation }: MovedCountdownProps) {
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_COUNTDOWN_SECONDS);
  const finished = secondsLeft <= 0;
  // Once only, even if the parent re-renders with another redirect function.
  const redirected = useRef(false);

  useEffect(() => {
    if (!movedToUrl) return;
    if (secondsLeft <= 0) {
      if (!redirected.current) redirect(movedToUrl);
      redirected.current = true;
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [movedToUrl, secondsLeft, redirect]);

  if (!movedToUrl || finished) return children;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-950 px-6 text-center text-white">
      <LogoMark className="size-16" title="Screens Panel" />
      <h1 className="max-w-md text-2xl font-semibold tracking-tight text-balance">
        {MESSAGES.movedLocations}
      </h1>
      <p className="text-slate-300" aria-live="polite">
        Redirecting in {secondsLeft} seconds...
      </p>
      <div className="h-1 w-48 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
        <div
          className="h-full bg-brand transition-[width] duration-1000 ease-linear"
          style={{
            width: `${((REDIRECT_COUNTDOWN_SECONDS - secondsLeft) / REDIRECT_COUNTDOWN_SECONDS) * 100}%`,
          }}
        />
      </div>
    </main>
  );
}
