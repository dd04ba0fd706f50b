"use client";

import { useRef, type ChangeEvent } from "react";
// The upload rules are shared with the server (its module is free of server-only code).
import {
  IMAGE_SIGNATURE_BYTES,
  IMAGE_UPLOAD_ACCEPT,
  imageUploadProblem,
  type ImageUploadProblem,
} from "@/lib/images/image-kind";

/**
 * The hidden file input behind a photo picker's button (a customer's photo, the profile photo):
 * images only, and a chosen file is checked here first, by size and magic bytes with the server's
 * own rules and messages, before anything is sent. Spread `inputProps` on the <input> and call
 * `open()` from the button.
 */
export function useImageFileInput({
  onFile,
  onProblem,
}: {
  onFile: (file: File) => void | Promise<void>;
  /** A chosen file that may not be uploaded (message key and values under images.errors). */
  onProblem: (problem: ImageUploadProblem) => void;
}) {
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) fires a change.
    event.target.value = "";
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    const problem = imageUploadProblem(head, file.size);
    if (problem) onProblem(problem);
    else await onFile(file);
  };

  return {
    open: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: "file",
      accept: IMAGE_UPLOAD_ACCEPT,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void choose(event),
    },
  };
}
