import { describe, expect, it } from "vitest";
import { uniqueById } from "@/lib/query/unique-by-id";

describe("uniqueById", () => {
  it("keeps each id once, the first in order", () => {
    const rows = [
      { id: "a", page: 1 },
      { id: "b", page: 1 },
      { id: "b", page: 2 },
      { id: "c", page: 2 },
    ];
    expect(uniqueById(rows)).toEqual([
      { id: "a", page: 1 },
      { id: "b", page: 1 },
      { id: "c", page: 2 },
    ]);
  });
});
