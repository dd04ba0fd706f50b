"use client";

import { Megaphone, Pencil, Plus, Unplug } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { DialogKitForm } from "@/components/form/dialog-form";
import { Field, hintId } from "@/components/form/field";
import { useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { PasswordInput } from "@/components/form/password-input";
import { registerInput } from "@/components/form/register-input";
import { AccountTextField, EditAccountForm } from "@/components/settings/channels/social-account-fields";
import { QueryListError } from "@/components/settings/security/section-states";
import { SwatchMark } from "@/components/schedule/calendar-marks";
import { FormSegmentedChoice } from "@/components/settings/segmented-choice";
import { ListEmpty } from "@/components/settings/list-empty";
import { SettingsSection } from "@/components/settings/settings-page";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { can } from "@/lib/permissions";
import { SOCIAL_ACCOUNTS_KEY, SOCIAL_PLATFORMS, type SocialAccountJson } from "@/lib/posts/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import {
  createSocialAccountSchema,
  PLATFORM_NAMES,
  providersFor,
  type CreateSocialAccountInput,
} from "@/lib/validation/posts";
import type { TeamRole } from "@/lib/validation/team";

/**
 * /settings/channels, "Social accounts" (issue 20): the company's accounts for the content
 * calendar, each with its platform, handle, how it publishes (sandbox, Meta, by hand) and its
 * state. Owners and admins connect, edit (name, handle, avatar) and disconnect; members read.
 */
