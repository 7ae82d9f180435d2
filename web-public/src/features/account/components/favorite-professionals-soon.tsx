/** The Professionals tab of Favorites until favourite professionals arrive with their own issue. */
export function FavoriteProfessionalsSoon() {
  return (
    <div className="account-card">
      <p className="account-empty">Favorite professionals are coming soon: the instructors you keep will be listed here.</p>
    </div>
  );
}
