/** E-mail changes are confirmed from the new address within this many hours (decision 086). */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

/** A new user's first address is confirmed within this many days (an invitation, decision 088). */
export const NEW_ACCOUNT_LINK_LIFETIME_DAYS = 7;
