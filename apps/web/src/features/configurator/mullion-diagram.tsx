import type { Configuration, MullionField } from "@screens/pricing/configuration";
import { formatInches } from "@screens/pricing/inches";
import { windowPanes } from "@screens/domain/unit-drawing";

/** The mullions as the diagram names them, outer ones first. */
const NAMES: Record<MullionField, string> = {
  mullion_top_in: "Top",
  mullion_bottom_in: "Bottom",
  mullion_left_in: "Left",
  mullion_right_in: "Right",
  mullion_left_middle_in: "Left-middle",
  mullion_middle_in: "Middle",
  mullion_right_middle_in: "Right-middle",
};
const INTERIOR = ["mullion_left_middle_in", "mullion_middle_in", "mullion_right_middle_in"] as const;

const inches = (value: number) => `${formatInches(value)}"`;
const size = (value: number | null) => (value !== null && Number.isFinite(value) && value > 0 ? value : 0);

/** The drawing's frame in SVG units: the opening fits a 240 x 150 box, the labels go around it. */
const BOX = { width: 240, height: 150 };
const MARGIN = { top: 22, bottom: 22, side: 26 };
const FONT = 11;

/**
 * The clear window's opening split by its mullions, with their sizes (decision 199): the fabric
 * borders (top, bottom, left, right) and the interior mullions between the panes, to scale, each
 * named with its size, and the panes' size under it. The same geometry as the quote's drawing
 * (`windowPanes`, decision 014).
 */
export function MullionDiagram({
  config,
}: {
  config: Pick<Configuration, "unit_width_in" | "unit_height_in" | MullionField>;
}) {
  const width = config.unit_width_in;
  const height = config.unit_height_in;
  if (!(width > 0) || !(height > 0)) return null;
  const scale = Math.min(BOX.width / width, BOX.height / height);
  const w = width * scale;
  const h = height * scale;
  const x0 = MARGIN.side + (BOX.width - w) / 2;
  const y0 = MARGIN.top;
  const viewWidth = BOX.width + 2 * MARGIN.side;
  const viewHeight = h + MARGIN.top + MARGIN.bottom;
  const panes = windowPanes(config);
  const top = size(config.mullion_top_in);
  const bottom = size(config.mullion_bottom_in);
  const left = size(config.mullion_left_in);
  const right = size(config.mullion_right_in);
  // Each interior mullion between two panes, where the drawing puts it.
  const interior = INTERIOR.filter((field) => size(config[field]) > 0).map((field, index) => ({
    field,
    value: size(config[field]),
    x: panes[index] ? panes[index].right : null,
  }));
  const first = panes[0];
  const paneText = !first
    ? "The mullions leave no window."
    : `${panes.length === 1 ? "1 pane" : `${panes.length} panes`}, each ${inches(first.right - first.left)} × ${inches(
        first.bottom - first.top,
      )}`;
  const described = [
    `Opening ${inches(width)} × ${inches(height)}`,
    ...(["mullion_top_in", "mullion_bottom_in", "mullion_left_in", "mullion_right_in"] as const)
      .filter((field) => size(config[field]) > 0)
      .map((field) => `${NAMES[field]} ${inches(size(config[field]))}`),
    ...interior.map((m) => `${NAMES[m.field]} ${inches(m.value)}`),
    paneText,
  ].join(", ");
  const label = (field: MullionField, value: number) => `${NAMES[field]} ${inches(value)}`;

  return (
    <figure className="grid gap-2 rounded-lg border bg-muted/30 p-3" data-testid="mullion-diagram">
      <svg
        viewBox={`0 0 ${viewWidth} ${viewHeight}`}
        className="mx-auto block h-auto w-full max-w-md"
        role="img"
        aria-label={`Mullions: ${described}`}
        fontSize={FONT}
      >
        {/* The opening: fabric where the mullions are, the panes cut out of it. */}
        <rect
          x={x0}
          y={y0}
          width={w}
          height={h}
          className="fill-slate-400 stroke-slate-600 dark:fill-slate-600 dark:stroke-slate-300"
          strokeWidth={1}
        />
        {panes.map((pane, index) => (
          <rect
            key={index}
            data-testid="mullion-pane"
            x={x0 + pane.left * scale}
            y={y0 + pane.top * scale}
            width={(pane.right - pane.left) * scale}
            height={(pane.bottom - pane.top) * scale}
            className="fill-sky-100 stroke-sky-600 dark:fill-sky-950 dark:stroke-sky-400"
            strokeWidth={0.75}
          />
        ))}
        <g className="fill-foreground">
          {top > 0 && (
            <text x={x0 + w / 2} y={y0 - 7} textAnchor="middle">
              {label("mullion_top_in", top)}
            </text>
          )}
          {bottom > 0 && (
            <text x={x0 + w / 2} y={y0 + h + FONT + 5} textAnchor="middle">
              {label("mullion_bottom_in", bottom)}
            </text>
          )}
          {left > 0 && (
            <text
              transform={`translate(${x0 - 7} ${y0 + h / 2}) rotate(-90)`}
              textAnchor="middle"
              dominantBaseline="auto"
            >
              {label("mullion_left_in", left)}
            </text>
          )}
          {right > 0 && (
            <text
              transform={`translate(${x0 + w + 7} ${y0 + h / 2}) rotate(90)`}
              textAnchor="middle"
              dominantBaseline="auto"
            >
              {label("mullion_right_in", right)}
            </text>
          )}
        </g>
        {interior.map(
          (m) =>
            m.x !== null && (
              <text
                key={m.field}
                transform={`translate(${x0 + (m.x + m.value / 2) * scale} ${y0 + h / 2}) rotate(-90)`}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-foreground stroke-background"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {label(m.field, m.value)}
              </text>
            ),
        )}
      </svg>
      <figcaption className="text-center text-xs text-muted-foreground tabular-nums">
        Opening {inches(width)} × {inches(height)} · {paneText}
      </figcaption>
    </figure>
  );
}
