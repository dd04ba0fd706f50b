import { z } from "zod";
import { CHANNEL_KINDS, CHANNEL_PROVIDERS, type ChannelKind } from "@/lib/channels/types";
import { requiredLine } from "@/lib/validation/text-fields";

// Channel schemas shared by /settings/channels and the route handlers (api.md → Channels and
// webhooks). One flat shape for every kind, so the connect form keeps one set of fields; which
// Meta fields are required depends on the kind (META_FIELDS) and is checked in superRefine, with
// the error on the missing field. Messages are `validation.*` keys.

export const CHANNEL_NAME_MAX = 60;
export const RATE_LIMIT_MAX = 1000;
export const DEFAULT_RATE_LIMIT = 80;
export const CHANNEL_EVENTS_DEFAULT_LIMIT = 20;
export const CHANNEL_EVENTS_MAX_LIMIT = 100;

/** The Meta id fields each kind asks for (the first one is the channel's externalId). */
export const META_FIELDS = {
  whatsapp: ["phoneNumberId", "wabaId"],
  messenger: ["pageId"],
  instagram: ["instagramAccountId"],
} as const satisfies Record<ChannelKind, readonly MetaIdField[]>;

export const META_ID_FIELDS = ["phoneNumberId", "wabaId", "pageId", "instagramAccountId"] as const;
export type MetaIdField = (typeof META_ID_FIELDS)[number];
export const SECRET_FIELDS = ["accessToken", "appSecret"] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** "" (a blank form field) counts as not given. */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const nameSchema = requiredLine(CHANNEL_NAME_MAX);

/** Meta's ids are decimal numbers (phone number id, WABA id, page id, Instagram account id). */
export const metaIdSchema = blankAsMissing(
  z
    .string({ error: "validation.invalidType" })
    .trim()
    .regex(/^\d{5,30}$/, { error: "validation.invalidFormat" }),
);

/** A token or app secret as pasted: one word, no spaces. */
export const secretSchema = blankAsMissing(
  z
    .string({ error: "validation.invalidType" })
    .trim()
    .min(8)
    .max(1000)
    .regex(/^[\x21-\x7e]+$/, { error: "validation.invalidFormat" }),
);

const rateLimitSchema = blankAsMissing(
  z.coerce.number({ error: "validation.invalidType" }).int().min(1).max(RATE_LIMIT_MAX),
);

const metaFields = {
  phoneNumberId: metaIdSchema,
  wabaId: metaIdSchema,
  pageId: metaIdSchema,
  instagramAccountId: metaIdSchema,
  accessToken: secretSchema,
  appSecret: secretSchema,
};

/** POST /channels: `{ kind, provider, name }` plus, for `meta`, the kind's ids and both secrets. */
export const createChannelSchema = z
  .object({
    kind: z.enum(CHANNEL_KINDS, { error: "validation.invalidOption" }),
    provider: z.enum(CHANNEL_PROVIDERS, { error: "validation.invalidOption" }),
    name: nameSchema,
    rateLimitPerSecond: rateLimitSchema,
    ...metaFields,
  })
  .superRefine((input, ctx) => {
    if (input.provider !== "meta") return;
    for (const field of [...META_FIELDS[input.kind], ...SECRET_FIELDS]) {
      if (input[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
    }
  });
export type CreateChannelInput = z.input<typeof createChannelSchema>;
export type CreateChannel = z.output<typeof createChannelSchema>;

/** PUT /channels/{id}: what is sent changes (secrets only when given); kind and provider stay. */
export const updateChannelSchema = z.object({
  name: nameSchema.optional(),
  rateLimitPerSecond: rateLimitSchema,
  ...metaFields,
});
export type UpdateChannelInput = z.input<typeof updateChannelSchema>;
export type UpdateChannel = z.output<typeof updateChannelSchema>;

/** GET /channels/{id}/events */
export const channelEventsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "validation.invalidType" })
    .int()
    .min(1)
    .max(CHANNEL_EVENTS_MAX_LIMIT)
    .default(CHANNEL_EVENTS_DEFAULT_LIMIT),
});
