import busboy from 'busboy';
import { badRequest } from '../../core/errors';

export interface MultipartLimits {
  /** Most files; one more is a 400, not silently dropped. */
  maxFiles: number;
  /** Bytes kept per file; a longer file is kept to one byte past this, so checks see it. */
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
}

export interface MultipartForm {
  /** Text fields by name; each may appear once. */
  fields: Record<string, string>;
  /** Files of the `fileField` field, in the order sent. */
  files: Buffer[];
}

/**
 * Parses a `multipart/form-data` body the Functions runtime has already read (`req.rawBody`):
 * text fields once each, files only under `fileField`. Anything outside the limits is a 400
 * naming the problem (or, for an oversize file, left for the image check to refuse).
 */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  fileField: string,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          files: limits.maxFiles,
          fileSize: limits.maxFileBytes + 1,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          parts: limits.maxFiles + limits.maxFields,
        },
      });
    } catch {
      reject(badRequest('Malformed multipart form'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: Buffer[] = [];
    let failure: Error | null = null;
    const fail = (err: Error) => {
      failure ??= err;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(badRequest(`${name} is too long`));
      else if (name in fields) fail(badRequest(`${name} is given more than once`));
      else fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== fileField) {
        fail(badRequest(`Files are accepted only as ${fileField}`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const index = files.length;
      files.push(Buffer.alloc(0));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        files[index] = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => {
      fail(badRequest(`At most ${String(limits.maxFiles)} images`));
    });
    parser.on('fieldsLimit', () => fail(badRequest('Too many form fields')));
    parser.on('partsLimit', () => fail(badRequest('Too many form parts')));
    parser.on('error', () => reject(badRequest('Malformed multipart form')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else resolve({ fields, files });
    });
    parser.end(body);
  });
}
