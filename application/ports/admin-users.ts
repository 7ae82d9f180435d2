/** The account flags staff may change in the back office. */
export interface AccountFlags {
  isAdmin?: boolean;
  isDiscoverable?: boolean;
  isDisabled?: boolean;
}

export interface AdminUserStore {
  setFlags(userId: number, flags: AccountFlags): Promise<void>;
}
