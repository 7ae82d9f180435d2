/** A safety check said no (the database is not empty, the site is running, the backup is from newer code). */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** The backup file cannot be used: not a backup, damaged, cut short or changed since it was written. */
export class BackupFileInvalid extends Error {
  override name = 'BackupFileInvalid';
}

/** The exit codes of `npm run db:backup` and `npm run db:restore` (docs/operations.md "Backups"). */
export const EXIT = { ok: 0, failed: 1, usage: 2, refused: 3, invalidFile: 4, interrupted: 130 } as const;

export function exitCodeOf(e: unknown): number {
  if (e instanceof BackupRefused) return EXIT.refused;
  if (e instanceof BackupFileInvalid) return EXIT.invalidFile;
  return EXIT.failed;
}
