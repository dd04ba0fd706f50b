"use client";

import { FileUp } from "lucide-react";
import { useState, type ChangeEvent, type DragEvent } from "react";
import { cn } from "@/lib/utils";

/**
 * A dashed box to click (it is the file input's label) or to drop files on. `onFiles` gets the
 * chosen or dropped files (never an empty list); the input is emptied after each choice, so the
 * same file can be chosen again.
 */
export function FileDropZone({
  title,
  hint,
  inputLabel,
  accept,
  multiple = false,
  onFiles,
  className,
  testId,
}: {
  title: string;
  hint: string;
  /** The file input's accessible name. */
  inputLabel: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: [File, ...File[]]) => void;
  /** The box's padding. */
  className?: string;
  testId?: string;
}) {
  const [isDragging, setIsDragging] = useState(false);
  const handOn = (files: FileList | null) => {
    const [first, ...more] = Array.from(files ?? []);
    if (first) onFiles(multiple ? [first, ...more] : [first]);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    handOn(event.target.files);
    event.target.value = "";
  };
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    handOn(event.dataTransfer.files);
  };
  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={drop}
      data-testid={testId}
      className={cn(
        "flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center text-sm outline-none hover:bg-accent/50 has-focus-visible:border-ring has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
        isDragging && "border-primary bg-accent/50",
        className,
      )}
    >
      <FileUp className="size-8 text-muted-foreground" aria-hidden />
      <span className="font-medium">{title}</span>
      <span className="text-muted-foreground">{hint}</span>
      <input
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        onChange={choose}
        aria-label={inputLabel}
      />
    </label>
  );
}
