import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  AUDIO_FORM_INVALID_MESSAGE,
  AUDIO_MAX_BYTES,
  AUDIO_ONE_FILE_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
} from '@/contract/language-constants';
import { type CheckedAudio, checkAudioUpload } from '@/server/language/audio-upload';
import { AppError, BadRequestError } from '@/server/errors';

/** The form field holding the recording (multipart `audio` in src/contract/language.ts). */
export const AUDIO_FIELD = 'audio';

/**
 * Limits for @fastify/multipart: one recording of at most AUDIO_MAX_BYTES and a few short text fields.
 * `throwFileSizeLimit` (the plugin's default, spelled out) makes a truncated file an error rather than a
 * silently shortened recording.
 */
export const AUDIO_FORM_LIMITS = {
  limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 5, fieldSize: 2000, parts: 6 },
  throwFileSizeLimit: true,
} as const;

export interface AudioForm {
  /** The checked recording, or null when the form had none. */
  audio: CheckedAudio | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload into memory (nothing touches the disk) and checks the recording. The fields may
 * come before or after the file. A request without a body reads as an empty form: the caller decides
 * whether a recording was required.
 */
export async function readAudioForm(request: FastifyRequest): Promise<AudioForm> {
  if (!request.isMultipart()) return { audio: null, fields: {} };
  let upload: { bytes: Buffer; declaredType: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== AUDIO_FIELD)
          throw new BadRequestError(`Send the recording in the '${AUDIO_FIELD}' field.`);
        upload = { bytes: await part.toBuffer(), declaredType: part.mimetype };
      } else {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw new BadRequestError(`The '${part.fieldname}' field is too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return { audio: upload ? checkAudioUpload(upload) : null, fields };
}

/** The multipart plugin's and busboy's errors, in words a learner can act on. */
function formError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  // The plugin's own faults (FileBufferNotFoundError, …) are ours, not the learner's: the 500 path logs them.
  if (typeof statusCode === 'number' && statusCode >= 500) return error;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, AUDIO_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return new AppError(413, AUDIO_ONE_FILE_MESSAGE);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'The form has too many fields.');
    default:
      // Everything else raised while reading parts is about the bytes received: a malformed or cut-off form.
      return new BadRequestError(AUDIO_FORM_INVALID_MESSAGE);
  }
}
