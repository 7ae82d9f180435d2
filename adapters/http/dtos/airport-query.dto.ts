import { IsBooleanString, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** GET /airport: limit arrives as text and is turned into a number (NaN fails IsInt) before validation. */
export class AirportQuery {
  @IsOptional() @MaxLength(100, { message: 'The airport search may be at most 100 characters long' }) @IsString({ message: 'q must be text' })
  q?: string;

  // Decorators run bottom-up: the whole-number check comes first.
  @IsOptional() @Min(1, { message: 'limit must be between 1 and 25' }) @Max(25, { message: 'limit must be between 1 and 25' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @IsOptional() @IsBooleanString({ message: 'simSort must be true or false' })
  simSort?: string;
}
