import type { InjectOptions } from 'fastify';

/** Fake recordings: each container's real magic bytes, then filler, `size` bytes in all. */
export const recordings = {
  webm: (size = 2048) => withHead(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), size),
  wav: (size = 2048) => withHead(Buffer.from('RIFF\x24\x08\0\0WAVEfmt ', 'latin1'), size),
};

function withHead(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x42)]);
}

export interface FormFile {
  bytes: Buffer;
  type: string;
  filename?: string;
  /** The form field; `audio` unless a test says otherwise. */
  field?: string;
}

/**
 * A multipart/form-data request as a browser's FormData sends it, encoded by the platform's own Request,
 * ready for `inject`.
 */
export async function audioForm(
  files: readonly FormFile[],
  fields: Record<string, string> = {},
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? 'audio',
      new Blob([Uint8Array.from(file.bytes)], { type: file.type }),
      file.filename ?? 'recording.webm',
    );
  }
  const request = new Request('http://charla.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
