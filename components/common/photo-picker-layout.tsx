import type { ReactNode } from "react";

/**
 * How a photo picker is laid out (a customer's photo, the profile photo): the current photo at
 * the left; at its right the buttons (choose, remove, …) in a wrapping row and, under them, the
 * rules or the upload's progress (`children`).
 */
export function PhotoPickerLayout({
  photo,
  buttons,
  children,
}: {
  photo: ReactNode;
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4">
      {photo}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">{buttons}</div>
        {children}
      </div>
    </div>
  );
}
