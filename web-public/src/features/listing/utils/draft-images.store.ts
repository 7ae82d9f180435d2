/**
 * The wizard's resized photos, kept in IndexedDB so a draft survives a reload (localStorage holds only
 * strings and a few megabytes; photos are blobs of up to about a megabyte each). Keys are
 * "<userId>:<photo key>", so each account on a shared browser has its own draft.
 */
const DB_NAME = 'wingshare-listing-draft';
const STORE = 'images';

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') {
        reject(new Error('IndexedDB is not available'));
        return;
      }
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
  }
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB request failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB request aborted'));
  });
}

const id = (userId: number, key: string) => `${userId}:${key}`;

export const putDraftImage = (userId: number, key: string, blob: Blob) =>
  run('readwrite', (store) => store.put(blob, id(userId, key))).then(() => undefined);

export const getDraftImage = (userId: number, key: string) =>
  run<Blob | undefined>('readonly', (store) => store.get(id(userId, key)) as IDBRequest<Blob | undefined>);

export const deleteDraftImage = (userId: number, key: string) =>
  run('readwrite', (store) => store.delete(id(userId, key))).then(() => undefined);

/** Every photo of this account's draft. */
export const clearDraftImages = (userId: number) =>
  run('readwrite', (store) => store.delete(IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`))).then(() => undefined);
