/** One CSV row: column name to a plain value. */
export type ExportRow = Record<string, string | number | boolean | null | Date | string[]>;

export type ExportKind = 'users' | 'instructors' | 'shares';

/**
 * The back-office CSV exports, read in pages in id order (keyset: every page is one index range scan,
 * whatever the table size). An empty page is the end.
 */
export interface AdminExportSource {
  columns(kind: ExportKind): readonly string[];
  page(kind: ExportKind, afterId: number, limit: number): Promise<{ rows: ExportRow[]; lastId: number }>;
}
