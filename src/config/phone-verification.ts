/**
 * Third-party phone verification (the spec's `firebase` login type): the Firebase project whose
 * phone sign-in sends and checks the SMS codes. Read from VITE_PHONE_VERIFICATION by the app
 * (src/config/runtime.ts) and by the build, whose security policy then allows the service (build/csp.ts).
 */

/** What Firebase needs to reach the deployment's project (public values: they identify, they do not authorise). */
export interface FirebaseProject {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

const REQUIRED: (keyof FirebaseProject)[] = ['apiKey', 'authDomain', 'projectId'];

/** The build's Firebase project from its JSON text; null when absent, malformed or incomplete (the platform then sends the codes). */
export function firebaseProjectFrom(text: string | undefined): FirebaseProject | null {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  const fields = value as Record<string, unknown> | null;
  return fields && typeof fields === 'object' && REQUIRED.every((key) => typeof fields[key] === 'string' && fields[key])
    ? (fields as unknown as FirebaseProject)
    : null;
}
