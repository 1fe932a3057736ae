/** The browser's time zone: reports count days and months in the user's own (decision 111). */
export const BROWSER_TZ = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
