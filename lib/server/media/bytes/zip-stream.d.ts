// zip-stream ships no types: the part of its API lib/server/media/bytes/zip.ts uses.
declare module "zip-stream" {
  import type { Readable, Transform } from "node:stream";

  export type ZipStreamOptions = { store?: boolean; forceZip64?: boolean; comment?: string };
  export type ZipEntryData = { name: string; date?: Date; store?: boolean };

  export default class ZipStream extends Transform {
    constructor(options?: ZipStreamOptions);
    entry(source: Readable | Buffer, data: ZipEntryData, callback: (error?: Error | null) => void): this;
    finish(): void;
  }
}
