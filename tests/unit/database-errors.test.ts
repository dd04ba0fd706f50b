import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { fromDatabaseError } from "@/lib/server/http/database-errors";

const known = (code: string) =>
  new Prisma.PrismaClientKnownRequestError(`prisma ${code}`, { code, clientVersion: "7.10.0" });

describe("fromDatabaseError", () => {
  it("answers a burst that found no connection or transaction in time with 503 and Retry-After", () => {
    for (const code of ["P2024", "P2028"]) {
      const error = fromDatabaseError(known(code));
      expect(error?.code).toBe("SERVICE_UNAVAILABLE");
      expect(error?.retryAfter).toBe(5);
    }
  });

  it("keeps unique clashes as 409 and missing rows as 404, and leaves the rest to the caller", () => {
    expect(fromDatabaseError(known("P2002"))?.code).toBe("CONFLICT");
    expect(fromDatabaseError(known("P2025"))?.code).toBe("NOT_FOUND");
    expect(fromDatabaseError(known("P2003"))).toBeNull();
    expect(fromDatabaseError(new Error("division by zero"))).toBeNull();
  });
});
