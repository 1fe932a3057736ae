/** User-facing texts (product rule R20). */
export const MESSAGES = {
  created: "Created successfully.",
  updated: "Updated successfully.",
  deactivated: "Deactivated successfully.",
  duplicated: "Duplicated successfully.",
  orderPushed: "Order successfully pushed (BETA)",
  pushFailed: "Failed to push order to the ERP",
  pushedBeta: "Pushed (BETA)",
  noChanges: "No changes in data.",
  invalidServerResponse: "Invalid server response",
  quoteCannotBeDeleted: "This quote cannot be deleted!",
  allConfigurationsNeedPrice: "All configurations must have a price",
  quoteNeedsContent: "Quote must contain configurations or accessories",
  configurationOrdered: "Quote has been ordered, configuration cannot be edited.",
  noResults: "No results.",
  invalidEmbed: "invalid",
  unexpectedError: "An unexpected error occurred",
  notAuthorized: "You are not authorized to view this page",
  unexpectedApplicationError: "Unexpected Application Error!",
  loading: "Loading...",
  loggingIn: "Logging you in...",
  loggingOut: "Logging you out...",
  processing: "Processing your request...",
  welcomeBackTitle: "Welcome back!",
  welcomeBackDescription: "You have been logged into your account.",
  successTitle: "Success!",
  loggedOutDescription: "You have been logged out of your account.",
  resetLinkSent: "A password reset link has been sent to the email address provided",
  movedLocations: "We have moved locations and are redirecting you there now!",
  confirmTitle: "Are you sure?",
  confirmMessage: "Confirm this action below.",
  errorTitle: "Error",
  unknownCompany: "Unknown company",
  awaitingApproval: "Awaiting approval",
  ordered: "Ordered",
  shippingToBeConfirmed: "Shipping to be confirmed",
  // Server-side wording (kept short and actionable).
  invalidCredentials: "Invalid username or password.",
  tooManyAttempts: "Too many login attempts. Please wait a few minutes and try again.",
  invalidResetKey: "This password reset link is invalid or has expired. Please request a new one.",
  forgotPasswordAccepted: "If an account exists for that e-mail address, a reset link is on its way.",
  notFound: "Not found.",
  forbidden: "You don't have permission to access this resource.",
  unauthenticated: "You are not authorized to view this content. Please log in and try again.",
  crossOrigin: "Cross-origin request refused.",
  internalError: "Something went wrong on our end. Please try again later.",
  // The quote lifecycle (decision 061) and the customer's side (decision 052).
  quoteCannotBeChanged: "This quote can no longer be changed.",
  quoteWithCustomer: "This quote is with the customer: withdraw it to change it.",
  quoteDeclinedByCustomer: "The customer declined this quote: revise it to change it.",
  quoteAwaitingApproval: "This quote is awaiting approval: contact customer support to change it.",
  quoteOrdered: "This quote has been ordered and can no longer be changed.",
  quoteNeedsCustomerEmail: "Choose a customer with an e-mail address before sending the quote.",
  acceptedPriceChanged:
    "The customer's price changed since they accepted: send the revised quote to the customer before submitting it.",
  recallWithReason: "status: Recall a quote with POST /api/quotes/{id}/recall and a reason.",
  dealerPaymentOutstanding:
    "The dealer has not paid this order in full: record its payment before approving the order.",
  deleteWithDelete: "status: A quote is deleted with DELETE /api/quotes/{id}, not by setting its status.",
  quoteLinkInvalid: "This quote link is no longer valid. Please contact your dealer.",
  quoteAlreadyAnswered: "This quote has already been answered.",
  quoteChangedSinceOpened: "This quote has changed since you opened it. Please review it again.",
  signerNameRequired: "Type your full name to sign.",
  consentRequired: "Tick the box to confirm you accept the quote.",
  // Optional and alternative lines (docs/decisions/182-optional-and-alternative-lines.md).
  lineChoiceDraftOnly: "A line can be made optional or an alternative while the quote is a draft.",
  lineChoiceGroupRequired: "An alternative needs the name of its group, such as “Lanai screen”.",
  lineChoiceGroupTooLong: "A group's name is at most 60 characters.",
  choiceUnknownLine: "Your choice names a line that is not on this quote. Please review it again.",
  choiceGroupNeedsOne: "Choose exactly one of each group of alternatives.",
} as const;

export interface ErrorCatalogueEntry {
  title: string;
  message: string;
  action: string;
}

/** Friendly messages per HTTP status (product rule R20). */
export const ERROR_CATALOGUE: Record<string, ErrorCatalogueEntry> = {
  "400": {
    title: "Bad Request",
    message: "The request could not be understood by the server. Please check your input and try again.",
    action: "Verify all required fields are correct and try again",
  },
  "401": {
    title: "Unauthorized",
    message: "You are not authorized to view this content. Please log in and try again.",
    action: "Make sure you are logged in with valid credentials",
  },
  "403": {
    title: "Forbidden",
    message: "You don't have permission to access this resource.",
    action: "Contact the administrator if you believe this is a mistake",
  },
  "404": {
    title: "Not Found",
    message: "The resource you are looking for could not be found. Please check the URL or contact support.",
    action: "Double-check the URL or contact support",
  },
  "500": {
    title: "Internal Server Error",
    message: "Something went wrong on our end. Please try again later.",
    action: "Wait a few minutes and retry, then contact support",
  },
  "502": {
    title: "Bad Gateway",
    message: "The server received an invalid response from an upstream server. Please try again later.",
    action: "Wait and refresh, then contact support",
  },
  "503": {
    title: "Service Unavailable",
    message: "The service is currently unavailable. Please try again later.",
    action: "Retry later; the server may be under maintenance or heavy load",
  },
  "504": {
    title: "Gateway Timeout",
    message: "The server took too long to respond. Please try again later.",
    action: "Wait and refresh, then contact support",
  },
};

export const UNKNOWN_ERROR: ErrorCatalogueEntry = {
  title: "Unknown Error",
  message: "An unknown error has occurred. Please contact support.",
  action: "Contact support with relevant details",
};

export function errorForStatus(status: number | string | null | undefined): ErrorCatalogueEntry {
  if (status === null || status === undefined || status === "") return UNKNOWN_ERROR;
  return ERROR_CATALOGUE[String(status)] ?? UNKNOWN_ERROR;
}
