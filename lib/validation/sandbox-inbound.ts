import { z } from "zod";
import { omittableText } from "@/lib/validation/text-fields";

// POST /api/v1/channels/{id}/sandbox/inbound (api.md → Channels and webhooks), shared by the
// channel page's "simulate an inbound message" dialog and the route. A customer's number as people
// type it ("0555 111 22 33", "+90 555 111 22 33", "905551112233"); a text message needs its text;
// a file message may name a library file (`mediaId`), else the sandbox sends a sample of its type.

export const SIMULATE_INBOUND_TYPES = ["text", "image", "document", "audio"] as const;
export type SimulateInboundType = (typeof SIMULATE_INBOUND_TYPES)[number];
export const SIMULATE_TEXT_MAX = 4096;
export const SIMULATE_NAME_MAX = 100;

const PHONE = /^\+?[\d\s()-]{6,25}$/;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

export const simulateInboundSchema = z
  .object({
    from: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, { error: "validation.required" })
      .refine((value) => PHONE.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15, {
        error: "validation.phone",
      }),
    name: omittableText(SIMULATE_NAME_MAX),
    type: z.enum(SIMULATE_INBOUND_TYPES, { error: "validation.invalidOption" }),
    text: omittableText(SIMULATE_TEXT_MAX, "multi"),
    mediaId: omittableText(100),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.type === "text" && !value.text) {
      ctx.addIssue({ code: "custom", path: ["text"], message: "validation.required" });
    }
    if (value.type === "text" && value.mediaId) {
      ctx.addIssue({ code: "custom", path: ["mediaId"], message: "validation.invalidOption" });
    }
  });

export type SimulateInboundInput = z.input<typeof simulateInboundSchema>;
export type SimulateInbound = z.output<typeof simulateInboundSchema>;
