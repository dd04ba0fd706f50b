// The customer panel's cached queries, under the customers screen's own ["customers"] key, so an
// edit here refreshes that screen's list as well (and the other way round).
export const customerKey = (customerId: string) => ["customers", customerId] as const;
export const customerOrdersKey = (customerId: string) => ["customers", customerId, "orders"] as const;
export const customerNotesKey = (customerId: string) => ["customers", customerId, "notes"] as const;
