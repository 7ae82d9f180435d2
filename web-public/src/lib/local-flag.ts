/**
 * A yes/no remembered by this browser. Storage can be unavailable (privacy modes, blocked cookies):
 * reading then answers `unavailable` so callers can choose not to nag on every visit.
 */
export function readLocalFlag(key: string): boolean | 'unavailable' {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return 'unavailable';
  }
}

export function writeLocalFlag(key: string): void {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Storage is unavailable; readLocalFlag reports that, so nothing is lost by not writing.
  }
}
