import { createHmac } from "node:crypto";
import OAuth from "oauth-1.0a";
import { formatUSD } from "@screens/pricing";
import { containsNul } from "../../http/nul.js";
import { ErpError, type ErpConnector, type ErpOrderPayload } from "./connector.js";

/**
 * NetSuite's SuiteTalk REST record service (docs/decisions/173-netsuite-connector.md): a sales order
 * per order, upserted by its external id, signed with Token-Based Authentication (OAuth 1.0a,
 * HMAC-SHA256). Configured by environment (`netsuiteConfigFromEnv`).
 */
export interface NetSuiteConfig {
  /** The account id as NetSuite shows it ("1234567", "1234567_SB1" for a sandbox). */
  accountId: string;
  consumerKey: string;
  consumerSecret: string;
  tokenId: string;
  tokenSecret: string;
  /** The item a made-to-order screen unit is sold as (its internal id). */
  unitItemId: string;
  /** The item an accessory line is sold as (its internal id). */
  accessoryItemId: string;
  /**
   * The item the Canadian brokerage fee is sold as (its internal id): an order with a fee is refused
   * without it, since the sales order would total less than the order (decision 210).
   */
  brokerageItemId?: string;
  /** The transaction column field the unit's embed code goes to. */
  embedField: string;
  /** Default https://{account}.suitetalk.api.netsuite.com; a test's fake NetSuite names its own. */
  baseUrl?: string;
  timeoutMs?: number;
}

const REQUIRED = {
  NETSUITE_ACCOUNT_ID: "accountId",
  NETSUITE_CONSUMER_KEY: "consumerKey",
  NETSUITE_CONSUMER_SECRET: "consumerSecret",
  NETSUITE_TOKEN_ID: "tokenId",
  NETSUITE_TOKEN_SECRET: "tokenSecret",
  NETSUITE_UNIT_ITEM_ID: "unitItemId",
  NETSUITE_ACCESSORY_ITEM_ID: "accessoryItemId",
} as const;

/**
 * NetSuite's settings from the environment: null when none is set (the outbox or the generic
 * HTTP connector stays), an error naming the missing ones when only some are.
 */
export function netsuiteConfigFromEnv(env: NodeJS.ProcessEnv): NetSuiteConfig | null {
  const names = Object.keys(REQUIRED) as Array<keyof typeof REQUIRED>;
  const present = names.filter((name) => (env[name] ?? "").trim() !== "");
  if (present.length === 0) return null;
  const missing = names.filter((name) => !present.includes(name));
  if (missing.length > 0)
    throw new Error(
      `NetSuite is partly configured: set ${missing.join(", ")} too, or none of the NETSUITE_ variables.`,
    );
  const value = (name: keyof typeof REQUIRED) => (env[name] ?? "").trim();
  return {
    accountId: value("NETSUITE_ACCOUNT_ID"),
    consumerKey: value("NETSUITE_CONSUMER_KEY"),
    consumerSecret: value("NETSUITE_CONSUMER_SECRET"),
    tokenId: value("NETSUITE_TOKEN_ID"),
    tokenSecret: value("NETSUITE_TOKEN_SECRET"),
    unitItemId: value("NETSUITE_UNIT_ITEM_ID"),
    accessoryItemId: value("NETSUITE_ACCESSORY_ITEM_ID"),
    brokerageItemId: env.NETSUITE_BROKERAGE_ITEM_ID?.trim() || undefined,
    embedField: env.NETSUITE_EMBED_FIELD?.trim() || "custcol_sp_embed_code",
    baseUrl: env.NETSUITE_BASE_URL?.trim() || undefined,
  };
}

/** The account's REST host: lower case, "_" as "-" ("1234567_SB1" -> "1234567-sb1"). */
export function netsuiteBaseUrl(config: Pick<NetSuiteConfig, "accountId" | "baseUrl">): string {
  if (config.baseUrl) return config.baseUrl.replace(/\/+$/, "");
  return `https://${config.accountId.toLowerCase().replace(/_/g, "-")}.suitetalk.api.netsuite.com`;
}

/** The sales order's external id: one per order, so a retry finds the same record. */
export const salesOrderExternalId = (payload: Pick<ErpOrderPayload, "order_id">) =>
  `screens-panel-order-${payload.order_id}`;

