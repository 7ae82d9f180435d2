import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_BLOG_PAGE_SIZE } from '../../../domain/blog/pagination.js';

/** GET /blog: numbers arrive as text and are converted before validation (NaN fails). */
export class BlogListQuery {
  @IsOptional() @Min(1, { message: 'page must be 1 or more' }) @Max(100000, { message: 'page is too large' }) @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @IsOptional()
  @Min(1, { message: `limit must be between 1 and ${MAX_BLOG_PAGE_SIZE}` })
  @Max(MAX_BLOG_PAGE_SIZE, { message: `limit must be between 1 and ${MAX_BLOG_PAGE_SIZE}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
