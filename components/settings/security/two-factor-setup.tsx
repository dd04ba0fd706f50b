"use client";

import { ExternalLink, Loader2, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { CodeInput } from "@/components/form/code-input";
import { Field } from "@/components/form/field";
import { PasswordInput } from "@/components/form/password-input";
import { requestErrorText } from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerCodeInput, registerInput } from "@/components/form/register-input";
import { CopyButton } from "@/components/common/copy-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api-client";
import { enableTwoFactorSchema, type TwoFactorSetup as SetupData } from "@/lib/validation/two-factor";
import type { z } from "zod";

const CODE_ID = "two-factor-setup-code";
const PASSWORD_ID = "two-factor-setup-password";
const QR_SIZE = 176;
/** "ABCD EFGH …": easier to read and type than 32 letters in a row. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export type EnabledTwoFactor = { recoveryCodes: string[]; enabledAt: string };

/**
 * Setting up the authenticator app: the server makes a secret (not yet on), shown as a QR code
 * and as text; the app's first code turns two-factor on and brings the recovery codes.
 */
export function TwoFactorSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled: (result: EnabledTwoFactor) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("settings.security.twoFactor");
  const errorText = useErrorText();
  const form = useSchemaForm(enableTwoFactorSchema, { defaultValues: { code: "", password: "" } });
  const isSubmitting = form.formState.isSubmitting;

  // The secret is made on the server when the panel opens; each setup replaces the previous one.
  // As a query it is asked once per opening (gcTime 0: a later opening never reuses it), a retry
  // cancels an answer still on its way, so only the newest secret is ever shown.
  const setupQuery = useQuery({
    queryKey: ["account", "two-factor", "setup"],
    queryFn: async ({ signal }) => (await api<SetupData>("/account/two-factor/setup", { method: "POST", signal })).data,
    staleTime: Infinity,
    gcTime: 0,
  });
  const setup = setupQuery.data ?? null;
  const loadError =
    setupQuery.isError && !setupQuery.isFetching ? requestErrorText(setupQuery.error, t("setup.error")) : null;
  const retry = () => void setupQuery.refetch();

  async function enable(body: z.output<typeof enableTwoFactorSchema>) {
    const { data } = await api<EnabledTwoFactor>("/account/two-factor/enable", { method: "POST", body });
    onEnabled(data);
  }

  if (loadError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border p-4">
        <FormAlert>{loadError}</FormAlert>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={retry}>
            <RotateCcw aria-hidden />
            {t("setup.retry")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t("cancel")}
          </Button>
        </div>
      </div>
    );
  }

  const error = errorText(form.formState.errors.code);
  const passwordError = errorText(form.formState.errors.password);
  return (
    <div className="flex flex-col gap-5 rounded-lg border p-4" role="region" aria-labelledby="two-factor-setup-title">
      <h3 id="two-factor-setup-title" className="text-sm font-semibold">
        {t("setup.title")}
      </h3>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex shrink-0 justify-center">
          {setup ? (
            // A data: URI of the server's SVG: no markup of its own is put into the page.
            // eslint-disable-next-line @next/next/no-img-element -- an inline SVG, nothing for next/image to optimise
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={t("setup.qrAlt")}
              width={QR_SIZE}
              height={QR_SIZE}
              className="rounded-md border bg-white p-1"
            />
          ) : (
            <Skeleton className="size-44 rounded-md" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3 text-sm">
          <p>{t("setup.scan")}</p>
          <p className="text-muted-foreground">{t("setup.manual")}</p>
          {setup ? (
            <div className="flex flex-col gap-2">
              <p className="sr-only" id="two-factor-secret-label">
                {t("setup.secretLabel")}
              </p>
              <code
                aria-labelledby="two-factor-secret-label"
                data-testid="two-factor-secret"
                className="rounded-md border bg-muted px-3 py-2 font-mono text-sm break-words select-all"
              >
                {grouped(setup.secret)}
              </code>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={setup.secret} label={t("copy")} />
                <Button asChild variant="ghost" size="sm">
                  <a href={setup.otpauthUri}>
                    <ExternalLink aria-hidden />
                    {t("setup.openInApp")}
                  </a>
                </Button>
              </div>
            </div>
          ) : (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
              {t("setup.loading")}
            </p>
          )}
        </div>
      </div>
      <KitForm
        form={form}
        onSubmit={enable}
        fallback={t("error")}
        onServerError={() => form.setFocus(form.getFieldState("password").error ? "password" : "code")}
        className="flex flex-col gap-4 border-t pt-4"
      >
        <p className="text-sm">{t("setup.enterCode")}</p>
        <Field id={CODE_ID} label={t("setup.codeLabel")} error={error}>
          <CodeInput
            disabled={!setup}
            {...registerCodeInput(form, "code", CODE_ID, error)}
            className="h-11 max-w-48 text-center font-mono text-lg tracking-[0.4em] indent-[0.4em] md:text-lg"
          />
        </Field>
        <Field id={PASSWORD_ID} label={t("setup.passwordLabel")} error={passwordError}>
          <PasswordInput
            autoComplete="current-password"
            disabled={!setup}
            {...registerInput(form, "password", PASSWORD_ID, passwordError)}
            onChange={(event) => {
              form.setValue("password", event.target.value);
              form.clearErrors();
            }}
            className="max-w-72"
          />
        </Field>
        <FormRootAlert />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={!setup || isSubmitting}>
            {isSubmitting && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
            {isSubmitting ? t("setup.confirming") : t("setup.confirm")}
          </Button>
        </div>
      </KitForm>
    </div>
  );
}
