/**
 * GET /api/attention (issue 34, point 14): what waits for the signed-in user's answer, the header's one badge
 * and the menu's two counts (docs/api.md "Requests"). Counted by application/bookings/needs-answer.service.ts.
 */
export interface NeedsAnswer {
  /** Conversations with a message he has not read. */
  messages: number;
  /** Requests on his listings still waiting for his approval or decline (their 48 hours not over), and flights checked in waiting for his confirmation. */
  requests: number;
  total: number;
  /** He lists a plane (or did, and has requests): the header then offers Requests at once. */
  owner: boolean;
}
