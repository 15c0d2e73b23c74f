import type { Profile } from '@costeo/domain/contracts/auth';

/** What Mi perfil needs of the session (given by app/, where features meet). */
export interface ProfileSession {
  profile: Profile | null;
  /** The saved profile, for the user menu and the recipe editor's defaults. */
  onProfileSaved: (profile: Profile) => void;
  /** Every session ended (log out everywhere): back to /login. */
  onLoggedOutEverywhere: () => void;
  /** The account is gone: the landing with a message. */
  onAccountDeleted: () => void;
}
