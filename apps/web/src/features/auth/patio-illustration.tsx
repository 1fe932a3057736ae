import { useId } from "react";
import { cn } from "@/lib/utils";

/**
 * Hand-drawn SVG art for the sign-in pages: a modern patio at dusk with a motorized zipper-track
 * screen half lowered between the columns. No third-party imagery.
 */
export function PatioIllustration({ className }: { className?: string }) {
  const uid = useId().replace(/:/g, "");
  const id = (name: string) => `patio-${name}-${uid}`;
  const url = (name: string) => `url(#${id(name)})`;
  const floorLines = [-520, -360, -200, -40, 120, 280, 440, 600, 760, 920, 1080, 1240];
  return (
    <svg
      viewBox="0 0 800 1000"
      preserveAspectRatio="xMidYMid slice"
      className={cn("h-full w-full", className)}
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={id("sky")} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1330" />
          <stop offset="0.38" stopColor="#24336a" />
          <stop offset="0.62" stopColor="#8a5a7a" />
          <stop offset="0.78" stopColor="#f29b58" />
          <stop offset="0.86" stopColor="#ffd08a" />
        </linearGradient>
        <radialGradient id={id("sun")} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.35" stopColor="#ffcf7a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ff9a4d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id("sea")} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0a767" />
          <stop offset="1" stopColor="#3b3a66" />
        </linearGradient>
        <linearGradient id={id("floor")} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6b4a36" />
          <stop offset="1" stopColor="#2a1d18" />
        </linearGradient>
        <linearGradient id={id("mesh")} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f172a" stopOpacity="0.78" />
          <stop offset="1" stopColor="#1e293b" stopOpacity="0.62" />
        </linearGradient>
        <pattern id={id("weave")} width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 3h6" stroke="#cbd5e1" strokeOpacity="0.09" strokeWidth="1" />
          <path d="M3 0v6" stroke="#cbd5e1" strokeOpacity="0.05" strokeWidth="1" />
        </pattern>
        <radialGradient id={id("lamp")} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd58a" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ffb347" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id("column")} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#141a2b" />
          <stop offset="0.6" stopColor="#222b42" />
          <stop offset="1" stopColor="#10162a" />
        </linearGradient>
        <clipPath id={id("opening")}>
          <rect x="96" y="150" width="608" height="610" />
        </clipPath>
      </defs>

      {/* Sky, sun and the sea behind the opening */}
      <rect width="800" height="1000" fill={url("sky")} />
      <g fill="#fff" opacity="0.7">
        <circle cx="140" cy="90" r="1.4" />
        <circle cx="260" cy="60" r="1" />
        <circle cx="520" cy="110" r="1.2" />
        <circle cx="650" cy="70" r="1.5" />
        <circle cx="720" cy="160" r="1" />
        <circle cx="360" cy="130" r="0.9" />
      </g>
      <circle cx="470" cy="640" r="190" fill={url("sun")} />
      <circle cx="470" cy="640" r="46" fill="#fff1c7" opacity="0.95" />
      <rect x="0" y="652" width="800" height="140" fill={url("sea")} />
      <g stroke="#ffe3a8" strokeLinecap="round" opacity="0.55">
        <path d="M420 672h100" strokeWidth="3" />
        <path d="M400 692h140" strokeWidth="2" />
        <path d="M380 714h180" strokeWidth="1.5" />
        <path d="M430 738h80" strokeWidth="1.5" />
      </g>
      <path d="M0 655 Q120 612 230 640 T460 648 T800 630 V660 H0Z" fill="#2c2a52" opacity="0.85" />

      {/* Palms */}
      <g fill="#101428">
        <path d="M612 660 C618 560 628 500 646 430 L652 432 C636 500 628 570 624 660Z" />
        <path d="M649 432 c-40 -30 -90 -20 -120 6 c40 -12 80 -8 120 -2Z" />
        <path d="M649 432 c30 -40 80 -46 118 -30 c-44 0 -84 12 -118 36Z" />
        <path d="M649 432 c-8 -46 -44 -74 -84 -80 c34 20 60 46 78 84Z" />
        <path d="M649 432 c22 -22 70 -12 100 24 c-36 -16 -70 -22 -100 -20Z" />
        <path d="M649 432 c-36 4 -66 40 -72 78 c20 -34 44 -60 76 -74Z" />
        <path d="M170 660 C168 600 160 560 146 512 L151 510 C166 556 176 600 178 660Z" />
        <path d="M149 512 c-34 -22 -74 -14 -98 8 c34 -10 66 -8 98 -4Z" />
        <path d="M149 512 c24 -32 66 -36 96 -22 c-36 2 -68 10 -96 28Z" />
        <path d="M149 512 c-6 -36 -34 -58 -66 -62 c26 16 48 36 62 66Z" />
      </g>

      {/* The screen: half lowered mesh inside the opening, with zipper tracks and hem bar */}
      <g clipPath={url("opening")}>
        <rect x="96" y="150" width="608" height="372" fill={url("mesh")} />
        <rect x="96" y="150" width="608" height="372" fill={url("weave")} />
        <rect x="96" y="150" width="608" height="372" fill="#f59e0b" opacity="0.05" />
      </g>
      <rect x="90" y="514" width="620" height="14" rx="4" fill="#0e1424" />
      <rect x="90" y="514" width="620" height="3" rx="1.5" fill="#64748b" opacity="0.6" />

      {/* Roof slab, housing cassette and columns */}
      <rect x="0" y="0" width="800" height="118" fill="#0c1122" />
      <rect x="0" y="112" width="800" height="8" fill="#1f2942" />
      <g fill="#ffcf8a">
        <circle cx="200" cy="114" r="3" />
        <circle cx="400" cy="114" r="3" />
        <circle cx="600" cy="114" r="3" />
      </g>
      <g opacity="0.35">
        <path d="M200 117 L150 260 H250Z" fill={url("lamp")} />
        <path d="M400 117 L350 260 H450Z" fill={url("lamp")} />
        <path d="M600 117 L550 260 H650Z" fill={url("lamp")} />
      </g>
      <rect x="70" y="120" width="660" height="34" rx="6" fill="#161d33" />
      <rect x="70" y="120" width="660" height="6" rx="3" fill="#334155" />
      <rect x="78" y="146" width="644" height="4" fill="#f59e0b" opacity="0.85" />
      <rect x="40" y="120" width="58" height="680" fill={url("column")} />
      <rect x="702" y="120" width="58" height="680" fill={url("column")} />
      <rect x="92" y="150" width="10" height="640" fill="#0a0f1d" />
      <rect x="698" y="150" width="10" height="640" fill="#0a0f1d" />
      <rect x="95" y="150" width="2" height="640" fill="#64748b" opacity="0.5" />
      <rect x="703" y="150" width="2" height="640" fill="#64748b" opacity="0.5" />

      {/* Floor in perspective */}
      <path d="M0 790 H800 V1000 H0Z" fill={url("floor")} />
      <g stroke="#f5c28a" strokeOpacity="0.12" strokeWidth="2">
        {floorLines.map((x) => (
          <path key={x} d={`M${400 + (x - 400) * 0.18} 790 L${x} 1000`} />
        ))}
        <path d="M0 820 H800" />
        <path d="M0 862 H800" />
        <path d="M0 920 H800" />
      </g>
      <ellipse cx="400" cy="800" rx="420" ry="18" fill="#ffb86b" opacity="0.18" />

      {/* Lounge sofa, table, plant and lamp */}
      <g>
        <ellipse cx="300" cy="902" rx="220" ry="18" fill="#000" opacity="0.35" />
        <rect x="110" y="800" width="380" height="70" rx="16" fill="#e8e1d6" />
        <rect x="110" y="846" width="380" height="48" rx="12" fill="#d6cdbf" />
        <rect x="130" y="812" width="110" height="46" rx="12" fill="#f4efe7" />
        <rect x="250" y="812" width="110" height="46" rx="12" fill="#f4efe7" />
        <rect x="370" y="812" width="100" height="46" rx="12" fill="#f4efe7" />
        <rect x="190" y="816" width="44" height="34" rx="8" fill="#f59e0b" />
        <rect x="125" y="894" width="10" height="16" fill="#1c1917" />
        <rect x="465" y="894" width="10" height="16" fill="#1c1917" />
        <ellipse cx="588" cy="930" rx="76" ry="10" fill="#000" opacity="0.35" />
        <rect x="520" y="880" width="136" height="14" rx="7" fill="#3f2d22" />
        <rect x="540" y="894" width="8" height="36" fill="#2a1e17" />
        <rect x="628" y="894" width="8" height="36" fill="#2a1e17" />
        <circle cx="566" cy="870" r="10" fill="#f8fafc" opacity="0.9" />
        <rect x="600" y="864" width="20" height="16" rx="3" fill="#94a3b8" />
        <path d="M690 930 h64 l-8 -64 h-48Z" fill="#1e293b" />
        <g fill="#2f6b4f">
          <path d="M722 866 c-30 -40 -40 -90 -20 -130 c6 40 16 80 24 126Z" />
          <path d="M722 866 c10 -50 36 -92 70 -110 c-20 36 -40 76 -64 112Z" />
          <path d="M722 866 c-40 -20 -70 -60 -72 -100 c24 30 50 62 76 94Z" />
          <path d="M722 866 c24 -30 60 -46 86 -44 c-30 14 -58 30 -82 48Z" />
        </g>
        <circle cx="722" cy="700" r="70" fill={url("lamp")} opacity="0.35" />
      </g>

      {/* Motor remote glint on the column */}
      <rect x="710" y="420" width="16" height="28" rx="4" fill="#0f172a" stroke="#475569" />
      <circle cx="718" cy="430" r="2.5" fill="#22c55e" />
    </svg>
  );
}
