// The parts of autocannon's API the soak bench uses beyond bench/autocannon.d.ts: requests built when they
// are sent (setupRequest), their answers read (onResponse), bodies and an overall rate.
declare module 'autocannon' {
  export interface Request {
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  export interface Options {
    /** Requests a second over all connections. */
    overallRate?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
  }
}
