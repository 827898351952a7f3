const KEY = 'portal.signInNotice';

/**
 * A notice for the sign-in page from a flow that ends the session (e.g. account deletion). Kept
 * in sessionStorage: clearing the state sends the user to sign-in through the route guard, so a
 * navigation state would not survive.
 */
export function leaveSignInNotice(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // Without storage the sign-in page shows no notice.
  }
}

export function readSignInNotice(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearSignInNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
