import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const STEPS = [
  { title: "Copy", text: "A new draft copies a version, by default the one in effect." },
  { title: "Change", text: "Raise a section by a percentage, or import a whole book as JSON." },
  { title: "Check", text: "Read every change, and what it does to the open draft quotes." },
  {
    title: "Publish",
    text: "Choose when it takes effect. Quotes already sent or submitted keep their prices.",
  },
];

/** How a new price book reaches the quotes (docs/decisions/148-price-book-versions.md), in four steps. */
export function HowItWorksCard() {
  return (
    <Card role="region" aria-labelledby="price-book-steps-title">
      <CardHeader>
        <CardTitle id="price-book-steps-title">New prices, step by step</CardTitle>
        <CardDescription>Nobody prices with a draft until it is published.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand-strong"
              >
                {index + 1}
              </span>
              <span className="grid gap-0.5 text-sm">
                <span className="font-medium">{step.title}</span>
                <span className="text-muted-foreground">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
