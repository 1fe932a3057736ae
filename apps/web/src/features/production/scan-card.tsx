import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PRODUCTION_STEP_LABELS, PRODUCTION_STEPS, type ProductionStep } from "@screens/domain/production";
import type { TScanResult } from "@screens/domain/schemas";
import { Camera, ScanLine } from "lucide-react";
import { useRef, useState, useSyncExternalStore } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useInvalidate } from "@/lib/invalidate";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { Form } from "@/components/ui/form";
import { CameraScanner, hasBarcodeDetector } from "./camera-scanner";
import { UndoStepButton } from "./undo-step";

const noSubscription = () => () => undefined;

/** A scan that marked its step (not a repeat) and that the scanner may still take back. */
const undoable = (scan: TScanResult | undefined): scan is TScanResult =>
  !!scan && !scan.already && scan.unit.undoable.includes(scan.step);

/** A scanner that reads one label twice for one step within this long sent it twice: the second is dropped. */
const REPEAT_MS = 2000;

/**
 * The station's scan field (decision 171): a keyboard-wedge scanner types the label's code and
 * Enter into the focused field; a phone reads the QR code with its camera. The station chooses its
 * step, or the unit's next one; the field is focused again after each scan.
 */
export function ScanCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const [code, setCode] = useState("");
  const [step, setStep] = useState<ProductionStep | "">("");
  const [result, setResult] = useState<{ ok: boolean; text: string; scan?: TScanResult } | null>(null);
  const [camera, setCamera] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const last = useRef<{ key: string; at: number } | null>(null);
  const scan = useMutation(trpc.production.scan.mutationOptions());

  // The camera is offered only where the browser can read a QR code itself (never in the server's HTML).
  const cameraAvailable = useSyncExternalStore(noSubscription, hasBarcodeDetector, () => false);

  const send = async (raw: string) => {
    const text = raw.trim();
    if (text === "") {
      setResult({ ok: false, text: "Scan a label: code is required." });
      return;
    }
    const now = Date.now();
    const key = `${step}|${text}`;
    if (last.current && last.current.key === key && now - last.current.at < REPEAT_MS) return;
    last.current = { key, at: now };
    setCode("");
    let answer: TScanResult;
    try {
      answer = await scan.mutateAsync({ code: text, ...(step ? { step } : {}) });
    } catch (error) {
      setResult({ ok: false, text: trpcErrorMessage(error) });
      field.current?.focus();
      return;
    }
    setResult({ ok: true, text: answer.message, scan: answer });
    field.current?.focus();
    await Promise.all([
      queryClient.invalidateQueries(trpc.production.board.pathFilter()),
      answer.moved_to.length > 0 ? invalidate("orders") : Promise.resolve(),
    ]);
  };

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void send(code);
  };

  return (
    <Card className="mb-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ScanLine className="size-5" aria-hidden="true" />
          Scan a label
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Form onSubmit={submit} className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto] sm:items-end">
          <FormField label="Step">
            <Select
              value={step}
              onChange={(event) => setStep(event.target.value as ProductionStep | "")}
              options={[
                { value: "", label: "The unit's next step" },
                ...PRODUCTION_STEPS.map((value) => ({ value, label: PRODUCTION_STEP_LABELS[value] })),
              ]}
            />
          </FormField>
          <FormField label="Label code">
            <Input
              ref={field}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="done"
              placeholder="Scan or type SP1|U…"
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={scan.isPending}>
              Mark done
            </Button>
            {cameraAvailable && (
              <Button type="button" variant="outline" onClick={() => setCamera((on) => !on)}>
                <Camera aria-hidden="true" />
                {camera ? "Stop camera" : "Camera"}
              </Button>
            )}
          </div>
        </Form>
        {camera && (
          <CameraScanner
            onCode={(value) => void send(value)}
            onError={(text) => {
              setResult({ ok: false, text });
              setCamera(false);
            }}
          />
        )}
        {result && (
          <Alert variant={result.ok ? "success" : "destructive"} role="status" data-testid="scan-result">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              <span>{result.text}</span>
              {/* A wrong scan is taken back from here, by who scanned it (decision 187). */}
              {undoable(result.scan) && (
                <UndoStepButton
                  label="Undo"
                  target={{
                    unit: result.scan.unit,
                    step: result.scan.step,
                    orderStatus: result.scan.order_status,
                  }}
                  onUndone={(answer) => {
                    // The same label may be scanned again at once: it is no repeat of the undone scan.
                    last.current = null;
                    setResult({ ok: true, text: answer.message });
                    field.current?.focus();
                  }}
                />
              )}
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
