"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { useNow } from "@/components/format/now-provider";
import { CheckboxRow } from "@/components/settings/checkbox-row";
import { LanguagePicker } from "@/components/settings/language/language-picker";
import { RegionPreview } from "@/components/settings/language/region-preview";
import { OptionSelect, type SelectOption } from "@/components/settings/option-select";
import { SegmentedChoice } from "@/components/settings/segmented-choice";
import { ResetToDefaultsButton, SaveBarForm } from "@/components/settings/settings-save-bar";
import { SettingsSection } from "@/components/settings/settings-page";
import { api } from "@/lib/api-client";
import { createFormatter } from "@/lib/format";
import { toLocale } from "@/lib/i18n/config";
import { effectiveTimeZone } from "@/lib/i18n/detected-time-zone";
import { storeLocale } from "@/lib/i18n/locale-cookie";
import { updatePreferencesSchema } from "@/lib/validation/preferences";
import {
  ADDRESS_FORMATS,
  CALENDARS,
  COUNTRIES,
  COUNTRY_CURRENCY,
  CURRENCIES,
  CURRENCY_POSITIONS,
  DATE_FORMATS,
  FIRST_DAYS_OF_WEEK,
  NUMBER_FORMATS,
  TIME_FORMATS,
  TIME_ZONE_KEYS,
  TIME_ZONES,
  WEEK_NUMBERINGS,
  NATIVE_LANGUAGE_NAMES,
  isTimeZone,
  regionDefaultsFor,
  type RegionPreferences,
  type TimeZone,
} from "@/lib/region/options";

type Region = RegionPreferences;
const FIELD_NAMES = Object.keys(regionDefaultsFor("tr")) as (keyof Region)[];
const SAMPLE_AMOUNT = 1234.5;

// The browser's zone, known only in the browser (null while rendering on the server).
const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;

/** "GMT+3": the zone's offset at `now` (it moves with daylight time). */
function zoneOffset(zone: string, now: number): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(now);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/**
 * Language and region settings (spec 02 §2.11, §3, §4): every option of the spec in four groups,
 * a live preview of the unsaved choices, and one Save that sends the whole region section to
 * PUT /api/v1/account/preferences. Saving a language also does what the top bar's TR/EN switcher
 * does (cookie + localStorage) and the server records it as the language of the user's e-mails.
 */
