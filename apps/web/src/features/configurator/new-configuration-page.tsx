import { idFromText } from "@screens/domain/ids";
import { useMutation } from "@tanstack/react-query";
import { MESSAGES } from "@screens/domain/messages";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { toastError, toastSuccess } from "@/lib/notify";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { Page } from "@/features/shell/page";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, trpcErrorMessage, trpcErrorStatus } from "@/lib/trpc";
import { useAppNavigate } from "@/lib/navigation";

/**
 * The creation routes (decision 060): /panel/quotes/:id/new-configuration and
 * /panel/new-configuration/:quoteId. Creates a unit with the defaults for the current agent on the
 * quote, then opens it. A response without an id navigates nowhere and logs an error.
 */
export default function NewConfigurationPage() {
  const trpc = useTRPC();
  const params = useParams();
  const quoteId = idFromText(params.quoteId ?? params.id) ?? 0;
  const navigate = useAppNavigate();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.configurations.create.mutationOptions(invalidates("configurations")));
  const { mutateAsync } = create;
  const started = useRef(false);
  /** The error screen: the HTTP status, and a message only where the catalogue's would not fit. */
  const [failure, setError] = useState<{ code: number; message?: string } | null>(null);
  const validId = Number.isInteger(quoteId) && quoteId > 0;
  const error = validId ? failure : { code: 404 };

  useEffect(() => {
    if (started.current || !validId) return;
    started.current = true;
    mutateAsync({ quote_id: quoteId })
      .then((created: unknown) => {
        const newId = (created as { id?: unknown } | null)?.id;
        if (typeof newId !== "number") {
          console.error("Invalid server response: the created configuration has no id", created);
          setError({ code: 500, message: MESSAGES.invalidServerResponse });
          toastError(MESSAGES.invalidServerResponse);
          return;
        }
        toastSuccess(MESSAGES.created);
        void navigate(`/panel/configurations/${newId}`, { replace: true });
      })
      .catch((e: unknown) => {
        // The real status (403 for a dealer at a locked status, 404 for a missing quote…) with the
        // catalogue's message on the screen; the server's own words go to the error toast.
        setError({ code: trpcErrorStatus(e) ?? 500 });
        toastError(trpcErrorMessage(e));
      });
  }, [mutateAsync, navigate, quoteId, validId]);

  return (
    <Page permission="configuration.c">
      {error ? (
        <ErrorScreen code={error.code} message={error.message} fullScreen={false} />
      ) : (
        <LoadingScreen fullScreen={false} message="Creating the unit…" />
      )}
    </Page>
  );
}