export function SocialAccountsSection({ initial, role }: { initial: SocialAccountJson[]; role: TeamRole }) {
  const t = useTranslations("posts.accounts");
  const tReason = useTranslations("posts.publishErrors");
  const tSaid = useTranslations("schedule.details");
  const mayManage = can(role, "posts.socialAccounts");
  const query = useApiQuery<{ accounts: SocialAccountJson[] }>(SOCIAL_ACCOUNTS_KEY, "/social-accounts", {
    initialData: { accounts: initial },
  });
  const accounts = query.data?.accounts ?? initial;
  const [connecting, setConnecting] = useState(false);
  const [target, setTarget] = useState<SocialAccountJson | null>(null);
  const [editing, setEditing] = useState<SocialAccountJson | null>(null);
  const disconnect = useApiMutation<{ account: SocialAccountJson }, string>({
    request: (id) => ({ path: `/social-accounts/${encodeURIComponent(id)}`, method: "DELETE" }),
    invalidates: [SOCIAL_ACCOUNTS_KEY],
  });

  return (
    <>
      <SettingsSection
        id="social-accounts"
        title={t("title")}
        description={t("description", { count: accounts.length })}
        data-testid="social-accounts"
        action={
          mayManage && (
            <Button onClick={() => setConnecting(true)} data-testid="social-account-connect">
              <Plus aria-hidden />
              {t("connect")}
            </Button>
          )
        }
      >
        {query.error ? (
          <QueryListError query={query} fallback={t("error")} />
        ) : accounts.length === 0 ? (
          <ListEmpty icon={Megaphone} title={t("empty")} text={t("emptyText")} />
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {accounts.map((account) => (
              <li
                key={account.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4"
                data-testid="social-account-row"
              >
                <AccountAvatar account={account} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{account.name}</span>
                    <Badge variant="outline">{PLATFORM_NAMES[account.platform]}</Badge>
                    <Badge variant={account.provider === "sandbox" ? "secondary" : "outline"}>
                      {t(`providers.${account.provider}`)}
                    </Badge>
                    <Badge variant={account.status === "connected" ? "outline" : "destructive"}>
                      {t(`statuses.${account.status}`)}
                    </Badge>
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {account.handle} · {t(`publishing.${account.publishing}`)}
                  </p>
                  {account.lastError && account.status === "error" && (
                    <p className="text-sm text-destructive" data-testid="social-account-error">
                      {/* The reason in the reader's words (a token Meta refused on a publish or a
                          snapshot…), then what Meta said. */}
                      {account.lastError.reason && tReason.has(account.lastError.reason)
                        ? `${tReason(account.lastError.reason)} `
                        : null}
                      <span className="text-muted-foreground">
                        {tSaid("platformSaid", { message: account.lastError.message })}
                      </span>
                    </p>
                  )}
                </div>
                {mayManage && (
                  <div className="flex w-full gap-1 sm:ml-auto sm:w-auto">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing(account)}
                      aria-label={t("edit.label", { name: account.name })}
                      data-testid="social-account-edit"
                    >
                      <Pencil aria-hidden />
                      {t("edit.button")}
                    </Button>
                    {account.status !== "disconnected" && (
                      <Button variant="ghost" size="sm" onClick={() => setTarget(account)}>
                        <Unplug aria-hidden />
                        {t("disconnect")}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      <Dialog open={connecting} onOpenChange={setConnecting}>
        <DialogContent closeLabel={t("close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
          {connecting && <ConnectForm onClose={() => setConnecting(false)} onSaved={() => setConnecting(false)} />}
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t("close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
          {editing && <EditAccountForm account={editing} onClose={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t("disconnectTitle", { name: target?.name ?? "" })}
        description={t("disconnectText")}
        confirmLabel={t("disconnect")}
        onConfirm={async () => {
          if (target) {
            await disconnect.mutateAsync(target.id);
            toast.success(t("disconnected", { name: target.name }));
          }
          setTarget(null);
        }}
      />
    </>
  );
}

function ConnectForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useTranslations("posts.accounts");
  const errorText = useErrorText();
  const mutation = useApiMutation<{ account: SocialAccountJson }, Record<string, unknown>>({
    request: (body) => ({ path: "/social-accounts", body }),
    invalidates: [SOCIAL_ACCOUNTS_KEY],
  });
  const form = useSchemaForm(createSocialAccountSchema, {
    defaultValues: {
      platform: "instagram",
      provider: "sandbox",
      name: "",
      handle: "",
      externalId: "",
      accessToken: "",
      appSecret: "",
    } as CreateSocialAccountInput,
  });
  const platform = form.watch("platform");
  const provider = form.watch("provider");
  const errors = form.formState.errors;
  const tokenError = errorText(errors.accessToken);
  const submit = async () => {
    const values = form.getValues();
    const body = values.provider === "meta" ? values : { ...values, externalId: "", accessToken: "", appSecret: "" };
    const { data } = await mutation.mutateAsync(body);
    toast.success(t("connected", { name: data.account.name }));
    onSaved();
  };
  return (
    <DialogKitForm
      form={form}
      onSubmit={submit}
      onCancel={onClose}
      data-testid="social-account-form"
      copy={{
        title: t("form.title"),
        description: t("form.description"),
        submit: t("form.submit"),
        submitting: t("form.submitting"),
        cancel: t("form.cancel"),
        error: t("form.error"),
      }}
    >
      <FormSegmentedChoice
        control={form.control}
        name="platform"
        id="social-account-platform"
        label={t("form.platform")}
        options={SOCIAL_PLATFORMS.map((value) => ({ value, label: PLATFORM_NAMES[value] }))}
        className="grid-cols-2 sm:grid-cols-4"
        onPicked={(next) => {
          if (!providersFor(next).includes(form.getValues("provider"))) form.setValue("provider", "sandbox");
        }}
      />
      <div className="flex flex-col gap-1.5">
        <FormSegmentedChoice
          control={form.control}
          name="provider"
          id="social-account-provider"
          label={t("form.provider")}
          options={providersFor(platform).map((value) => ({ value, label: t(`providers.${value}`) }))}
          className="grid-cols-3"
        />
        <p className="text-xs text-muted-foreground">{t(`form.providerHints.${provider}`)}</p>
      </div>
      <AccountTextField form={form} name="name" />
      <AccountTextField form={form} name="handle" />
      {provider === "meta" && (
        <>
          <AccountTextField form={form} name="externalId" hint={t("form.externalIdHint")} />
          <Field
            id="social-account-token"
            label={t("form.accessToken")}
            required
            error={tokenError}
            hint={t("form.secretWriteOnly")}
          >
            <PasswordInput
              autoComplete="off"
              spellCheck={false}
              {...registerInput(
                form,
                "accessToken",
                "social-account-token",
                tokenError,
                hintId("social-account-token"),
              )}
            />
          </Field>
        </>
      )}
    </DialogKitForm>
  );
}

/** The account's picture, or its platform's coloured mark while it has none. */
function AccountAvatar({ account }: { account: SocialAccountJson }) {
  if (!account.avatarUrl) return <SwatchMark swatch={account.platform} size="lg" />;
  return (
    <Avatar className="size-10 shrink-0">
      <AvatarImage src={account.avatarUrl} alt="" className="object-cover" />
      <AvatarFallback>
        <SwatchMark swatch={account.platform} size="lg" />
      </AvatarFallback>
    </Avatar>
  );
}
