/** Hands a downloaded body to the browser as a saved file (the download bar), then frees it. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // A click starts the download asynchronously: free the URL once it surely has.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
