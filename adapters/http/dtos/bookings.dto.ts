import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BOOKING_STATES } from '../../../domain/booking/booking.js';

const INSTANT = 'an ISO 8601 date and time, for example 2027-03-14T09:00:00Z';

/**
 * Edge shapes of the booking routes (types and sizes). The rules and their messages (period rules, reasons,
 * open hours, booking rules) are the domain's: a value of the right type reaches them unchanged.
 */
export class RequestBody {
  // start and end may be any type here: the domain's period reader names a wrong one per field.
  start?: unknown;
  end?: unknown;

  @IsOptional() @MaxLength(20_000, { message: 'message is too long' }) @IsString({ message: 'message must be text' })
  message?: string;

  // The saved card of a request to a listing that takes payment (issue 37): payments.dto.ts reads it.
  paymentMethodId?: unknown;
}

export class ReasonBody {
  @IsOptional() @MaxLength(20_000, { message: 'reason is too long' }) @IsString({ message: 'reason must be text' })
  reason?: string;
}

export class BlockBody {
  @IsString({ message: `start must be ${INSTANT}` }) @MaxLength(64, { message: `start must be ${INSTANT}` })
  start!: string;

  @IsString({ message: `end must be ${INSTANT}` }) @MaxLength(64, { message: `end must be ${INSTANT}` })
  end!: string;

  @IsOptional() @MaxLength(20_000, { message: 'reason is too long' }) @IsString({ message: 'reason must be text' })
  reason?: string;
}

export class AvailabilityBody {
  @IsOptional() @MaxLength(64, { message: 'timeZone is too long' }) @IsString({ message: 'timeZone must be text, an IANA zone such as America/Denver' })
  timeZone?: string;

  @IsOptional() @ArrayMaxSize(70, { message: 'openHours has at most 70 stretches' }) @IsArray({ message: 'openHours must be a list of { day, from, to }' })
  openHours?: unknown[];

  @IsOptional() @IsObject({ message: 'rules must be an object' })
  rules?: Record<string, unknown>;
}

export class CalendarQuery {
  @IsString({ message: `from must be ${INSTANT}` }) @MaxLength(64, { message: `from must be ${INSTANT}` })
  from!: string;

  @IsString({ message: `to must be ${INSTANT}` }) @MaxLength(64, { message: `to must be ${INSTANT}` })
  to!: string;
}

export class RequestListQuery {
  @IsIn(['pilot', 'owner'], { message: 'role must be pilot or owner' })
  role!: 'pilot' | 'owner';

  @IsOptional() @IsString({ message: `state must be one or more of ${BOOKING_STATES.join(', ')}, separated by commas` })
  state?: string;

  @IsOptional() @Min(1, { message: 'page must be 1 or more' }) @Max(100000, { message: 'page is too large' }) @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @IsOptional() @Min(1, { message: 'limit must be between 1 and 100' }) @Max(100, { message: 'limit must be between 1 and 100' }) @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
