import { describe, expect, it } from "vitest";
import { attachmentName } from "@/lib/api-client";
import { createFormatter } from "@/lib/format";
import { formatDuration } from "@/lib/media/duration";
import { bulkTagFormSchema, firstError, mediaEditFormSchema, uploadBatchFormSchema } from "@/lib/media/edit-form";
import { folderDotClass } from "@/lib/media/folder-colors";
import { DEFAULT_MEDIA_STATE, mediaEmptyState, mediaListParams, mediaUrlSchema } from "@/lib/media/list-query";
import { readUrlState } from "@/lib/query/url-state";
import { bulkRights, mediaRowRights } from "@/lib/media/row-rights";
import type { MediaFile } from "@/lib/media/types";
import { readUploadResult, runPool, uploadFormData } from "@/lib/media/upload-queue";
import { DEFAULT_REGION, regionDefaultsFor } from "@/lib/region/options";

// The collections screen's pure half: sizes, its URL, who may do what, the forms' schemas and
// the upload queue.

const tr = createFormatter({ locale: "tr", region: DEFAULT_REGION });
const en = createFormatter({ locale: "en", region: regionDefaultsFor("en") });

describe("file sizes (spec 02 §9: base 1024, 2 decimals)", () => {
  it.each([
    [0, "0 B", "0 B"],
    [512, "512 B", "512 B"],
    [1024, "1,00 KB", "1.00 KB"],
    [1.5 * 1024 * 1024, "1,50 MB", "1.50 MB"],
    [5 * 1024 ** 3, "5,00 GB", "5.00 GB"],
    [1234 * 1024 ** 4, "1.234,00 TB", "1,234.00 TB"],
  ])("%d bytes", (bytes, turkish, english) => {
    expect(tr.fileSize(bytes)).toBe(turkish);
    expect(en.fileSize(bytes)).toBe(english);
  });

  it("never shows 1024 of a unit: rounding up moves to the next one", () => {
    expect(tr.fileSize(1024 * 1024 - 1)).toBe("1,00 MB");
    expect(tr.fileSize(1023 * 1024)).toBe("1.023,00 KB");
  });
});

describe("the screen's URL", () => {
  const read = (query: string) => readUrlState(mediaUrlSchema, new URLSearchParams(query));

  it("reads every filter, and falls back field by field on nonsense", () => {
    expect(read("search=logo&type=IMAGE&folder=f1&sort=size&page=3")).toEqual({
      search: "logo",
      type: "IMAGE",
      folder: "f1",
      sort: "size",
      page: 3,
    });
    expect(read("type=SVG&sort=random&page=-2&folder=")).toEqual(DEFAULT_MEDIA_STATE);
  });

  it("asks the API only for what differs from the defaults", () => {
    expect(mediaListParams(DEFAULT_MEDIA_STATE).toString()).toBe("");
    expect(
      mediaListParams({ search: " fiyat ", type: "DOCUMENT", folder: "none", sort: "oldest", page: 2 }).toString(),
    ).toBe("search=fiyat&type=DOCUMENT&folder=none&sort=oldest&page=2");
  });

  it("tells a new library from a search that found nothing and an empty folder", () => {
    expect(mediaEmptyState(DEFAULT_MEDIA_STATE, 0)).toBe("first");
    expect(mediaEmptyState({ ...DEFAULT_MEDIA_STATE, search: "x" }, 0)).toBe("results");
    expect(mediaEmptyState({ ...DEFAULT_MEDIA_STATE, type: "AUDIO" }, 5)).toBe("results");
    expect(mediaEmptyState({ ...DEFAULT_MEDIA_STATE, folder: "f1" }, 5)).toBe("folder");
    expect(mediaEmptyState({ ...DEFAULT_MEDIA_STATE, folder: "none" }, 3)).toBe("folder");
    expect(mediaEmptyState({ ...DEFAULT_MEDIA_STATE, folder: "none" }, 0)).toBe("first");
  });
});

describe("who may do what with a file", () => {
  const mine = { uploadedBy: { id: "u1", name: "Ayşe" } };
  const theirs = { uploadedBy: { id: "u2", name: "Mert" } };
  const orphan = { uploadedBy: null };

  it("members edit and delete their own files only", () => {
    const member = { id: "u1", role: "member" as const };
    expect(mediaRowRights(member, mine)).toEqual({ canEdit: true, canDelete: true });
    expect(mediaRowRights(member, theirs)).toEqual({ canEdit: false, canDelete: false });
    expect(mediaRowRights(member, orphan)).toEqual({ canEdit: false, canDelete: false });
  });

  it("owners and admins handle everyone's", () => {
    for (const role of ["owner", "admin"] as const) {
      expect(mediaRowRights({ id: "u1", role }, theirs)).toEqual({ canEdit: true, canDelete: true });
      expect(mediaRowRights({ id: "u1", role }, orphan)).toEqual({ canEdit: true, canDelete: true });
    }
  });

  it("offers a bulk action only when it is allowed on every selected file", () => {
    const member = { id: "u1", role: "member" as const };
    expect(bulkRights(member, [mine, mine])).toEqual({ canEdit: true, canDelete: true });
    expect(bulkRights(member, [mine, theirs])).toEqual({ canEdit: false, canDelete: false });
    expect(bulkRights(member, [])).toEqual({ canEdit: false, canDelete: false });
  });
});

