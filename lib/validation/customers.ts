import { z } from "zod";

// Customer schemas shared by the screens and the route handlers (api.md §Customers).

export const CUSTOMERS_PAGE_SIZE = 100;
export const CUSTOMERS_MAX_PAGE_SIZE = 500;

export const listCustomersQuerySchema = z.object({
  search: z.string().trim().max(200, { error: "validation.tooLong" }).optional(),
  page: z.coerce.number({ error: "validation.invalidType" }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: "validation.invalidType" })
    .int()
    .min(1)
    .max(CUSTOMERS_MAX_PAGE_SIZE)
    .default(CUSTOMERS_PAGE_SIZE),
});
export type ListCustomersQuery = z.output<typeof listCustomersQuerySchema>;
