import { useId } from "react";
import { cn } from "@/lib/utils";

export interface LogoMarkProps {
  className?: string;
  title?: string;
}

/** The Screens Panel mark: a motorized screen — amber housing, two zipper tracks and a half-lowered fabric. */
export function LogoMark({ className, title }: LogoMarkProps) {
  // Unique gradient ids: a hidden copy of the logo (e.g. the desktop sidebar on a phone) must not own them.
  const uid = useId().replace(/:/g, "");
  const backgroundId = `logo-bg-${uid}`;
  const fabricId = `logo-fabric-${uid}`;
  return (
    <svg
      viewBox="0 0 40 40"
      className={cn("size-9", className)}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={backgroundId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e2a4a" />
          <stop offset="1" stopColor="#0b1226" />
        </linearGradient>
        <linearGradient id={fabricId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#94a3b8" stopOpacity="0.9" />
          <stop offset="1" stopColor="#cbd5e1" stopOpacity="0.55" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${backgroundId})`} />
      <rect x="7" y="8" width="26" height="5.5" rx="2" fill="#f59e0b" />
      <rect x="9" y="13.5" width="2.2" height="19" rx="1" fill="#e2e8f0" />
      <rect x="28.8" y="13.5" width="2.2" height="19" rx="1" fill="#e2e8f0" />
      <rect x="11.2" y="13.5" width="17.6" height="11" fill={`url(#${fabricId})`} />
      <path
        d="M11.2 16.5h17.6M11.2 19.5h17.6M11.2 22.5h17.6"
        stroke="#0b1226"
        strokeOpacity="0.18"
        strokeWidth="0.8"
      />
      <rect x="10.4" y="24.2" width="19.2" height="2.4" rx="1.2" fill="#f8fafc" />
    </svg>
  );
}

export interface LogoProps {
  className?: string;
  /** "light" for dark backgrounds (side navigation). */
  tone?: "dark" | "light";
  showWordmark?: boolean;
}

export function Logo({ className, tone = "dark", showWordmark = true }: LogoProps) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark className={cn(tone === "light" && "rounded-[10px] ring-1 ring-white/15")} />
      {showWordmark && (
        <span
          className={cn(
            "text-[1.05rem] leading-none font-semibold tracking-tight",
            tone === "light" ? "text-white" : "text-foreground",
          )}
        >
          {/* A real space: links around the logo are named "Screens Panel ...", matching the text. */}
          Screens <span className={tone === "light" ? "text-brand" : "text-brand-strong"}>Panel</span>
        </span>
      )}
    </span>
  );
}
