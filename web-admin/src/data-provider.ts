import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider } from 'react-admin';
import { httpClient } from './http-client';

const simpleRest = simpleRestProvider('/api/admin', httpClient);

// One message is shown as the server wrote it; several become sentences in a row.
const asText = (messages: string[]) =>
  messages.length === 1 ? messages[0] : messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');

/**
 * Wingshare errors list every message to show in `errors`, an array (docs/api.md, "Errors"). react-admin
 * reads `body.errors` as a map of field errors instead: it would put the messages on fields named "0",
 * "1"... and replace the server's words with "The form is not valid". A refused save is therefore
 * re-thrown with the messages in the error's text, which react-admin shows as its notification.
 */
function withServerMessages(error: unknown): never {
  if (error instanceof HttpError && Array.isArray(error.body?.errors)) {
    const { errors, ...body } = error.body as { errors: unknown[] };
    const messages = [...new Set([error.message, ...errors.filter((m): m is string => typeof m === 'string')])].filter(Boolean);
    throw new HttpError(asText(messages), error.status, { ...body, messages: errors });
  }
  throw error;
}

/** The admin API follows the ra-data-simple-rest contract (docs/api.md, "Back office"). */
export const dataProvider: DataProvider = {
  ...simpleRest,
  create: (resource, params) => simpleRest.create(resource, params).catch(withServerMessages),
  update: (resource, params) => simpleRest.update(resource, params).catch(withServerMessages),
};
