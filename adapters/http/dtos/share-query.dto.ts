import { IsIn, IsInt, IsLatitude, IsLongitude, IsOptional, Max, Min } from 'class-validator';

/** GET /share: numbers arrive as text and are converted before validation (NaN fails). */
export class ShareListQuery {
  @IsOptional() @Min(1, { message: 'id must be a positive whole number' }) @IsInt({ message: 'id must be a positive whole number' })
  id?: number;

  @IsOptional() @Min(1, { message: 'page must be 1 or more' }) @Max(100000, { message: 'page is too large' }) @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @IsOptional() @Min(1, { message: 'limit must be between 1 and 50' }) @Max(50, { message: 'limit must be between 1 and 50' }) @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @IsOptional() @IsIn(['listDate', 'ratePerHour', 'dist'], { message: 'sortBy must be listDate, ratePerHour or dist' })
  sortBy?: 'listDate' | 'ratePerHour' | 'dist';

  @IsOptional() @IsIn(['asc', 'desc'], { message: 'sortDir must be asc or desc' })
  sortDir?: 'asc' | 'desc';

  @IsOptional() @Min(1, { message: 'airport must be an airport id' }) @IsInt({ message: 'airport must be an airport id' })
  airport?: number;

  @IsOptional() @IsLatitude({ message: 'lat must be a latitude between -90 and 90' })
  lat?: number;

  @IsOptional() @IsLongitude({ message: 'lng must be a longitude between -180 and 180' })
  lng?: number;
}

export class PageQuery {
  @IsOptional() @Min(1, { message: 'page must be 1 or more' }) @Max(100000, { message: 'page is too large' }) @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @IsOptional() @Min(1, { message: 'limit must be between 1 and 50' }) @Max(50, { message: 'limit must be between 1 and 50' }) @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

/** Query values as numbers where the DTO expects numbers; text stays text so IsIn can check it. */
export function numericQuery(query: Record<string, unknown>, numeric: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const single = Array.isArray(value) ? value[0] : value;
    out[key] = numeric.includes(key) && single !== '' ? Number(single) : single;
  }
  return out;
}
