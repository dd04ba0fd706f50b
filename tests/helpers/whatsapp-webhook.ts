// WhatsApp webhook deliveries as Meta sends them (meta.md), for the tests that post or process one.
import { TEST_WABA_ID } from "@/tests/helpers/channel-workspace";

/** One delivery with one `messages` change (inbound `messages`, `statuses`, `contacts`) for `phoneNumberId`. */
export function whatsappDelivery(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: TEST_WABA_ID,
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "905551112233", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}