/** The NetSuite sales order of an order, in the REST record service's shape. */
export function salesOrderBody(
  payload: ErpOrderPayload,
  config: Pick<NetSuiteConfig, "unitItemId" | "accessoryItemId" | "brokerageItemId" | "embedField">,
) {
  return {
    externalId: salesOrderExternalId(payload),
    // The dealer is the customer, named by its account number (the customer's external id in NetSuite).
    entity: { externalId: payload.dealer.account_number ?? "" },
    otherRefNum: payload.order_number ?? undefined,
    memo: [
      payload.order_number,
      payload.quote_number && `quote ${payload.quote_number}`,
      payload.dealer.company_name,
    ]
      .filter(Boolean)
      .join(" · "),
    shippingCost: payload.shipping_cost,
    item: {
      items: [
        ...payload.lines.map((line) =>
          line.kind === "unit"
            ? {
                item: { id: config.unitItemId },
                quantity: line.quantity,
                rate: line.price,
                description:
                  payload.configurators[String(line.id)]?.description ?? line.name ?? `Unit ${line.id}`,
                [config.embedField]: line.embed ?? "",
              }
            : {
                item: { id: config.accessoryItemId },
                quantity: line.quantity,
                rate: line.price,
                description: line.name ?? `Accessory ${line.id}`,
              },
        ),
        // The fee is part of the order's price: its own line, so the sales order totals the order.
        ...(payload.brokerage_fee > 0
          ? [
              {
                item: { id: config.brokerageItemId },
                quantity: 1,
                rate: payload.brokerage_fee,
                description: "Canadian brokerage fee",
              },
            ]
          : []),
      ],
    },
  };
}

/** NetSuite's error answer (RFC 9457 problem details with its own `o:errorDetails`), as one line. */
async function netsuiteError(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    title?: unknown;
    "o:errorDetails"?: Array<{ detail?: unknown; "o:errorCode"?: unknown }>;
  } | null;
  const detail = body?.["o:errorDetails"]?.[0];
  const text =
    typeof detail?.detail === "string" ? detail.detail : typeof body?.title === "string" ? body.title : "";
  const code = typeof detail?.["o:errorCode"] === "string" ? ` [${detail["o:errorCode"]}]` : "";
  return `NetSuite refused the sales order (HTTP ${response.status})${text ? `: ${text.slice(0, 300)}` : ""}${code}.`;
}

/** The longest internal id kept (NetSuite's are a few digits). */
const RECORD_ID_MAX = 100;

/** Whether a failed push may succeed if tried again: NetSuite or the network was down or busy. */
export class RetryableErpError extends ErpError {}

export function createNetSuiteConnector(config: NetSuiteConfig): ErpConnector {
  const oauth = new OAuth({
    consumer: { key: config.consumerKey, secret: config.consumerSecret },
    signature_method: "HMAC-SHA256",
    realm: config.accountId.toUpperCase().replace(/-/g, "_"),
    hash_function: (base, key) => createHmac("sha256", key).update(base).digest("base64"),
  });
  const token = { key: config.tokenId, secret: config.tokenSecret };
  return {
    name: "netsuite",
    async push(payload) {
      if (!payload.dealer.account_number)
        throw new ErpError("The dealer has no account number: NetSuite names the customer by it.");
      if (payload.brokerage_fee > 0 && !config.brokerageItemId)
        throw new ErpError(
          `The order carries a Canadian brokerage fee of ${formatUSD(payload.brokerage_fee)}: set NETSUITE_BROKERAGE_ITEM_ID to the NetSuite item it is sold as.`,
        );
      const externalId = salesOrderExternalId(payload);
      // An upsert by external id: the first call creates the sales order, a retry updates the same one.
      const url = `${netsuiteBaseUrl(config)}/services/rest/record/v1/salesOrder/eid:${encodeURIComponent(externalId)}`;
      const authorization = oauth.toHeader(oauth.authorize({ url, method: "PUT" }, token)).Authorization;
      let response: Response;
      try {
        response = await fetch(url, {
          method: "PUT",
          headers: { authorization, "content-type": "application/json", prefer: "transient" },
          body: JSON.stringify(salesOrderBody(payload, config)),
          signal: AbortSignal.timeout(config.timeoutMs ?? 15000),
        });
      } catch (error) {
        throw new RetryableErpError(
          `NetSuite could not be reached (${error instanceof Error ? error.message : "network error"}).`,
        );
      }
      if (response.status === 429 || response.status >= 500)
        throw new RetryableErpError(await netsuiteError(response));
      if (!response.ok) throw new ErpError(await netsuiteError(response));
      // NetSuite answers 204 with the record's address: .../salesOrder/{internal id}.
      const location = response.headers.get("location") ?? "";
      const id = /\/salesOrder\/(\d+)\/?$/.exec(location)?.[1];
      if (!id || id.length > RECORD_ID_MAX || containsNul(id))
        throw new ErpError("NetSuite answered without the sales order's internal id.");
      return { externalId: id };
    },
  };
}
