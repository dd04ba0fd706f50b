import { z } from "zod";
import { flag, option } from "@/lib/validation/setting-fields";
import {
  ADDRESS_FORMATS,
  CALENDARS,
  COUNTRIES,
  CURRENCIES,
  CURRENCY_POSITIONS,
  DATE_FORMATS,
  DEFAULT_REGION,
  FIRST_DAYS_OF_WEEK,
  NUMBER_FORMATS,
  SELECTABLE_LANGUAGES,
  TIME_FORMATS,
  TIME_ZONES,
  WEEK_NUMBERINGS,
  type RegionPreferences,
} from "@/lib/region/options";

// Language and region preferences (spec 02 §2.11, §3, §4), stored in User.preferences.region and
// shared by the settings form and PUT /api/v1/account/preferences. The options and defaults are
// plain data in lib/region/options.ts (the browser's formatter needs them without zod).

const defaults = DEFAULT_REGION;

export const regionPreferencesSchema = z.object({
  language: option(SELECTABLE_LANGUAGES, defaults.language),
  timeZone: option(TIME_ZONES, defaults.timeZone),
  timeFormat: option(TIME_FORMATS, defaults.timeFormat),
  firstDayOfWeek: option(FIRST_DAYS_OF_WEEK, defaults.firstDayOfWeek),
  currency: option(CURRENCIES, defaults.currency),
  numberFormat: option(NUMBER_FORMATS, defaults.numberFormat),
  currencyPosition: option(CURRENCY_POSITIONS, defaults.currencyPosition),
  dateFormat: option(DATE_FORMATS, defaults.dateFormat),
  calendar: option(CALENDARS, defaults.calendar),
  weekNumbering: option(WEEK_NUMBERINGS, defaults.weekNumbering),
  country: option(COUNTRIES, defaults.country),
  addressFormat: option(ADDRESS_FORMATS, defaults.addressFormat),
  autoDetect: z
    .object({
      timeZone: flag(defaults.autoDetect.timeZone),
      language: flag(defaults.autoDetect.language),
      currency: flag(defaults.autoDetect.currency),
    })
    .prefault({}),
}) satisfies z.ZodType<RegionPreferences>;
