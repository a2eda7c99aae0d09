/**
 * When the app's React root exists. React attaches its event listeners to the document when the app's
 * root is made (`hydrateRoot(document)`, src/app/entry.client.tsx), and it marks the document as done
 * the first time any root is made in it: a second root made before the app's (the demo's Demo panel)
 * would leave the app without listeners, every tap on it ignored. Such roots wait for this. Nothing
 * here runs on import, so the live build, which has no such root, leaves the module out.
 */
let appRoot: { made: Promise<void>; announce(): void } | undefined;

/** Made on first use, by whichever side comes first. */
function signal() {
  if (!appRoot) {
    let announce = () => {};
    const made = new Promise<void>((resolve) => (announce = resolve));
    appRoot = { made, announce };
  }
  return appRoot;
}

/** Call right after the app's root is made. */
export function appRootCreated(): void {
  signal().announce();
}

/** Resolves once the app's root exists. */
export function whenAppRootCreated(): Promise<void> {
  return signal().made;
}
