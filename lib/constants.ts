// Constants from the specification and the design, in one place.

/** Shown in the sidebar (spec 01 §9) and answered by the health check. */
export const APP_VERSION = "1.0.0";
export const APP_NAME = "Kanal";
