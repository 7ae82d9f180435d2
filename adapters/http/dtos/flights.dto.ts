import type { Context } from 'koa';
import type { FlightPhoto } from '../../../domain/flight/flight.js';
import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import type { FlightUpload } from '../flight-deps.js';
import { readJsonWithNamedFiles } from '../multipart.js';

/**
 * Edge shapes of the flight routes (issue 36). The readings, fuel, route and squawk rules and their messages
 * are the domain's: the `flight` JSON reaches the use case as sent, and only the form itself is read here.
 */
type PhotoKind = FlightPhoto['kind'];

/** What plain `photos` files stand for, in the order sent; any past the list are of its last kind. */
export const CHECK_OUT_PHOTO_ORDER: readonly PhotoKind[] = ['hobbs', 'tach', 'fuel_gauge'];
export const CHECK_IN_PHOTO_ORDER: readonly PhotoKind[] = ['hobbs', 'tach', 'fuel_gauge', 'receipt'];

/**
 * A check-out or check-in form: the `flight` field of JSON and its photos, each under the name of its kind
 * (`hobbs`, `tach`, `fuel_gauge`, `receipt` at check-in) or under `photos` (kinds by `order`).
 */
export async function readFlightForm(ctx: Context, order: readonly PhotoKind[]): Promise<{ input: Record<string, unknown>; photos: FlightUpload[] }> {
  const { json, files } = await readJsonWithNamedFiles(ctx, 'flight', [...order, 'photos']);
  let plain = 0;
  const photos = files.map((f): FlightUpload => {
    const kind = f.field === 'photos' ? order[Math.min(plain++, order.length - 1)]! : (f.field as PhotoKind);
    return { kind, bytes: f.bytes, filename: f.filename };
  });
  return { input: json, photos };
}

/** A JSON body of a flight route: an object (its fields are the domain's to judge), or a 400. */
export function jsonObjectBody(ctx: Context): Record<string, unknown> {
  const body: unknown = ctx.request.body;
  if (body === undefined) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationFailed(['Send a JSON object']);
  return body as Record<string, unknown>;
}

/** The photo number of GET /requests/:id/flight/photos/:n: a whole number from 0, or a 400 naming it. */
export function parsePhotoNumber(raw: unknown): number {
  const s = typeof raw === 'string' ? raw : '';
  if (!/^\d{1,4}$/.test(s)) {
    const message = 'The photo number must be a whole number from 0';
    throw validationFailed([message], message, fieldErrors([['n', [message]]]));
  }
  return Number(s);
}
