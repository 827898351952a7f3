/**
 * jsdom has no matchMedia, so screens take the wide layout there. Within a `describe`, this makes
 * every media query answer "no": a phone's narrow screen.
 */
export function onAPhone() {
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
}
