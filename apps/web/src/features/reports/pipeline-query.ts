import type { TPipelineQuery } from "@screens/domain/schemas";
import { reportQueryFrom } from "./report-query";

/** The pipeline by rep's query from its address (period and, for staff, the dealer), in `tz`. */
export function pipelineQueryFrom(params: URLSearchParams, tz: string): TPipelineQuery {
  const { period, from, to, dealer_id } = reportQueryFrom(params, tz);
  return { period, tz, ...(from && { from }), ...(to && { to }), ...(dealer_id && { dealer_id }) };
}

/** The query as the address's search parameters (tz is the user's, not the address's). */
export function pipelineSearch(query: TPipelineQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.period) params.set("period", query.period);
  if (query.period === "custom") {
    if (query.from) params.set("from", query.from);
    if (query.to) params.set("to", query.to);
  }
  if (query.dealer_id) params.set("dealer_id", String(query.dealer_id));
  return params;
}
