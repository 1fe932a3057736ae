import { UNIT_DRAWING_STYLE } from "@screens/domain/unit-drawing-style";
import type { UnitDrawing } from "@screens/domain/unit-drawing";
import type { CSSProperties } from "react";
import { cn } from "@/lib/utils";

/**
 * A unit's elevation drawing as inline SVG, from the same geometry the server's PDF draws
 * (packages/domain unit-drawing.ts): to scale, housing on top, tracks, hem bar, motor side.
 */
export function UnitDrawingSvg({
  drawing,
  title,
  className,
}: {
  drawing: UnitDrawing;
  /** What the drawing shows, for screen readers ("Pool side: 120 in wide, 96 in high, motor left"). */
  title: string;
  className?: string;
}) {
  // One drawing unit is 1.3 CSS px (1.7 on a phone, where the drawing has the width to itself), so
  // every unit's labels print at the same size.
  const style = { "--drawing-w": `${drawing.width}px`, overflow: "visible" } as CSSProperties;
  const label = UNIT_DRAWING_STYLE.label;
  const dimension = UNIT_DRAWING_STYLE.dimension;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      className={cn("w-[calc(var(--drawing-w)*1.7)] max-w-full sm:w-[calc(var(--drawing-w)*1.3)]", className)}
      style={style}
      // Keeps thin parts crisp and the labels legible when the drawing scales with the page.
      preserveAspectRatio="xMidYMid meet"
    >
      {drawing.shapes.map((shape, index) => {
        const paint = UNIT_DRAWING_STYLE[shape.kind];
        return (
          <rect
            key={index}
            data-kind={shape.kind}
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            rx={shape.kind === "motor" ? Math.min(shape.width, shape.height) / 4 : 0}
            fill={paint.fill}
            stroke={paint.stroke}
            strokeWidth={paint.stroke === "none" ? 0 : 0.6}
          />
        );
      })}
      {drawing.lines.map((line, index) => (
        <g key={index} stroke={dimension.stroke} strokeWidth={0.6}>
          <line x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} />
          <DimensionTicks line={line} size={drawing.fontSize * 0.35} />
        </g>
      ))}
      {drawing.labels.map((text, index) => (
        <text
          key={index}
          x={text.x}
          y={text.y}
          textAnchor={text.anchor}
          fontSize={drawing.fontSize}
          fill={label.fill}
          fontWeight={text.kind === "motor" ? 600 : 500}
          fontFamily="inherit"
        >
          {text.text}
        </text>
      ))}
    </svg>
  );
}

/** Short end marks across a dimension line, like an architect's drawing. */
function DimensionTicks({
  line,
  size,
}: {
  line: { x1: number; y1: number; x2: number; y2: number };
  size: number;
}) {
  const horizontal = line.y1 === line.y2;
  const ends = [
    [line.x1, line.y1],
    [line.x2, line.y2],
  ] as const;
  return (
    <>
      {ends.map(([x, y], index) =>
        horizontal ? (
          <line key={index} x1={x} y1={y - size} x2={x} y2={y + size} />
        ) : (
          <line key={index} x1={x - size} y1={y} x2={x + size} y2={y} />
        ),
      )}
    </>
  );
}
