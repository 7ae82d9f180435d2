import { validate } from 'class-validator';
import { validationFailed } from '../../../domain/errors.js';

/**
 * Edge validation (STYLE 5): the shape and size of a request body or query, checked with class-validator
 * before a use case sees it. Business rules and their exact messages stay in the domain.
 */
export async function parseDto<T extends object>(Dto: new () => T, raw: unknown): Promise<T> {
  if (raw !== undefined && (raw === null || typeof raw !== 'object' || Array.isArray(raw))) {
    throw validationFailed(['Send a JSON object']);
  }
  const dto = Object.assign(new Dto(), raw ?? {});
  const errors = await validate(dto, { forbidUnknownValues: true, stopAtFirstError: true });
  if (errors.length) throw validationFailed(errors.flatMap((e) => Object.values(e.constraints ?? {})));
  return dto;
}
