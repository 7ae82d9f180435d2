import { IsIn, IsInt, IsLatitude, IsLongitude, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** GET /instructor: numbers arrive as text and are converted before validation (NaN fails). */
export class InstructorListQuery {
  @IsOptional() @Min(1, { message: 'page must be 1 or more' }) @Max(100000, { message: 'page is too large' }) @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @IsOptional() @Min(1, { message: 'limit must be between 1 and 50' }) @Max(50, { message: 'limit must be between 1 and 50' }) @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @IsOptional() @IsString({ message: 'q must be text' }) @MaxLength(100, { message: 'q may be at most 100 characters long' })
  q?: string;

  @IsOptional() @IsLatitude({ message: 'lat must be a latitude between -90 and 90' })
  lat?: number;

  @IsOptional() @IsLongitude({ message: 'lng must be a longitude between -180 and 180' })
  lng?: number;

  /** Kilometres around lat/lng. */
  @IsOptional() @Min(1, { message: 'radius must be between 1 and 2000 km' }) @Max(2000, { message: 'radius must be between 1 and 2000 km' })
  radius?: number;

  @IsOptional() @IsIn(['dist', 'ratePerHour', 'listDate'], { message: 'sort must be dist, ratePerHour or listDate' })
  sort?: 'dist' | 'ratePerHour' | 'listDate';

  @IsOptional() @IsIn(['asc', 'desc'], { message: 'sortDir must be asc or desc' })
  sortDir?: 'asc' | 'desc';

  @IsOptional() @IsIn(['true', 'false'], { message: 'fresh must be true or false' })
  fresh?: 'true' | 'false';
}