export function LanguageSettingsForm({ initial }: { initial: Region }) {
  const t = useTranslations("settings.language");
  const errorText = useErrorText();
  const router = useRouter();
  const locale = toLocale(useLocale());
  // The interface language in use is what the browser chose last (the switcher may have changed it).
  // The form's values are the route's body, so the server's error paths are the fields' names.
  const form = useSchemaForm(updatePreferencesSchema, { defaultValues: { region: { ...initial, language: locale } } });
  const { isSubmitting: isSaving, errors } = form.formState;
  const values = form.watch("region") as Region;
  const setValues = (update: (current: Region) => Region) =>
    form.setValue("region", update(form.getValues("region") as Region), { shouldDirty: true });
  const browserZone = useSyncExternalStore(noSubscription, browserTimeZone, () => null);
  // Today's date and the zones' offsets in the options: the server's moment while hydrating.
  const now = useNow();

  const set = (patch: Partial<Region>) => {
    setValues((current) => ({ ...current, ...patch }));
    form.clearErrors("region");
  };
  const setAuto = (patch: Partial<Region["autoDetect"]>) =>
    setValues((current) => {
      const autoDetect = { ...current.autoDetect, ...patch };
      // Taking the currency from the country applies at once.
      const currency = autoDetect.currency ? COUNTRY_CURRENCY[current.country] : current.currency;
      return { ...current, autoDetect, currency };
    });

  // Options still at the old language's defaults move to the new one's (numbers, dates,
  // country); anything the user picked stays.
  const changeLanguage = (language: Region["language"]) =>
    setValues((current) => {
      const before = regionDefaultsFor(current.language);
      const after = regionDefaultsFor(language);
      const next: Region = { ...current, language };
      for (const name of FIELD_NAMES) {
        if (name === "autoDetect" || name === "language") continue;
        if (current[name] === before[name]) Object.assign(next, { [name]: after[name] });
      }
      return next;
    });

  const zoneInEffect = effectiveTimeZone(values, browserZone);
  const uiLocale = values.language;
  const format = useMemo(
    () => createFormatter({ locale: uiLocale, region: values, timeZone: zoneInEffect }),
    [uiLocale, values, zoneInEffect],
  );
  const displayNames = useMemo(
    () => ({
      currency: new Intl.DisplayNames([locale], { type: "currency" }),
      region: new Intl.DisplayNames([locale], { type: "region" }),
    }),
    [locale],
  );
  const zoneName = (zone: string) => (isTimeZone(zone) ? t(`time.zones.${TIME_ZONE_KEYS[zone]}`) : zone);

  const options = {
    timeZone: TIME_ZONES.map((zone) => ({ value: zone, label: `${zoneName(zone)} (${zoneOffset(zone, now)})` })),
    timeFormat: TIME_FORMATS.map((value) => ({ value, label: t(`time.timeFormats.${value}`) })),
    dateFormat: DATE_FORMATS.map((value) => ({
      value,
      label: `${value} (${createFormatter({ locale, region: { ...values, dateFormat: value } }).date(now)})`,
    })),
    firstDayOfWeek: FIRST_DAYS_OF_WEEK.map((value) => ({ value, label: t(`time.days.${value}`) })),
    calendar: CALENDARS.map((value) => ({ value, label: t(`time.calendars.${value}`) })),
    weekNumbering: WEEK_NUMBERINGS.map((value) => ({ value, label: t(`time.weekNumberings.${value}`) })),
    numberFormat: NUMBER_FORMATS.map((value) => ({ value, label: value })),
    currency: CURRENCIES.map((value) => ({ value, label: `${value} · ${displayNames.currency.of(value) ?? value}` })),
    currencyPosition: CURRENCY_POSITIONS.map((value) => ({
      value,
      label: `${t(`numbers.positions.${value}`)} (${createFormatter({ locale, region: { ...values, currencyPosition: value } }).money(SAMPLE_AMOUNT)})`,
    })),
    country: COUNTRIES.map((value) => ({ value, label: displayNames.region.of(value) ?? value })),
    addressFormat: ADDRESS_FORMATS.map((value) => ({ value, label: t(`country.addressFormats.${value}`) })),
  } satisfies { [K in keyof Region]?: SelectOption<Region[K] & string>[] };

  const errorOf = (name: keyof Region) => errorText(errors.region?.[name] as { message?: string } | undefined);
  /** A select of one region option: its value, its options, its error, and setting it. */
  const choice = <K extends keyof typeof options>(name: K) => ({
    value: values[name],
    options: options[name],
    onChange: (value: Region[K]) => set({ [name]: value }),
    error: errorOf(name),
  });

  /** A "detect automatically" checkbox: its label (the section's autoDetect message), hint, state and setter. */
  const autoDetect = (name: keyof Region["autoDetect"], section: string, hint: string | undefined) => ({
    label: t(`${section}.autoDetect`),
    hint,
    checked: values.autoDetect[name],
    onCheckedChange: (on: boolean) => setAuto({ [name]: on }),
  });

  const reset = () => {
    set(regionDefaultsFor(values.language));
    toast.info(t("resetHint", { language: NATIVE_LANGUAGE_NAMES[values.language] }));
  };

  async function save(body: { region?: Region }) {
    if (!form.formState.isDirty) return;
    const { data } = await api<{ region: Region }>("/account/preferences", { method: "PUT", body });
    form.reset({ region: data.region });
    // The same as the top bar's switcher: the cookie the server reads, and localStorage.
    if (data.region.language !== locale) storeLocale(data.region.language);
    toast.success(t("saved"));
    // Every server-rendered date and number (and the app's formatter) follows the new settings.
    router.refresh();
  }

  const listedBrowserZone = browserZone && isTimeZone(browserZone);
  const timeZoneHint = browserZone
    ? listedBrowserZone
      ? t("time.detected", { zone: zoneName(browserZone) })
      : t("time.detectedUnlisted", { zone: browserZone })
    : undefined;

  return (
    <SaveBarForm
      form={form}
      onSubmit={save}
      messages="settings.language"
      id="language-settings"
      extraActions={<ResetToDefaultsButton label={t("reset")} onClick={reset} disabled={isSaving} />}
    >
      <SettingsSection id="preview" title={t("preview.title")} description={t("preview.description")}>
        <RegionPreview
          format={format}
          zoneLabel={zoneName(zoneInEffect)}
          calendarLabel={t(`time.calendars.${values.calendar}`)}
        />
      </SettingsSection>

      <SettingsSection id="language" title={t("language.title")} description={t("language.description")}>
        <LanguagePicker value={values.language} onChange={changeLanguage} />
        <CheckboxRow
          hintClassName="text-xs"
          id="auto-language"
          {...autoDetect("language", "language", t("language.autoDetectHint"))}
        />
      </SettingsSection>

      <SettingsSection id="time" title={t("time.title")} description={t("time.description")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-3 sm:col-span-2">
            <OptionSelect
              id="region-time-zone"
              label={t("time.timeZone")}
              value={values.timeZone}
              options={options.timeZone}
              // A zone picked by hand would otherwise be overruled by the browser's.
              onChange={(timeZone: TimeZone) =>
                setValues((current) => ({
                  ...current,
                  timeZone,
                  autoDetect: { ...current.autoDetect, timeZone: false },
                }))
              }
              hint={t("time.manualHint")}
              error={errorOf("timeZone")}
            />
            <CheckboxRow
              hintClassName="text-xs"
              id="auto-time-zone"
              {...autoDetect("timeZone", "time", timeZoneHint)}
            />
          </div>
          <SegmentedChoice
            id="region-time-format"
            label={t("time.timeFormat")}
            value={values.timeFormat}
            options={options.timeFormat}
            onChange={(timeFormat) => set({ timeFormat })}
          />
          <OptionSelect id="region-date-format" label={t("time.dateFormat")} {...choice("dateFormat")} />
          <OptionSelect id="region-first-day" label={t("time.firstDayOfWeek")} {...choice("firstDayOfWeek")} />
          <OptionSelect
            id="region-week-numbering"
            label={t("time.weekNumbering")}
            hint={t("time.weekNumberingHint")}
            {...choice("weekNumbering")}
          />
          <div className="sm:col-span-2">
            <OptionSelect
              id="region-calendar"
              label={t("time.calendar")}
              hint={t("time.calendarHint")}
              {...choice("calendar")}
            />
          </div>
        </div>
      </SettingsSection>

      <SettingsSection id="numbers" title={t("numbers.title")} description={t("numbers.description")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <OptionSelect id="region-number-format" label={t("numbers.numberFormat")} {...choice("numberFormat")} />
          <OptionSelect
            id="region-currency"
            label={t("numbers.currency")}
            disabled={values.autoDetect.currency}
            {...choice("currency")}
          />
          <OptionSelect
            id="region-currency-position"
            label={t("numbers.currencyPosition")}
            {...choice("currencyPosition")}
          />
          <CheckboxRow
            hintClassName="text-xs"
            id="auto-currency"
            {...autoDetect("currency", "numbers", t("numbers.autoDetectHint"))}
          />
        </div>
      </SettingsSection>

      <SettingsSection id="country" title={t("country.title")} description={t("country.description")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <OptionSelect
            id="region-country"
            label={t("country.country")}
            {...choice("country")}
            onChange={(country) =>
              set({ country, ...(values.autoDetect.currency ? { currency: COUNTRY_CURRENCY[country] } : {}) })
            }
          />
          <OptionSelect id="region-address-format" label={t("country.addressFormat")} {...choice("addressFormat")} />
        </div>
      </SettingsSection>
    </SaveBarForm>
  );
}
