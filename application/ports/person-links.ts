/** What one person's account shows of itself to others, and what two people already have between them. */
export interface PersonFacts {
  /** A professional profile others can find (the Professionals directory). */
  discoverableProfessional: boolean;
  /** An active listing, which anyone may open. */
  activeListing: boolean;
  /** The viewer and the person share a conversation, or a request or booking of one on the other's listing (any state). */
  linkedToViewer: boolean;
}

/** Read-only facts for deciding who may reach whom (application/accounts/person-reach.ts). */
export interface PersonLinks {
  factsAbout(personId: number, viewerId: number | null): Promise<PersonFacts>;
}
