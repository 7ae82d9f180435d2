/** What deleting an account takes with it (the server's DeleteAccount), said before staff confirm. */
export const DELETE_USER_CONSEQUENCES =
  'Their account, listings and photos, favourites, followed airports, professional profile and sessions are removed, and running subscriptions are ended. This cannot be undone.';
