import type { TemplateSubmission } from "@/lib/server/channels/providers/types";

/** A template in Meta's format that both providers accept (a Turkish UTILITY body with one variable). */
export const ORDER_UPDATE_SUBMISSION: TemplateSubmission = {
  name: "order_update",
  language: "tr",
  category: "UTILITY",
  components: [{ type: "BODY", text: "Merhaba {{1}}, siparişiniz yolda." }],
};

let counter = 0;

/**
 * The body of POST /templates that every rule accepts (api.md → Templates): a Turkish order update
 * with a text header, two variables, a link (its URL takes {{2}}) and a phone button. Each call has
 * a new name; a test overrides only the fields it is about.
 */
export const validTemplateInput = (overrides: Record<string, unknown> = {}) => ({
  name: `kargo_bildirimi_${++counter}`,
  displayName: "Kargo bildirimi",
  category: "TRANSACTIONAL",
  language: "tr",
  headerType: "TEXT",
  headerText: "Sipariş {{2}}",
  bodyText: "Merhaba {{1}}, {{2}} numaralı siparişiniz kargoya verildi.",
  footerText: "Kanal Mağaza",
  buttons: [
    { type: "URL", text: "Kargoyu izle", url: "https://kargo.example.com/t/{{2}}" },
    { type: "PHONE_NUMBER", text: "Bizi arayın", phone_number: "+905321234567" },
  ],
  variables: [
    { name: "ad", example: "Ayşe" },
    { name: "sipariş no", example: "1042" },
  ],
  ...overrides,
});
