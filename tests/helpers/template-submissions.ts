import type { TemplateSubmission } from "@/lib/server/channels/providers/types";

/** A template in Meta's format that both providers accept (a Turkish UTILITY body with one variable). */
export const ORDER_UPDATE_SUBMISSION: TemplateSubmission = {
  name: "order_update",
  language: "tr",
  category: "UTILITY",
  components: [{ type: "BODY", text: "Merhaba {{1}}, siparişiniz yolda." }],
};