describe("the forms", () => {
  it("turn the tags text into the array the API takes, and 'none' into no folder", () => {
    expect(
      mediaEditFormSchema.parse({ name: " Logo.png ", folderId: "none", tags: "marka, logo,, marka ", isPublic: true }),
    ).toEqual({ name: "Logo.png", folderId: null, tags: ["marka", "logo"], isPublic: true });
    expect(uploadBatchFormSchema.parse({ folderId: "f1", tags: "" })).toEqual({ folderId: "f1", tags: [] });
  });

  it("refuse an empty name, a bulk tag with no tags, and one tag too long (shown under the one tags input)", () => {
    expect(mediaEditFormSchema.safeParse({ name: " ", folderId: "none", tags: "", isPublic: false }).success).toBe(
      false,
    );
    expect(bulkTagFormSchema.safeParse({ tags: " , " }).success).toBe(false);
    const tooLong = bulkTagFormSchema.safeParse({ tags: `ok, ${"x".repeat(51)}` });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(["tags", 1]);
    expect(firstError([undefined, { message: "validation.tooLong" }])).toEqual({ message: "validation.tooLong" });
    expect(firstError({ message: "validation.required" })).toEqual({ message: "validation.required" });
    expect(firstError(undefined)).toBeUndefined();
  });
});

describe("the upload queue", () => {
  it("puts folder and tags before the file part, so a streaming server knows them first", () => {
    const body = uploadFormData(new File(["abc"], "Ürün fotoğrafı.png", { type: "image/png" }), {
      folderId: "f1",
      tags: ["yaz", "kampanya"],
    });
    expect([...body.keys()]).toEqual(["folderId", "tags", "file"]);
    expect(body.get("tags")).toBe("yaz,kampanya");
    expect((body.get("file") as File).name).toBe("Ürün fotoğrafı.png");
    expect([...uploadFormData(new File(["a"], "a.txt"), { folderId: null, tags: [] }).keys()]).toEqual(["file"]);
  });

  it("reads a refusal inside a 201 as a failure with the server's reason", () => {
    expect(
      readUploadResult({
        files: [],
        rejected: [{ name: "x.svg", code: "UNSUPPORTED_MEDIA_TYPE", message: "Desteklenmeyen dosya türü" }],
      }),
    ).toEqual({ ok: false, message: "Desteklenmeyen dosya türü" });
    const file = { id: "m1" } as MediaFile;
    expect(readUploadResult({ files: [file], rejected: [] })).toEqual({ ok: true, file });
  });

  it("runs at most `limit` at once, skips what left the queue, and survives a failure", async () => {
    const queue = ["a", "b", "c", "d", "e"];
    let running = 0;
    let peak = 0;
    const done: string[] = [];
    await runPool(
      () => queue.shift(),
      2,
      async (item) => {
        running++;
        peak = Math.max(peak, running);
        if (item === "a") queue.splice(queue.indexOf("d"), 1); // "d" is cancelled while waiting
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (item === "b") throw new Error("refused");
        done.push(item);
      },
    );
    expect(peak).toBe(2);
    expect(done.sort()).toEqual(["a", "c", "e"]);
  });
});

describe("small helpers", () => {
  it("formats durations like a player", () => {
    expect(formatDuration(7)).toBe("0:07");
    expect(formatDuration(205.4)).toBe("3:25");
    expect(formatDuration(3723)).toBe("1:02:03");
  });

  it("draws an unknown folder colour in slate", () => {
    expect(folderDotClass("teal")).toBe("bg-teal-500");
    expect(folderDotClass("magenta")).toBe("bg-slate-500");
  });

  it("reads a download's file name, RFC 6266 first", () => {
    expect(attachmentName(`attachment; filename="kanal.zip"; filename*=UTF-8''Kanal%20d%C3%B6k%C3%BCman.zip`)).toBe(
      "Kanal döküman.zip",
    );
    expect(attachmentName('attachment; filename="a.csv"')).toBe("a.csv");
    expect(attachmentName("attachment; filename=customers-2026-11-25.csv")).toBe("customers-2026-11-25.csv");
    expect(attachmentName(null)).toBeNull();
  });
});
