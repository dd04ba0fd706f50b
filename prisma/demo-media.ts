// The demo company's media library (issue 15): files generated here, in code, so the repository
// carries no binaries and every run makes the same bytes.

/**
 * A WAV (PCM, 16-bit, mono) of `seconds` of a soft chime: a tone with a fading envelope. Exactly
 * `round(seconds × rate)` samples, so its duration is known to the millisecond.
 */
export function sineWav(
  seconds: number,
  { rate = 22_050, hertz = 440 }: { rate?: number; hertz?: number } = {},
): Uint8Array {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8, "latin1");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const t = index / rate;
    const envelope = Math.exp(-3 * (t % 1));
    const value = 0.3 * envelope * (Math.sin(2 * Math.PI * hertz * t) + 0.5 * Math.sin(2 * Math.PI * hertz * 1.5 * t));
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), 44 + index * 2);
  }
  return new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength);
}
