import { useEffect, useRef } from "react";

/** The browser's own barcode reader (Chrome on Android, Safari 17+ on some devices); not in every type library yet. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorConstructor | null {
  if (typeof window === "undefined") return null;
  const candidate = (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return candidate ?? null;
}

/** Whether this browser can read a QR code from the camera without a library. */
export function hasBarcodeDetector(): boolean {
  return detectorClass() !== null && typeof navigator !== "undefined" && !!navigator.mediaDevices;
}

/** How often a frame is read. */
const FRAME_MS = 250;

/**
 * The phone's back camera, read by the browser's BarcodeDetector (QR codes, as the labels print):
 * each code read is handed to `onCode` (the scan card drops a repeat of the same code).
 */
export function CameraScanner({
  onCode,
  onError,
}: {
  onCode: (code: string) => void;
  onError: (text: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onError });
  useEffect(() => {
    handlers.current = { onCode, onError };
  }, [onCode, onError]);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const detector = new Detector({ formats: ["qr_code", "code_128"] });
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play();
        timer = setInterval(() => {
          void detector
            .detect(element)
            .then((codes) => {
              const first = codes[0];
              if (first) handlers.current.onCode(first.rawValue);
            })
            .catch(() => undefined);
        }, FRAME_MS);
      })
      .catch(() =>
        handlers.current.onError("The camera could not be opened: allow it, or type the label's code."),
      );
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <video
      ref={video}
      className="aspect-video w-full max-w-md rounded-md bg-black object-cover"
      muted
      playsInline
      aria-label="Camera: hold a label's QR code in view"
    />
  );
}
