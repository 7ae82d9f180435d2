import type { Context } from 'koa';
import multer from 'multer';
import { DomainError, validationFailed } from '../../domain/errors.js';
import { containsNul, NUL_MESSAGE, wellFormedText } from './middleware/nul-character.middleware.js';
import { holdUploadMemory } from './upload-memory.js';

const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;

/** What one part may add to a body besides its content: busboy's 16 KB limit on a part's headers, and its boundary line. */
const PART_OVERHEAD_BYTES = 16 * 1024 + 128;
/** multer's (busboy's) field size limit when a form sets none. */
const DEFAULT_FIELD_SIZE = MB;

export interface FormLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize?: number;
  parts: number;
}

/** A multer parser that keeps files in memory, and the most bytes a body within its limits can have. */
export interface MemoryForm {
  parser: multer.Multer;
  maxBytes: number;
}

export function memoryForm(limits: FormLimits): MemoryForm {
  const { fileSize, files, fields, fieldSize = DEFAULT_FIELD_SIZE, parts } = limits;
  return {
    parser: multer({ storage: multer.memoryStorage(), limits }),
    maxBytes: files * fileSize + fields * fieldSize + parts * PART_OVERHEAD_BYTES,
  };
}

const oneFileForm = memoryForm({ fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 200 * 1024, parts: 12 });

const MAX_FILES = 20;
const manyFilesForm = memoryForm({ fileSize: MAX_IMAGE_BYTES, files: MAX_FILES, fields: 10, fieldSize: 200 * 1024, parts: MAX_FILES + 10 });

/** A JSON field and up to 20 files under one name (listing photos). Plain JSON bodies are accepted too. */
export async function readJsonWithFiles(ctx: Context, field: string, fileField: string): Promise<{ json: Record<string, unknown>; files: Uint8Array[] }> {
  if (!ctx.is('multipart/form-data')) return { ...(await readJsonWithFile(ctx, field, fileField)), files: [] };
  await runFormParser(ctx, manyFilesForm, (parser) => parser.array(fileField, MAX_FILES));
  const req = ctx.req as unknown as { body?: Record<string, unknown>; files?: { buffer: Buffer }[] };
  return {
    json: parseJsonField(req.body?.[field], field),
    files: (req.files ?? []).map((f) => new Uint8Array(f.buffer)),
  };
}

/** A file of a form, with the field it came under (its kind, for forms that name files by what they show). */
export interface NamedFile {
  field: string;
  bytes: Buffer;
  filename: string;
}

/**
 * A JSON field (named `field`) and files under any of `fileFields`, up to 20 in all, in the order of
 * `fileFields` then as sent. A 400 that cannot read the JSON field names it (`fields[field]`). Plain JSON
 * bodies are accepted too (`{ field: {...} }`, or the object itself), without files.
 */
export async function readJsonWithNamedFiles(ctx: Context, field: string, fileFields: readonly string[]): Promise<{ json: Record<string, unknown>; files: NamedFile[] }> {
  // The JSON field's own refusals (missing, not JSON, not an object) name it, as the domain names its fields.
  const naming = (e: unknown): never => {
    if (e instanceof DomainError && e.code === 'validation_failed' && !e.fields) throw validationFailed(e.errors, e.message, { [field]: e.errors });
    throw e;
  };
  if (!ctx.is('multipart/form-data')) {
    const { json } = await readJsonWithFile(ctx, field, fileFields[0] ?? 'file').catch(naming);
    return { json, files: [] };
  }
  await runFormParser(ctx, manyFilesForm, (parser) => parser.fields(fileFields.map((name) => ({ name, maxCount: MAX_FILES }))));
  const req = ctx.req as unknown as { body?: Record<string, unknown>; files?: Record<string, { buffer: Buffer; originalname?: string }[]> };
  const json = await Promise.resolve(req.body?.[field]).then((raw) => parseJsonField(raw, field)).catch(naming);
  const files = fileFields.flatMap((name) =>
    (req.files?.[name] ?? []).filter((f) => f.buffer.length > 0).map((f) => ({ field: name, bytes: f.buffer, filename: f.originalname ?? '' })),
  );
  return { json, files };
}

export interface JsonWithFile {
  json: Record<string, unknown>;
  file?: Uint8Array;
}

/**
 * Reads a multipart body of one JSON field (named `field`) and an optional file (named `fileField`).
 * A plain JSON body is accepted too, for API clients without a file.
 */
export async function readJsonWithFile(ctx: Context, field: string, fileField: string): Promise<JsonWithFile> {
  if (ctx.is('multipart/form-data')) {
    await runFormParser(ctx, oneFileForm, (parser) => parser.fields([{ name: fileField, maxCount: 1 }]));
    const req = ctx.req as unknown as { body?: Record<string, unknown>; files?: Record<string, { buffer: Buffer }[]> };
    const raw = req.body?.[field];
    const file = req.files?.[fileField]?.[0]?.buffer;
    return { json: parseJsonField(raw, field), file: file && file.length ? new Uint8Array(file) : undefined };
  }
  const body = ctx.request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const nested = (body as Record<string, unknown>)[field];
    if (typeof nested === 'string') return { json: parseJsonField(nested, field) };
    if (nested && typeof nested === 'object' && !Array.isArray(nested)) return { json: nested as Record<string, unknown> };
    return { json: body as Record<string, unknown> };
  }
  throw validationFailed([`Send the ${field} as JSON or as a multipart form field "${field}"`]);
}

type FormHandler = ReturnType<multer.Multer['single']>;

/** A multipart body declared larger than its form can be: refused before it is read (413, by its status). */
class UploadTooLarge extends DomainError {
  readonly status = 413;
  constructor(maxBytes: number) {
    const message = `Uploads must be at most ${Math.floor(maxBytes / MB)} MB in all`;
    super('payload_too_large', message, [message]);
  }
}

/**
 * Reads a multipart body with a handler of `form`'s parser. Before a byte is read, the body's size (its
 * Content-Length, or the most the form accepts when it is sent chunked) is reserved from the process's upload
 * memory budget, waiting for room or answering 503 (upload-memory.ts); a Content-Length larger than the form
 * accepts is a 413 at once. multer's limits keep their own errors (the errors middleware words them); anything
 * else the parser throws (a part without a name, a malformed part header, a form cut short) is a form the
 * client broke: a 400, never a 500.
 */
export async function runFormParser(ctx: Context, form: MemoryForm, handlerOf: (parser: multer.Multer) => FormHandler): Promise<void> {
  const declared = ctx.request.length;
  if (declared !== undefined && declared > form.maxBytes) throw new UploadTooLarge(form.maxBytes);
  await holdUploadMemory(ctx, declared ?? form.maxBytes);
  const handler = handlerOf(form.parser);
  try {
    await new Promise<void>((resolve, reject) =>
      handler(ctx.req as never, ctx.res as never, (err: unknown) => (err ? reject(err) : resolve())),
    );
  } catch (e) {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && code.startsWith('LIMIT_')) throw e;
    const detail = name === 'MulterError' && typeof message === 'string' ? `: ${message}` : '';
    throw validationFailed([`The form data could not be read${detail}`]);
  }
}

function parseJsonField(raw: unknown, field: string): Record<string, unknown> {
  if (typeof raw !== 'string') throw validationFailed([`The form field "${field}" is missing`]);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // not JSON: the message below
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw validationFailed([`The form field "${field}" must be a JSON object`]);
  if (containsNul(value)) throw validationFailed([NUL_MESSAGE]);
  return wellFormedText(value) as Record<string, unknown>;
}
