import { validate } from 'class-validator';
import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';

/**
 * Edge validation (STYLE 5): the shape and size of a request body or query, checked with class-validator
 * before a use case sees it. Business rules and their exact messages stay in the domain.
 */
export async function parseDto<T extends object>(Dto: new () => T, raw: unknown, options: { fields?: boolean } = {}): Promise<T> {
  if (raw !== undefined && (raw === null || typeof raw !== 'object' || Array.isArray(raw))) {
    throw validationFailed(['Send a JSON object']);
  }
  // Not Object.assign: a "__proto__" key would replace the DTO's prototype, and a "constructor" key hides the
  // class from class-validator (a null one made it throw: a 500). Neither is ever a field.
  const dto = new Dto();
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') (dto as Record<string, unknown>)[key] = value;
  }
  const errors = await validate(dto, { forbidUnknownValues: true, stopAtFirstError: true });
  if (errors.length) {
    const messages = errors.flatMap((e) => Object.values(e.constraints ?? {}));
    // Forms built on newer routes mark each field with its messages (`fields`, docs/api.md "Errors").
    const fields = options.fields ? fieldErrors(errors.map((e) => [e.property, Object.values(e.constraints ?? {})] as const)) : undefined;
    throw validationFailed(messages, messages[0], fields);
  }
  return dto;
}
