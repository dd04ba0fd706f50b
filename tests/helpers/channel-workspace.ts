// A company whose owner connected a Meta WhatsApp channel through the API, beside the sandbox
// channel every company gets: the start of the webhook and inbound-message tests.
import { expect } from "vitest";
import * as channels from "@/app/api/v1/channels/route";
import type { ChannelJson } from "@/lib/channels/types";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

/** The WhatsApp Business Account id of the connected channel (meta.md's sample). */
export const TEST_WABA_ID = "102290129340398";

/** A Graph-API-shaped phone number id nobody else's test uses. */
export const randomPhoneNumberId = () => String(100_000_000_000 + Math.floor(Math.random() * 9e11));

export async function channelWorkspace(secrets: { accessToken: string; appSecret: string }) {
  const { id: companyId } = await createCompany();
  const owner = { ...(await signIn(await createUser({ companyId, role: "owner" }))).headers, "accept-language": "en" };
  /** POST /channels as the owner; the channel it answers (201 expected). */
  const connect = async (body: Record<string, unknown>) => {
    const response = await call(channels.POST, "/api/v1/channels", { headers: owner, body });
    expect(response.status, response.text).toBe(201);
    return (response.json!.data as { channel: ChannelJson }).channel;
  };
  const whatsapp = await connect({
    kind: "whatsapp",
    provider: "meta",
    name: "WA",
    phoneNumberId: randomPhoneNumberId(),
    wabaId: TEST_WABA_ID,
    ...secrets,
  });
  const list = await call(channels.GET, "/api/v1/channels", { headers: owner });
  const sandbox = (list.json!.data as { channels: ChannelJson[] }).channels.find((item) => item.isDefaultSandbox)!;
  return { companyId, owner, whatsapp, sandbox, connect };
}
