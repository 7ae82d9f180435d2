/** A fact of a profile: its label and value; a fact without a value is not shown. */
export type ProfileFact = [term: string, value: string | null | undefined];

/** The body of a pilot's or professional's card: About, the facts (airport, city...) and the Bio. */
export function ProfileDetails({ about, facts, bio }: { about?: string | null; facts: ProfileFact[]; bio?: string | null }) {
  return (
    <>
      {about && (
        <section className="profile-section" aria-label="About">
          <h3>About</h3>
          <p className="profile-text">{about}</p>
        </section>
      )}
      <dl className="profile-facts">
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {bio && (
        <section className="profile-section" aria-label="Bio">
          <h3>Bio</h3>
          <p className="profile-text">{bio}</p>
        </section>
      )}
    </>
  );
}
