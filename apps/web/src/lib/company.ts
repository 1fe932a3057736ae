/** The provider's customer service address (change it here). */
export const CUSTOMER_SERVICE_EMAIL = "customerservice@screenspanel.example";

export const REQUEST_ACCESS_SUBJECT = "Request for Screens Panel portal access";

export const REQUEST_ACCESS_BODY = [
  "Hello,",
  "",
  "I am a dealer and would like access to the Screens Panel portal. Please sign me up.",
  "",
  "Company name:",
  "Contact name:",
  "Phone:",
  "",
  "Thank you.",
].join("\n");

export function requestAccessMailto(): string {
  const query = `subject=${encodeURIComponent(REQUEST_ACCESS_SUBJECT)}&body=${encodeURIComponent(REQUEST_ACCESS_BODY)}`;
  return `mailto:${CUSTOMER_SERVICE_EMAIL}?${query}`;
}

export const COPYRIGHT_YEAR = 2024;
