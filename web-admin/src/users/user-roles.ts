import type { Role } from '../../../domain/user/user';

export const ROLE_CHOICES: { id: Role; name: string }[] = [
  { id: 'user', name: 'User' },
  { id: 'instructor', name: 'Instructor' },
  { id: 'admin', name: 'Admin' },
];
