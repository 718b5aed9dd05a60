/** Reads a file into memory, reporting the share read so far. */
export async function readWithProgress(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  const total = file.size;
  if (total === 0 || typeof file.stream !== 'function') {
    return new Uint8Array(await file.arrayBuffer());
  }
  const bytes = new Uint8Array(total);
  const reader = file.stream().getReader();
  let offset = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.set(value.subarray(0, total - offset), offset);
    offset += value.length;
    onProgress(Math.min(1, offset / total));
  }
  return offset === total ? bytes : bytes.subarray(0, Math.min(offset, total));
}
