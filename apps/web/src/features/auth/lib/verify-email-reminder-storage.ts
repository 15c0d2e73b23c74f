import type { Profile } from '@costeo/domain/contracts/auth';

// Issue 31: "Confirma tu correo" closed stays away for the browser session (this tab, until it
// closes), for this account and address; a new session shows it again until the address is
// confirmed.
const KEY = 'costeo.verify-email-reminder.put-away';

function reminderId(profile: Pick<Profile, 'id' | 'email'>): string {
  return `${profile.id}:${profile.email}`;
}

export function isReminderPutAway(profile: Pick<Profile, 'id' | 'email'> | null): boolean {
  if (!profile) return false;
  try {
    return sessionStorage.getItem(KEY) === reminderId(profile);
  } catch {
    // Storage refused (a private window's quota, a policy): the reminder just shows again.
    return false;
  }
}

export function putReminderAway(profile: Pick<Profile, 'id' | 'email'>): void {
  try {
    sessionStorage.setItem(KEY, reminderId(profile));
  } catch {
    // Not kept: it is hidden on this page until the next load, as before issue 31.
  }
}
