// Constants from the specification and the design, in one place.

/** Shown in the sidebar (spec 01 §9) and answered by the health check. */
export const APP_VERSION = "1.0.0";
export const APP_NAME = "Kanal";

// Sign-in and account access (spec 01 §9, architecture.md §Sessions).
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: longer passwords are refused, never silently truncated. */
export const PASSWORD_MAX_BYTES = 72;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 300;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
export const RESET_LINK_TTL_HOURS = 24;
export const REDIRECT_DELAY_MS = 3000;
export const REMEMBER_ME_DAYS = 30;
export const SESSION_DAYS = 1;
/** A rotated refresh token still works this long, so two tabs refreshing at once both stay in. */
export const REFRESH_GRACE_SECONDS = 30;
export const LOGIN_CAROUSEL_INTERVAL_MS = 5000;
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;

// The app shell's command palette (issue 4).
export const PALETTE_MIN_QUERY_LENGTH = 2;
export const PALETTE_RESULT_LIMIT = 8;
export const PALETTE_SEARCH_DEBOUNCE_MS = 200;

/** "New customers": created within the last 30 days (spec 01 §9); the dashboard compares with the 30 before. */
export const NEW_CUSTOMER_DAYS = 30;

/** How long a list's search box waits for the user to pause before it searches (SearchInput). */
export const LIST_SEARCH_DEBOUNCE_MS = 500;

// The customers screen (issue 5).
/** Where the list/grid choice is remembered. */
export const CUSTOMER_VIEW_STORAGE_KEY = "kanal-customers-view";

/** The largest CSV the customer import accepts (the dialog refuses bigger files before sending). */
export const IMPORT_FILE_LIMIT_BYTES = 20 * 1024 * 1024;

// The templates screen (issue 17).
/** Where the list/grid choice is remembered. */
export const TEMPLATE_VIEW_STORAGE_KEY = "kanal-templates-view";

// The campaigns screen (issue 19).
/** Where the list/grid choice is remembered. */
export const CAMPAIGN_VIEW_STORAGE_KEY = "kanal-campaigns-view";

// The content calendar (issue 20, spec 01 §9).
/** The month view: 42 days (6 weeks) from the week holding the 1st. */
export const CALENDAR_GRID_DAYS = 42;
/** A day's cell shows at most this many items, then '+N more'. */
export const CALENDAR_DAY_MAX_ITEMS = 3;
