import { beforeAll, describe, expect, it } from "vitest";
import * as mediaRoute from "@/app/api/v1/media/[id]/route";
import type { MediaFile } from "@/lib/media/types";
import { ensureDefaultSandbox } from "@/lib/server/channels/default-sandbox";
import { db } from "@/lib/server/db";
import { queueOutboundMessage } from "@/lib/server/messages/queue-message";
import { createCompany, createConversation, createUser, signIn } from "@/tests/helpers/factories";
import { queueingWithStorage } from "@/tests/helpers/jobs";
import { insertMediaFile } from "@/tests/helpers/media";
import { call } from "@/tests/helpers/request";

// A library file sent in a message (issue 16 → media library's `usedIn`): the file reports the
// messages that carry it, and cannot be deleted while a message still has to send it (409); once
// sent, deleting is allowed (the message keeps its row, without the file).

queueingWithStorage("media-in-messages");

let companyId: string;
let headers: Record<string, string>;
let conversationId: string;
let userId: string;

beforeAll(async () => {
  ({ id: companyId } = await createCompany());
  await ensureDefaultSandbox(companyId);
  const channel = await db.channel.findFirstOrThrow({ where: { companyId, systemKey: "sandbox" } });
  const owner = await createUser({ companyId, role: "owner" });
  userId = owner.id;
  headers = { ...(await signIn(owner)).headers, "accept-language": "en" };
  ({ id: conversationId } = await createConversation({
    companyId,
    channelId: channel.id,
    phone: "905551230001",
    lastInboundAt: new Date(),
  }));
});

const read = (id: string) => call(mediaRoute.GET, `/api/v1/media/${id}`, { headers, params: { id } });
const remove = (id: string) =>
  call(mediaRoute.DELETE, `/api/v1/media/${id}`, { method: "DELETE", headers, params: { id } });

describe("media used in messages", () => {
  it("counts the messages, refuses deletion while one is unsent, allows it once sent", async () => {
    const file = await insertMediaFile({ companyId, mimeType: "application/pdf", name: "fatura.pdf" });
    const unused = await read(file.id);
    expect((unused.json!.data as MediaFile).usedIn.messages).toBe(0);

    const { messageId } = await queueOutboundMessage({
      companyId,
      userId,
      conversationId,
      input: { type: "media", fileIds: [file.id] },
    });
    const used = await read(file.id);
    expect((used.json!.data as MediaFile).usedIn.messages).toBe(1);

    const refused = await remove(file.id);
    expect(refused.status).toBe(409);
    expect(await db.mediaFile.count({ where: { id: file.id } })).toBe(1);

    await db.message.update({ where: { id: messageId }, data: { status: "sent" } });
    const removed = await remove(file.id);
    expect(removed.status).toBe(200);
    const media = await db.messageMedia.findFirstOrThrow({ where: { messageId } });
    expect(media.fileId).toBeNull();
  });
});
