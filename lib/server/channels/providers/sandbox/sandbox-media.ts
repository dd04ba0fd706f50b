import "server-only";
import { PermanentProviderError } from "@/lib/server/channels/providers/errors";
import type { DownloadedMedia, InboundMediaRef } from "@/lib/server/channels/providers/types";
import { db } from "@/lib/server/db";
import { getStorage } from "@/lib/server/storage/get-storage";

// The files of the sandbox's simulated inbound messages. A simulation names either a file of the
// company's own media library (its bytes are what the "customer" sent) or a small bundled sample
// of the chosen type (`sbx-sample-<type>`), so a simulated image, document or audio message goes
// through the same download → library path a real one does.

export const SANDBOX_SAMPLE_PREFIX = "sbx-sample-";
export const SANDBOX_SAMPLE_TYPES = ["image", "document", "audio"] as const;
export type SandboxSampleType = (typeof SANDBOX_SAMPLE_TYPES)[number];

/** A 64×64 green square. */
const SAMPLE_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAT0lEQVRo3u3PQQkAAAgEsCtjNQtbyAi+hcEKLDX9WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQELgsN2eE8SuamrgAAAABJRU5ErkJggg==";

/** A one-page PDF saying what it is. */
function samplePdf(): Uint8Array {
  const content = "BT /F1 18 Tf 72 720 Td (Kanal sandbox document) Tj ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** Half a second of a 440 Hz tone, 8 kHz 8-bit mono WAV. */
function sampleWav(): Uint8Array {
  const rate = 8000;
  const samples = rate / 2;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write("WAVEfmt ", 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index++) {
    buffer[44 + index] = Math.round(128 + 100 * Math.sin((2 * Math.PI * 440 * index) / rate));
  }
  return new Uint8Array(buffer);
}

const SAMPLES: Record<SandboxSampleType, () => { bytes: Uint8Array; mimeType: string; filename: string }> = {
  image: () => ({
    bytes: new Uint8Array(Buffer.from(SAMPLE_PNG, "base64")),
    mimeType: "image/png",
    filename: "photo.png",
  }),
  document: () => ({ bytes: samplePdf(), mimeType: "application/pdf", filename: "document.pdf" }),
  audio: () => ({ bytes: sampleWav(), mimeType: "audio/wav", filename: "voice.wav" }),
};

const streamOf = (bytes: Uint8Array) => new Blob([bytes as BlobPart]).stream();

const gone = (mediaId: string | null) =>
  new PermanentProviderError({ reasonKey: "notFound", providerMessage: `No sandbox media ${mediaId ?? "(none)"}` });

/** The bytes a simulated message carries: a sample, or a file of the company's library. */
export async function downloadSandboxMedia(companyId: string, ref: InboundMediaRef): Promise<DownloadedMedia> {
  const { mediaId } = ref;
  if (!mediaId) throw gone(mediaId);
  if (mediaId.startsWith(SANDBOX_SAMPLE_PREFIX)) {
    const sample = SAMPLES[mediaId.slice(SANDBOX_SAMPLE_PREFIX.length) as SandboxSampleType];
    if (!sample) throw gone(mediaId);
    const { bytes, mimeType, filename } = sample();
    return { stream: streamOf(bytes), mimeType, filename };
  }
  const file = await db.mediaFile.findFirst({
    where: { id: mediaId, companyId },
    select: { storageKey: true, mimeType: true, name: true },
  });
  const stored = file ? await getStorage().getStream(file.storageKey) : null;
  if (!file || !stored) throw gone(mediaId);
  return { stream: stored.body, mimeType: file.mimeType, filename: file.name };
}
