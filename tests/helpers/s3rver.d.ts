// s3rver ships no types: the part tests/helpers/s3rver-server.ts uses.
declare module "s3rver" {
  import type { EventEmitter } from "node:events";

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string }>;
  };
  export type S3rverEvent = { Records: Array<{ eventName: string; s3: { object: { key: string; size?: number } } }> };

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
