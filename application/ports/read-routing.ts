/**
 * Which database serves a read (issue 43): the primary, or a streaming replica. Only reads anyone may make
 * (the map search and its counts, the professionals directory, listing pages) are offered to a replica, and
 * only to a reader who has not written lately, or whose writes the replica has replayed: everyone reads his
 * own writes. Everything else, every write and every read inside a transaction, is served by the primary.
 */
export interface ReadRouting {
  /**
   * Runs `read` (a read of public data, safe to run again) allowing it to be served by a replica, unless
   * one of `readers` (the caller's keys: his account, his address) wrote something a replica has not replayed.
   */
  publicRead<T>(readers: readonly string[], read: () => Promise<T>): Promise<T>;
  /** `writers` have just written: their next public reads wait for a replica that replayed it (or use the primary). */
  wrote(writers: readonly string[]): Promise<void>;
}

/** No replicas configured: every read on the primary, as on one machine. */
export const PRIMARY_ONLY: ReadRouting = {
  publicRead: (_readers, read) => read(),
  wrote: async () => undefined,
};
