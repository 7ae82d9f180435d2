import { IsOptional, IsString, MaxLength } from 'class-validator';

// Fields are optional here so that a missing one gets the domain's message ("A username is required").

export class LoginBody {
  @IsOptional() @MaxLength(254, { message: 'The username or email is too long' }) @IsString({ message: 'The username or email must be text' })
  user?: string;

  @IsOptional() @MaxLength(200, { message: 'Passwords may be at most 200 characters long' }) @IsString({ message: 'The password must be text' })
  password?: string;
}

export class ResetRequestBody {
  @IsOptional() @MaxLength(254, { message: 'Please enter a valid email address' }) @IsString({ message: 'Please enter a valid email address' })
  email?: string;
}

export class ResetConfirmBody {
  @IsOptional() @MaxLength(200, { message: 'The reset link is not valid' }) @IsString({ message: 'The reset link is not valid' })
  token?: string;

  @IsOptional() @IsString({ message: 'The password must be text' })
  password?: string;
}

/** The email-change link's token (POST /api/user/email/confirm). */
export class EmailChangeConfirmBody {
  @IsOptional() @MaxLength(200, { message: 'The email change link is not valid' }) @IsString({ message: 'The email change link is not valid' })
  token?: string;
}
