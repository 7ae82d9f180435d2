/** Navigation state of My Planes right after a listing was created. */
export interface ListedState {
  listed?: boolean;
}
